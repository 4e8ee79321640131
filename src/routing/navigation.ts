import { withPrefix } from 'gatsby';
import { PROGRESS_DELAY_MS } from '../config/constants';
import { gatsbyLoader, gatsbyNavigate } from '../gatsby/browser';
import { pathOnOrigin } from '../hosting/origin';
import { routeFromPathname } from '../lib/route';
import { probePageData } from './pageData';
import { finishProgress, startProgressAfter } from './progressBar';

/** Where a client-side route change is: the old page stays on screen while the new one loads. */
export type RouteState =
  { status: 'idle' } | { status: 'loading'; target: string; since: number } | { status: 'error'; target: string; error: Error };

const listeners = new Set<() => void>();

function setState(next: RouteState) {
  state = next;
  listeners.forEach((listener) => listener());
}

const IDLE: RouteState = { status: 'idle' };
let state: RouteState = IDLE;
export const getRouteState = (): RouteState => state;
// The same object as the client's initial state: hydration then needs no extra render.
export const getServerRouteState = (): RouteState => IDLE;
export function subscribeRouteState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Navigates to `href` (a prefixed path such as `/docs/intro/#setup`). The target's page data and
 * code are loaded first through Gatsby's loader (already cached when the link was prefetched):
 * - loaded: Gatsby's own navigation renders it;
 * - the code failed (a chunk gone after a redeploy): one full page load of the target;
 * - the page data failed: the reader keeps the current page and sees the error with a Retry.
 */
export async function goTo(href: string, options: { state?: unknown; replace?: boolean } = {}): Promise<void> {
  const url = new URL(href, window.location.href);
  // A path on this origin whatever href held: `//host/x` would be another host to location.assign.
  const target = pathOnOrigin(`${url.pathname}${url.search}${url.hash}`);
  setState({ status: 'loading', target, since: Date.now() });
  startProgressAfter(PROGRESS_DELAY_MS);
  const loader = gatsbyLoader();
  const navigate = gatsbyNavigate();
  if (!loader || !navigate) {
    window.location.assign(target);
    return;
  }
  const resources = await loader.loadPage(`${url.pathname}${url.search}`);
  if (resources && resources.status !== 'error') {
    navigate(target, options);
    return;
  }
  const probe = await probePageData(routeFromPathname(url.pathname));
  if (probe.ok) {
    window.location.assign(target);
    return;
  }
  finishProgress();
  setState({ status: 'error', target, error: probe.error });
}

/** Retries the navigation that failed. */
export function retryNavigation(): void {
  if (state.status === 'error') void goTo(state.target);
}

/** The new page is on screen (Gatsby's onRouteUpdate). */
export function finishNavigation(): void {
  finishProgress();
  if (state.status !== 'idle') setState(IDLE);
}

function isInternalNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  const base = withPrefix('/');
  if (url.origin !== window.location.origin || !`${url.pathname}/`.startsWith(base)) return null;
  // Same page (a hash jump or a query change): the browser and Gatsby handle it, no progress bar.
  if (url.pathname === window.location.pathname) return null;
  // A file such as sitemap.xml or an image is not a page: an ordinary navigation.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return null;
  return url;
}

/** Installs the listeners that see navigation intents (link clicks, back/forward). Call once. */
export function listenForNavigation(): void {
  // Capture phase: runs before React's handlers, so Gatsby's <Link> sees the click as handled.
  document.addEventListener(
    'click',
    (event) => {
      const url = isInternalNavigation(event);
      if (!url) return;
      event.preventDefault();
      void goTo(`${url.pathname}${url.search}${url.hash}`);
    },
    true,
  );
  let lastPathname = window.location.pathname;
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== lastPathname) startProgressAfter(PROGRESS_DELAY_MS);
  });
  subscribeRouteState(() => {
    if (state.status === 'idle') lastPathname = window.location.pathname;
  });
}
