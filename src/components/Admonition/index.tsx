import React from 'react';
import * as styles from './styles.module.css';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

const ICONS: Record<AdmonitionType, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  tip: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

/**
 * A callout box: `:::tip[Title]` in MDX, or `<Admonition type="tip" title="…">`. A `note`, not an
 * `<aside>`: a page may hold several with one title (two "Don't do this"), and landmarks must be unique.
 */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const kind = type in DEFAULT_TITLES ? type : 'note';
  return (
    <div role="note" className={styles.admonition} data-type={kind} aria-label={title || DEFAULT_TITLES[kind]}>
      <p className={styles.heading}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={ICONS[kind]} />
        </svg>
        {title || DEFAULT_TITLES[kind]}
      </p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
