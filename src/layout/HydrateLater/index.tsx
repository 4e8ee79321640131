import React from 'react';

/**
 * Lets React hydrate the server-rendered page in short slices instead of one long task. Under
 * `hydrateRoot`, React hydrates everything outside a Suspense boundary in one uninterrupted task;
 * a boundary whose HTML is already on the page is hydrated afterwards at low priority, yielding to
 * the browser every few milliseconds. The Layout puts the whole page inside one: before, hydrating
 * a long doc page was a single task of 100–200 ms on a throttled phone, all of it Lighthouse
 * "total blocking time". The HTML is already painted, so readers see no difference; a click
 * before hydration finishes makes React hydrate that part first and then replays the click.
 * Nothing inside ever suspends, so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
