import { Link } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/site';
import { storePreferredVersion } from '../preference';
import { usePageVersion } from '../VersionContext';
import * as styles from './styles.module.css';

/** What each version's entry says of it, so a reader sees which releases still get fixes before choosing one. */
const STATUS_WORDING = { current: 'latest', maintained: 'maintained', unmaintained: 'unmaintained' } as const;

/**
 * The navbar's version menu: every version with its status, each link the same page in that version
 * (its main doc where it has no such page). A native disclosure, so it opens and its links work
 * without JavaScript.
 */
export function VersionMenu() {
  const { version, counterparts } = usePageVersion();
  const ref = React.useRef<HTMLDetailsElement>(null);
  const close = () => ref.current?.removeAttribute('open');
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => ref.current && !ref.current.contains(event.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  if (siteConfig.docs.versions.length < 2) return null;
  return (
    <details
      ref={ref}
      className={styles.menu}
      // Tabbing past the last entry closes it: an open list left behind would cover what has focus.
      // Only for focus that went somewhere: a click that focuses nothing (Safari's on a link) must land.
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to instanceof Node && !event.currentTarget.contains(to)) close();
      }}
    >
      <summary className={styles.summary} aria-label={`Docs version: ${version.label}`}>
        {version.label}
      </summary>
      <ul className={styles.list}>
        {siteConfig.docs.versions.map((other) => (
          <li key={other.name}>
            <Link
              to={counterparts[other.name] ?? '/'}
              className={styles.item}
              aria-current={other.name === version.name ? 'true' : undefined}
              onClick={() => {
                storePreferredVersion(other.name);
                close();
              }}
            >
              {other.label} <span className={styles.status}>{STATUS_WORDING[other.status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
