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
        {count ? <span aria-hidden="true">🗂️ </span> : <span aria-hidden="true">📄 </span>}
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {count ? <p className={styles.count}>{count === 1 ? '1 page' : `${count} pages`}</p> : null}
    </Link>
  );
}

/** A responsive grid of cards. */
export function DocCardList({ children }: { children: React.ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
