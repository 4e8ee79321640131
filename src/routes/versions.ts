import { categoryRoute, slugFromRelativePath } from './slugs';

/**
 * Docs versions as routes: where each version's pages live. Pure rules, read by the site model, the
 * link checks, the twins and the browser alike. The list itself is configuration (src/config/site.ts).
 */

/** `current` is the docs being written; a released version is frozen, maintained (fixes only) or not. */
export type VersionStatus = 'current' | 'maintained' | 'unmaintained';

export interface DocsVersion {
  /** The folder under `content/versions/` (and the key readers' stored preference holds): `2.x`. */
  name: string;
  /** What the version menu and the banner call it: `2.x`, `Next`. */
  label: string;
  /** The route prefix without slashes (`2.x` → `/docs/2.x/…`); empty for `current`, which keeps the site's routes. */
  path: string;
  status: VersionStatus;
}

/** A route of the version's own (`/intro/`) as the site serves it: `/2.x/intro/`; current's routes are unchanged. */
export const versionRoute = (version: Pick<DocsVersion, 'path'>, route: string): string =>
  version.path ? `/${version.path}${route}` : route;

/** Where a version's landing page is: its root (`/2.x/`); current's is the site's own, `/`. */
export const landingRoute = (version: Pick<DocsVersion, 'path'>): string => versionRoute(version, '/');

/** A content file's page in its version: `connectors/CLI/commands.mdx` in 2.x → `/2.x/connectors/CLI/commands/`. */
export const pageRoute = (version: Pick<DocsVersion, 'path'>, relativePath: string): string =>
  versionRoute(version, slugFromRelativePath(relativePath));

/** A category's index page in its version: slug `recipes` in 2.x → `/2.x/category/recipes/`. */
export const versionCategoryRoute = (version: Pick<DocsVersion, 'path'>, slug: string): string =>
  versionRoute(version, categoryRoute(slug));

/** Where a version publishes one of its OpenAPI documents, without the base path: `/2.x/openapi/embed-api.yaml`. */
export const openapiPath = (version: Pick<DocsVersion, 'path'>, document: string): string => versionRoute(version, `/openapi/${document}`);

/** The released version whose path a route starts with, if any. */
const releasedOf = <V extends DocsVersion>(versions: readonly V[], route: string): V | undefined =>
  versions.find((version) => version.path && route.startsWith(`/${version.path}/`));

/**
 * The version a site route belongs to, and the route within that version: `/2.x/intro/` →
 * 2.x and `/intro/`. Routes under no released version's path are current's.
 */
export function versionOfRoute<V extends DocsVersion>(versions: readonly V[], route: string): { version: V; route: string } {
  const released = releasedOf(versions, route);
  // The list is checked once, where the configuration names current (currentOf): not on every route.
  return released
    ? { version: released, route: route.slice(released.path.length + 1) }
    : { version: versions.find((version) => version.status === 'current') ?? currentOf(versions), route };
}

/** The one version whose status is `current`; throws, naming every problem, when the list cannot be served. */
export function currentOf<V extends DocsVersion>(versions: readonly V[]): V {
  const errors = versionListErrors(versions);
  if (errors.length) throw new Error(`The docs versions (src/config/site.ts): ${errors.join('; ')}`);
  return versions.find((version) => version.status === 'current') as V;
}

/**
 * First route segments the site serves something else at: category pages, current's published
 * documents, static files, Gatsby's own folders. (A current page at a version's path is the site
 * model's to refuse: it knows the pages.)
 */
const RESERVED_PATHS = new Set(['category', 'openapi', 'img', 'static', 'page-data', '_gatsby', '404', '~partytown']);

/** Why a list of versions cannot be served: two versions on one path or name, a path that is not one free route segment. */
export function versionListErrors(versions: readonly DocsVersion[]): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const version of versions) {
    if (seen.has(`name ${version.name}`)) errors.push(`two docs versions are named "${version.name}"`);
    if (seen.has(`path ${version.path}`)) errors.push(`two docs versions have the path "${version.path}"`);
    seen.add(`name ${version.name}`).add(`path ${version.path}`);
    if ((version.status === 'current') !== (version.path === ''))
      errors.push(`docs version "${version.name}": current, and only current, has the empty path`);
    if (version.path && !/^[a-z0-9][a-z0-9._-]*$/i.test(version.path))
      errors.push(`docs version "${version.name}": the path "${version.path}" must be one route segment (letters, digits, . _ -)`);
    if (RESERVED_PATHS.has(version.path))
      errors.push(`docs version "${version.name}": the path "${version.path}" is the site's own (${[...RESERVED_PATHS].join(', ')})`);
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(version.name))
      errors.push(`docs version "${version.name}": the name must be a folder name (letters, digits, . _ -)`);
  }
  if (versions.filter((version) => version.status === 'current').length !== 1)
    errors.push('exactly one docs version has the status "current"');
  return errors;
}

/** The versions a link is read among: the page's own, and every one (to tell an explicit link into another). */
export interface LinkVersions {
  own: DocsVersion;
  all: readonly DocsVersion[];
}

/**
 * Where a route written in a page goes: pages are written with current's routes (`/docs/intro/`),
 * which in a released version's page mean that version's page (`/2.x/intro/`); a route under a
 * released version's path (`/docs/1.x/intro/`) is an explicit link into it and stays. The landing
 * page (`/`) is the site's, not a version's.
 */
export function routeWithinVersion(versions: LinkVersions, route: string): string {
  return route === '/' || releasedOf(versions.all, route) ? route : versionRoute(versions.own, route);
}
