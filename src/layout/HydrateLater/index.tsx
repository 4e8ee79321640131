import React from 'react';

/**
 * A region of the page that React hydrates on its own, after the rest. We already hydrate in a
 * transition (src/routing/hydrate.ts), which time-slices React's render work, but the commit and
 * the effects of the whole page still ran as one task each. A Suspense boundary whose HTML is
 * already on the page is left for later and hydrated in its own low-priority render, with its own
 * commit and effects. Wrapping the big regions (the sidebar, the article body, the table of
 * contents, the prev/next links) turns one long task into several short ones. The HTML is painted
 * all along, so readers see no change; a click in a region that is not hydrated yet makes React
 * hydrate that region first and then replays the click. Nothing inside ever suspends, so the empty
 * fallback is never shown.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
