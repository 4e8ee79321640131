import React from 'react';
import { DESKTOP_BREAKPOINT_PX, NAVBAR_HEIGHT_PX } from '../../config/constants';
import { activeFromPositions, type HeadingPosition } from './toc';

/**
 * Tracks which of `ids` is the heading in view. An IntersectionObserver watches the band between
 * the navbar and the middle of the viewport, so nothing forces a layout (measuring every heading on
 * scroll would also lay out the off-screen sections the browser skips). Only on the desktop
 * layout, where the table of contents is shown.
 */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  const key = ids.join(' ');
  React.useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`);
    let observer: IntersectionObserver | null = null;
    const start = () => {
      observer?.disconnect();
      observer = null;
      if (!desktop.matches || !('IntersectionObserver' in window)) return;
      const order = key.split(' ').filter(Boolean);
      const positions = new Map<string, HeadingPosition>(order.map((id) => [id, 'below']));
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const band = entry.rootBounds;
            const above = band ? entry.boundingClientRect.top < band.top : false;
            positions.set(entry.target.id, entry.isIntersecting ? 'in' : above ? 'above' : 'below');
          }
          setActive(activeFromPositions(order.map((id) => [id, positions.get(id) ?? 'below'])));
        },
        { rootMargin: `-${NAVBAR_HEIGHT_PX}px 0px -50% 0px` },
      );
      for (const id of order) {
        const heading = document.getElementById(id);
        if (heading) observer.observe(heading);
      }
    };
    start();
    desktop.addEventListener('change', start);
    return () => {
      desktop.removeEventListener('change', start);
      observer?.disconnect();
    };
  }, [key]);
  return active;
}
