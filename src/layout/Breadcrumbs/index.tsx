import { Link } from 'gatsby';
import { findTrail } from '../../site/sidebarTree';
import { useDocSidebar } from '../Sidebar/useDocSidebar';
import * as styles from './styles.module.css';

/** Home › categories › this page, from the sidebar. */
export function Breadcrumbs({ route }: { route: string }) {
  const trail = findTrail(useDocSidebar(), route);
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" className={styles.link} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z"
              />
            </svg>
          </Link>
        </li>
        {trail.map((item, index) =>
          index === trail.length - 1 ? (
            <li key={item.href} className={styles.item}>
              <span className={styles.current} aria-current="page">
                {item.label}
              </span>
            </li>
          ) : (
            <li key={item.href} className={styles.item}>
              <Link to={item.href} className={styles.link}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
