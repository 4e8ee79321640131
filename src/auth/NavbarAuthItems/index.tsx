import { ADMIN_PATHS } from '../adminUrls';
import { ProfileMenu } from '../ProfileMenu';
import { useAdminUrl, useSession } from '../session';
import * as styles from './styles.module.css';

/**
 * The navbar's account items: 'Sign In' while signed out (and while the silent check runs, as the
 * server-rendered HTML does), 'My Connectors' and the profile menu once signed in. Admin pages
 * are another app, so every link here is a plain <a>: a full page load.
 */
export function NavbarAuthItems({ variant }: { variant: 'navbar' | 'drawer' }) {
  const session = useSession();
  const toAdmin = useAdminUrl();
  const linkClass = variant === 'navbar' ? styles.navbarLink : styles.drawerLink;
  if (session.status !== 'signedIn') {
    return (
      <a href={toAdmin(ADMIN_PATHS.login)} className={linkClass}>
        Sign In
      </a>
    );
  }
  if (variant === 'drawer') {
    return (
      <>
        <a href={toAdmin(ADMIN_PATHS.connectors)} className={linkClass}>
          My Connectors
        </a>
        <a href={toAdmin(ADMIN_PATHS.settings)} className={linkClass}>
          Settings
        </a>
        <button type="button" className={`${linkClass} ${styles.drawerButton}`} onClick={session.logout}>
          Logout
        </button>
      </>
    );
  }
  return (
    <>
      <a href={toAdmin(ADMIN_PATHS.connectors)} className={linkClass}>
        My Connectors
      </a>
      <ProfileMenu user={session.user} logout={session.logout} />
    </>
  );
}
