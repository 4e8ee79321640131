import type { SearchFilePaths } from '../search/options';
import { currentVersion, mainDocRoute, siteConfig } from '../config/site';
import { landingRoute, versionOfRoute, versionRoute, type DocsVersion } from '../routes/versions';
import type { SidebarItem } from '../site/sidebarTree';

/**
 * What every page knows of its docs version, given in its page context by page creation (the
 * site model decides it; the browser only reads it): the version, its sidebar, and the same page
 * in every version. In page data, not a static query: a page of a frozen version is rendered again
 * only when its own version's data changes.
 */
export interface VersionPageContext {
  /** The version's name: `current`, `2.x`. */
  version: string;
  sidebar: SidebarItem[];
  /** By version name: the route of this page in that version, or that version's main doc where it has no such page. */
  counterparts: Readonly<Record<string, string>>;
  /** The versions that have no such page (their counterpart is their main doc). */
  absentIn: readonly string[];
  /** The version's search files (src/search). */
  search?: SearchFilePaths;
}

/** The part of the site model the context is made from. */
export interface VersionedPages {
  versions: ReadonlyMap<
    string,
    { version: DocsVersion; sidebar: SidebarItem[]; pageWithin: (route: string) => { route: string } | undefined }
  >;
}

/** The context of the page at `route` (a page of the model, or a file route, which is current's). */
export function versionPageContext(
  model: VersionedPages,
  route: string,
  search: ReadonlyMap<string, SearchFilePaths>,
  versions = siteConfig.docs.versions,
): VersionPageContext {
  const { version, route: within } = versionOfRoute(versions, route);
  const counterparts: Record<string, string> = {};
  const absentIn: string[] = [];
  for (const { version: other, pageWithin } of model.versions.values()) {
    // Every version has a landing page at its root (current's is the site's own).
    const same = within === '/' ? landingRoute(other) : pageWithin(within)?.route;
    counterparts[other.name] = same ?? versionRoute(other, mainDocRoute);
    if (!same) absentIn.push(other.name);
  }
  const files = search.get(version.name);
  return {
    version: version.name,
    sidebar: model.versions.get(version.name)?.sidebar ?? [],
    counterparts,
    absentIn,
    ...(files ? { search: files } : {}),
  };
}

/** How a released version's banner, its pages' twins and the llms.txt files say what the version's status means. */
export const RELEASED_WORDING = {
  maintained: 'which receives fixes only',
  unmaintained: 'which is no longer maintained',
} as const;

/** The configured version of a name, current when the name is unknown (a page made before the version was removed). */
export const configuredVersion = (name: string | undefined, versions = siteConfig.docs.versions): DocsVersion =>
  versions.find((version) => version.name === name) ?? currentVersion;
