import { pathOnOrigin } from '../hosting/origin';

/**
 * `…/index.html` and `….html` as the bare path with a trailing slash (SPEC §2), or null when the
 * path is already clean. The not-found page keeps its own file name. The result is a path on this
 * origin (src/hosting/origin.ts): `//host/x.html` must not become `//host/x/`, another host.
 */
export function normalizePath(pathname: string): string | null {
  if (/\/404\.html$/.test(pathname)) return null;
  if (pathname.endsWith('/index.html')) return pathOnOrigin(pathname.slice(0, -'index.html'.length));
  if (pathname.endsWith('.html')) return pathOnOrigin(`${pathname.slice(0, -'.html'.length)}/`);
  return null;
}

/**
 * On a host without the redirect rules, `/docs/intro.html` reaches the app through the not-found
 * page: load the clean URL instead (once; the clean URL never matches again). A served
 * `…/index.html` is a real page, which Gatsby itself renames in the address bar.
 */
export function normalizeLocationOnEntry(servedPagePath: string | undefined): void {
  const target = normalizePath(window.location.pathname);
  if (!target || !servedPagePath || !/^\/404(\.html|\/)?$/.test(servedPagePath)) return;
  window.location.replace(`${target}${window.location.search}${window.location.hash}`);
}
