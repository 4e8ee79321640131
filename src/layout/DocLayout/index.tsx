import React from 'react';
import { HydrateApart } from '../../routing/HydrateApart';
import { Sidebar } from '../Sidebar';
import { useDocSidebar } from '../Sidebar/useDocSidebar';
import * as styles from './styles.module.css';

/** Desktop docs frame: the sticky sidebar beside the page's <main>. */
export function DocLayout({ route, children }: { route: string; children: React.ReactNode }) {
  const sidebar = useDocSidebar();
  return (
    <div className={styles.docRoot}>
      <aside className={styles.sidebar}>
        <HydrateApart name="sidebar">
          <Sidebar items={sidebar} activeRoute={route} idPrefix="desktop" />
        </HydrateApart>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
