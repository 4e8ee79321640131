import { gatsbyLoader } from '../gatsby/browser';

interface Connection {
  effectiveType?: string;
  saveData?: boolean;
}

/** Gatsby's rule for prefetching: not on 2g or slow-2g, not with data saver on. */
export function connectionAllowsPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !(connection.effectiveType ?? '').includes('2g') && !connection.saveData;
}

/**
 * Gatsby skips in-view prefetching on slow connections but still preloads a page when a link is
 * hovered. Apply the same rule to hovering, so a 2g or data-saver reader downloads only the pages
 * they open.
 */
export function respectSlowConnectionsOnHover(): void {
  const loader = gatsbyLoader();
  const hovering = loader?.hovering;
  if (!loader || !hovering) return;
  loader.hovering = (path: string) => {
    if (connectionAllowsPrefetch((navigator as Navigator & { connection?: Connection }).connection)) hovering(path);
  };
}
