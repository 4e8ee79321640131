import React from 'react';
import { siteConfig } from '../../config/site';
import { useColorMode } from '../colorMode';
import * as styles from './styles.module.css';

/** The light/dark switch, unless `siteConfig.colorMode.disableSwitch` turns it off. */
export function ColorModeToggle({ className }: { className?: string }) {
  return siteConfig.colorMode.disableSwitch ? null : <Toggle className={className} />;
}

/** Round button that switches light ↔ dark; its name says which mode a press leads to. */
function Toggle({ className }: { className?: string }) {
  const { mode, setMode } = useColorMode();
  // Enabled once hydrated: before that a click would do nothing (local state, no tree-wide update).
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      onClick={() => setMode(next)}
      disabled={!ready}
      aria-label={label}
      title={label}
    >
      {/* Both icons are in the HTML; CSS shows the right one before React runs. */}
      <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
        />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20.3 15.4A8.5 8.5 0 0 1 8.6 3.7a8.5 8.5 0 1 0 11.7 11.7Z" />
      </svg>
    </button>
  );
}
