import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type React from 'react';

let hydrating = false;

/** Called once the first render has committed (gatsby-browser's onInitialClientRender). */
export function markHydrated(): void {
  hydrating = false;
}

/**
 * Whether the page is hydrating: a component mounting now is the server's HTML coming alive, one
 * mounting after is made in the browser (a client-side navigation).
 */
export const hydrationPending = (): boolean => hydrating;

/**
 * Hydrates in a transition. Gatsby's own `hydrateRoot` call runs in React's blocking default lane:
 * one long task of a few hundred milliseconds on a mid-range phone. In a transition React
 * time-slices the work and yields to the browser every few milliseconds, so input and paint are
 * never blocked; the server HTML stays on screen meanwhile, so nothing visible changes.
 *
 * `gatsby develop` serves an empty root (it does not render pages on the server): there is
 * nothing to hydrate, and hydrating nothing fails with "Hydration failed" on every page, so the
 * app renders into it instead, as Gatsby's own default does. Returns the unmount Gatsby calls.
 */
export function hydrateInTransition(element: React.ReactElement, container: Element | Document | DocumentFragment | null): () => void {
  if (!(container instanceof Element)) throw new Error('Developer Portal: the #___gatsby root element is missing.');
  let root: Root | undefined;
  if (container.children.length === 0) {
    root = createRoot(container);
    root.render(element);
  } else {
    hydrating = true;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  }
  return () => root?.unmount();
}
