import { siteConfig } from '../../config/site';
import { longDate } from './longDate';
import * as styles from './styles.module.css';

interface PageMetaProps {
  /** The page's source file, `content/docs/…mdx`, relative to the repository. */
  sourcePath: string;
  /** ISO date of the source file's latest commit, when git knows it. */
  lastUpdated?: string | null;
}

/** "Edit this page" and "Last updated on …" under a doc page, each switchable in `siteConfig.docs`. */
export function PageMeta({ sourcePath, lastUpdated }: PageMetaProps) {
  const { editUrl, showLastUpdateTime } = siteConfig.docs;
  const edit = editUrl ? `${editUrl}${sourcePath}` : null;
  const date = showLastUpdateTime && lastUpdated ? new Date(lastUpdated) : null;
  if (!edit && !date) return null;
  return (
    <div className={styles.meta}>
      {edit && (
        <a href={edit} className={styles.edit} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
          Edit this page
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {date && (
        <p className={styles.updated}>
          Last updated on <time dateTime={date.toISOString()}>{longDate(date)}</time>
        </p>
      )}
    </div>
  );
}
