import { Link } from 'gatsby';
import { NavbarAuthItems } from '../../auth/NavbarAuthItems';
import { ColorModeToggle } from '../../theme/ColorModeToggle';
import { useDocsHome } from '../../versions/useDocsHome';
import { Sidebar } from '../Sidebar';
import { useDocSidebar } from '../Sidebar/useDocSidebar';
import { useMobileSidebar } from './context';
import { useDrawerDialog } from './useDrawerDialog';
import * as styles from './styles.module.css';

export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

/** The navigation drawer of the mobile layout (≤996px): navbar links, colour toggle and docs sidebar. */
export function MobileSidebar({ route, isDocPage }: { route: string; isDocPage: boolean }) {
  const { shown, close } = useMobileSidebar();
  const docsHome = useDocsHome(isDocPage);
  const items = useDocSidebar();
  const ref = useDrawerDialog();
  return (
    <dialog ref={ref} id={MOBILE_SIDEBAR_ID} className={styles.drawer} aria-label="Navigation">
      {/* Rendered only while open: the drawer's links are not a second copy in the page. */}
      {shown && (
        <div>
          <div className={styles.header}>
            <Link to="/" className={styles.brand}>
              Developers
            </Link>
            <ColorModeToggle />
            <button type="button" className={styles.close} onClick={close} aria-label="Close navigation bar">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label="Main" className={styles.primary}>
            <Link to={docsHome} className={styles.primaryLink}>
              Documentation
            </Link>
            <NavbarAuthItems variant="drawer" />
          </nav>
          <Sidebar items={items} activeRoute={route} idPrefix="mobile" />
        </div>
      )}
    </dialog>
  );
}
