import { Link } from 'gatsby';
import React from 'react';
import * as styles from './styles.module.css';

interface DocCardProps {
  href: string;
  title: string;
  description: string;
  /** Pages inside, for a category card. */
  count?: number | null;
  headingLevel?: 2 | 3;
}

/** A linked card (title + description), as on category index pages and the landing page. */
export function DocCard({ href, title, description, count, headingLevel = 2 }: DocCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Link to={href} className={styles.card}>
      <Heading className={styles.title}>
        <CardIcon kind={count ? 'category' : 'doc'} />
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {count ? <p className={styles.count}>{count === 1 ? '1 page' : `${count} pages`}</p> : null}
    </Link>
  );
}

/*
 * Drawn, not emoji: an emoji looks different on every platform, is a blank box where no emoji font
 * is installed (many Linux desktops), and sends the browser through every family in the font stack
 * and its fallback before it gives up, in the page's first layout.
 */
const ICON_PATHS = {
  doc: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Zm0 0v5h5M9 13h6M9 17h6',
  category: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
};

function CardIcon({ kind }: { kind: keyof typeof ICON_PATHS }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[kind]} />
    </svg>
  );
}

/** A responsive grid of cards. */
export function DocCardList({ children }: { children: React.ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
