import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../../site/sidebarTree';

/** The one docs sidebar, built at build time (src/site/schema.ts) and shared by every page. */
export function useDocSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocSidebarQuery>(graphql`
    query DocSidebar {
      docSidebar
    }
  `);
  // A JSON field in the schema (a tree of any depth), so its generated type is a plain record.
  return data.docSidebar as unknown as SidebarItem[];
}
