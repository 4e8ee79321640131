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
 * browser's own restoration is turned off: it would otherwise restore the old position once the page
 * it returns to has rendered again, after the scroll to the top, as late as the renderer commits.
 * Set on the first entry before any navigation, it is copied to every entry the site pushes. A load
 * loses nothing by it: Gatsby's scroll handler asks `shouldUpdateScroll` on mount when it kept a
 * position, and that answers "top" (BEHAVIOUR 2.3).
 */
export function takeOverScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
}
