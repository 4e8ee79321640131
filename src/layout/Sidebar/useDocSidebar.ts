import type { SidebarItem } from '../../site/sidebarTree';
import { usePageVersion } from '../../versions/VersionContext';

/** The sidebar of the page's docs version, built at build time (src/site/model.ts) and given in its page context. */
export function useDocSidebar(): SidebarItem[] {
  return usePageVersion().sidebar;
}
