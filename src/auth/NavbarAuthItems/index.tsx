import React from 'react';
import * as styles from './styles.module.css';

/** The navbar's account items. Admin pages are another app: a plain link, a full page load. */
export function NavbarAuthItems({ variant }: { variant: 'navbar' | 'drawer' }) {
  return (
    <a href="/admin/login" className={variant === 'navbar' ? styles.navbarLink : styles.drawerLink}>
      Sign In
    </a>
  );
}
