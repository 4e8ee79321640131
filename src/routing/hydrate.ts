import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type React from 'react';

/**
 * Hydrates in a transition. Gatsby's own `hydrateRoot` call runs in React's blocking default lane:
 * one long task of a few hundred milliseconds on a mid-range phone. In a transition React
 * time-slices the work and yields to the browser every few milliseconds, so input and paint are
 * never blocked; the server HTML stays on screen meanwhile, so nothing visible changes.
 */
export function hydrateInTransition(element: React.ReactElement, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) throw new Error('Developer Portal: the #___gatsby root element is missing.');
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
