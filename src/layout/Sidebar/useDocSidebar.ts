import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../../lib/sidebar';

/** The one docs sidebar, built at build time (src/node/schema.ts) and shared by every page. */
export function useDocSidebar(): SidebarItem[] {
  const data = useStaticQuery<{ docSidebar: SidebarItem[] }>(graphql`
    query DocSidebar {
      docSidebar
    }
  `);
  return data.docSidebar;
}
