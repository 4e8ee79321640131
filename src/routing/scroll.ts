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
