import { Link } from 'gatsby';
import { NavbarAuthItems } from '../../auth/NavbarAuthItems';
import { Logo } from '../../components/Logo';
import { SearchBar } from '../../search/browser/SearchBar';
import { ColorModeToggle } from '../../theme/ColorModeToggle';
import { VersionMenu } from '../../versions/VersionMenu';
import { useDocsHome } from '../../versions/useDocsHome';
import { useInDocsVersion } from '../../versions/VersionContext';
import { useMobileSidebar } from '../MobileSidebar/context';
import { MOBILE_SIDEBAR_ID } from '../MobileSidebar';
import * as styles from './styles.module.css';

/**
 * Sticky top bar: menu button (mobile), brand, 'Documentation', the version menu (pages of a docs
 * version and every landing page), account items, colour toggle, search.
 */
export function Navbar({ isDocPage, isLanding = false }: { isDocPage: boolean; isLanding?: boolean }) {
  const { shown, open, toggleRef } = useMobileSidebar();
  const docsHome = useDocsHome(isDocPage);
  const inVersion = useInDocsVersion(isDocPage);
  return (
    <header className={styles.navbar}>
      <nav aria-label="Main" className={styles.inner}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-label="Toggle navigation bar"
          aria-expanded={shown}
          aria-controls={MOBILE_SIDEBAR_ID}
          onClick={open}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <Link to="/" className={styles.brand}>
          {/* Decorative: the visible title names the link. */}
          <Logo size={32} className={styles.logo} />
          <b>Developers</b>
        </Link>
        <Link to={docsHome} className={styles.link} data-active={isDocPage || undefined}>
          Documentation
        </Link>
        {(inVersion || isLanding) && <VersionMenu />}
        <div className={styles.end}>
          <div className={styles.desktopOnly}>
            <NavbarAuthItems variant="navbar" />
            <ColorModeToggle />
          </div>
          <SearchBar />
        </div>
      </nav>
    </header>
  );
}
