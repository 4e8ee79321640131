import React from 'react';
import { currentVersion } from '../config/site';
import type { DocsVersion } from '../routes/versions';
import type { SidebarItem } from '../site/sidebarTree';
import { configuredVersion, type VersionPageContext } from './pageVersion';

export interface PageVersion extends Omit<VersionPageContext, 'version'> {
  version: DocsVersion;
  sidebar: SidebarItem[];
}

const Context = React.createContext<PageVersion>({
  version: currentVersion,
  sidebar: [],
  counterparts: {},
  absentIn: [],
  search: undefined,
});

/** Gives the page shell its page's version, from the page context (a page without one is current's, with no sidebar). */
export function PageVersionProvider({
  context,
  children,
}: {
  context: Partial<VersionPageContext> | undefined;
  children: React.ReactNode;
}) {
  const value: PageVersion = {
    version: configuredVersion(context?.version),
    sidebar: context?.sidebar ?? [],
    counterparts: context?.counterparts ?? {},
    absentIn: context?.absentIn ?? [],
    search: context?.search,
  };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The docs version of the page being shown, its sidebar, its counterparts and its search files. */
export const usePageVersion = (): PageVersion => React.useContext(Context);

/**
 * Whether the page belongs to a docs version, so the version menu shows and "Documentation" leads
 * to that version's main doc: a doc or category page (`isDocPage`), or a released version's landing.
 */
export function useInDocsVersion(isDocPage: boolean): boolean {
  const { version } = usePageVersion();
  return isDocPage || version.status !== 'current';
}
