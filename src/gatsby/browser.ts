/**
 * The browser half of the adapter: Gatsby's runtime globals this site uses. None is a documented
 * API; when one is missing, the caller is told once (a console warning) and takes the plain path
 * (a full page load, Gatsby's own prefetching).
 */

/** `window.___loader`: Gatsby's page resource loader (cache-dir/loader.js, set by production-app.js). */
export interface GatsbyLoader {
  loadPage: (path: string) => Promise<{ status?: string } | null | undefined>;
  hovering?: (path: string) => void;
}

/** `window.___navigate`: Gatsby's client-side navigation (cache-dir/navigation.js). */
export type GatsbyNavigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

interface GatsbyWindow {
  ___loader?: unknown;
  ___navigate?: unknown;
  pagePath?: unknown;
}

const warned = new Set<string>();
function missing(what: string): undefined {
  if (!warned.has(what)) {
    warned.add(what);
    console.warn(`Developer Portal: Gatsby's ${what} is not there; using the browser's own navigation instead.`);
  }
  return undefined;
}

const gatsbyWindow = (): GatsbyWindow | undefined => (typeof window === 'undefined' ? undefined : (window as unknown as GatsbyWindow));

/** The loader, once Gatsby's runtime has started; undefined before, outside a browser, or when Gatsby changed. */
export function gatsbyLoader(): GatsbyLoader | undefined {
  const win = gatsbyWindow();
  if (!win) return undefined;
  const loader = win.___loader as Partial<GatsbyLoader> | undefined;
  return typeof loader?.loadPage === 'function' ? (loader as GatsbyLoader) : missing('page loader (window.___loader.loadPage)');
}

/** Gatsby's navigate, once its router is set up; undefined otherwise. */
export function gatsbyNavigate(): GatsbyNavigate | undefined {
  const win = gatsbyWindow();
  if (!win) return undefined;
  return typeof win.___navigate === 'function' ? (win.___navigate as GatsbyNavigate) : missing('navigate (window.___navigate)');
}

/** The page path Gatsby served this document for (`window.pagePath`, written into every page's HTML). */
export function servedPagePath(): string | undefined {
  const path = gatsbyWindow()?.pagePath;
  return typeof path === 'string' ? path : undefined;
}
