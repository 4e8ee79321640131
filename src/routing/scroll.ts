interface RouterLocation {
  pathname: string;
  hash: string;
  search?: string;
}

export type ScrollAction = 'none' | 'hash' | 'top';

/**
 * What a route change does to the scroll position (BEHAVIOUR 2.3): a query-only change keeps it,
 * a hash scrolls to its anchor, anything else goes to the top — back/forward included, which
 * is not Gatsby's default (it restores the old position).
 */
export function scrollAction(previous: RouterLocation | undefined, next: RouterLocation): ScrollAction {
  if (previous && previous.pathname === next.pathname && previous.hash === next.hash) return 'none';
  if (next.hash && next.hash !== '#') return 'hash';
  return 'top';
}

/**
 * The site places the page itself on every route change, back and forward included, so the
 * browser's own restoration is turned off once the page has loaded: it would otherwise restore the
 * old position when the page it returns to has rendered again, after the scroll to the top, as late
 * as the renderer commits. What a load does (a reload, a return from another site) is left as it
 * was: the browser's restoration is turned on again as the page is left, and off after the load.
 */
export function takeOverScrollRestoration(): void {
  if (!('scrollRestoration' in window.history)) return;
  const set = (mode: ScrollRestoration) => () => {
    window.history.scrollRestoration = mode;
  };
  const afterLoad = () => setTimeout(set('manual'));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  window.addEventListener('pagehide', set('auto'));
  // A page restored from the back/forward cache runs on without a new load.
  window.addEventListener('pageshow', (event) => event.persisted && set('manual')());
}
