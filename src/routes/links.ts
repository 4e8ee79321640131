import path from 'node:path';
import { slugFromRelativePath } from './slugs';
import { openapiPath, pageRoute, routeWithinVersion, type LinkVersions } from './versions';

/** Where a link written in a content file points, with the route as Gatsby knows it (no prefix). */
export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'outside' }
  | { kind: 'route'; route: string; hash: string; query: string }
  /** A file of `static/` served as it is (`/docs/openapi/connector-api.yaml`), not a page. */
  | { kind: 'file'; file: string }
  | { kind: 'missing-file'; file: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A last path segment with an extension names a file; `.html` and `.md(x)` name pages. */
const FILE = /\.(?!html?$|mdx?$)[a-z0-9]+$/i;

/** Adds the trailing slash `trailingSlash: 'always'` wants, keeping query and hash apart. */
function splitRoute(routeWithExtras: string): { route: string; query: string; hash: string } {
  const hashAt = routeWithExtras.indexOf('#');
  const hash = hashAt === -1 ? '' : routeWithExtras.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? routeWithExtras : routeWithExtras.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  let route = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (!route.endsWith('/')) route += '/';
  return { route, query, hash };
}

/**
 * Resolves a link found in `fromFile` (a path relative to its version's content root, e.g.
 * `connectors/recipes/pagination.mdx`). `basePath` is the site base (`/docs/`); `fileExists`
 * answers for paths relative to the content root. In a released version's page (`versions`), a
 * route means that version's page unless it names another version (src/routes/versions.ts).
 */
export function resolveContentLink(
  url: string,
  fromFile: string,
  basePath: string,
  fileExists: (relativePath: string) => boolean,
  versions?: LinkVersions,
): LinkTarget {
  if (SCHEME.test(url) || url.startsWith('//')) return { kind: 'external' };
  const within = (route: string) => (versions ? routeWithinVersion(versions, route) : route);
  const fromRoute = versions ? pageRoute(versions.own, fromFile) : slugFromRelativePath(fromFile);
  if (url.startsWith('#')) return { kind: 'route', route: fromRoute, query: '', hash: url.slice(1) };
  if (url.startsWith('?')) return { kind: 'route', route: fromRoute, query: url, hash: '' };

  const base = basePath.replace(/\/$/, '');
  if (url.startsWith('/')) {
    if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}#`) || url.startsWith(`${base}?`)) {
      const rest = url.slice(base.length) || '/';
      const pathname = rest.split(/[?#]/)[0] ?? '';
      if (FILE.test(pathname)) {
        const file = pathname.replace(/^\//, '');
        // Each version publishes its own OpenAPI documents: current's URL of one means the page's version's.
        const own = versions && file.startsWith('openapi/') ? openapiPath(versions.own, file.slice('openapi/'.length)).slice(1) : file;
        return { kind: 'file', file: own };
      }
      const split = splitRoute(rest.startsWith('/') ? rest : `/${rest}`);
      return { kind: 'route', ...split, route: within(split.route) };
    }
    return { kind: 'outside' };
  }

  const [pathPart = '', ...hashParts] = url.split('#');
  const hash = hashParts.join('#');
  if (/\.mdx?$/.test(pathPart)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), pathPart));
    if (target.startsWith('..') || !fileExists(target)) return { kind: 'missing-file', file: target };
    return { kind: 'route', route: within(slugFromRelativePath(target)), query: '', hash };
  }
  // A relative URL: resolve it the way the browser will, against the page's own prefixed URL.
  const resolved = new URL(url, `https://site.invalid${base}${fromRoute}`);
  return resolveContentLink(`${resolved.pathname}${resolved.search}${resolved.hash}`, fromFile, basePath, fileExists, versions);
}
