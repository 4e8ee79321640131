import { Link } from 'gatsby';
import { findPrevNext } from '../../site/sidebarTree';
import { useDocSidebar } from '../Sidebar/useDocSidebar';
import * as styles from './styles.module.css';

/** Previous/next pages in sidebar order. */
export function DocPaginator({ route }: { route: string }) {
  const { previous, next } = findPrevNext(useDocSidebar(), route);
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {previous && (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.label}>Previous{previous.section && ` · ${previous.section}`}</span>
          <span className={styles.title}>« {previous.label}</span>
        </Link>
      )}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.label}>Next{next.section && ` · ${next.section}`}</span>
          <span className={styles.title}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
