import { ADMIN_PATHS } from '../adminUrls';
import { useAdminUrl, type SessionUser } from '../session';
import { Avatar } from './Avatar';
import { useMenuButton } from './useMenuButton';
import * as styles from './styles.module.css';

/** The signed-in visitor's menu (WAI-ARIA menu button): Settings and Logout. */
export function ProfileMenu({ user, logout }: { user: SessionUser; logout: () => void }) {
  const toAdmin = useAdminUrl();
  const menu = useMenuButton(2);
  const label = user.name ? `Profile menu for ${user.name}` : 'Profile menu';
  return (
    <div className={styles.profile} ref={menu.containerRef}>
      <button type="button" className={styles.trigger} {...menu.buttonProps}>
        <Avatar picture={user.picture} name={user.name} label={label} />
      </button>
      <ul className={styles.menu} {...menu.menuProps}>
        <li role="none">
          {/* Another app: a full page load, never client-side routing. */}
          <a className={styles.item} href={toAdmin(ADMIN_PATHS.settings)} {...menu.itemProps(0)}>
            Settings
          </a>
        </li>
        <li role="none">
          <button type="button" className={styles.item} onClick={logout} {...menu.itemProps(1)}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
