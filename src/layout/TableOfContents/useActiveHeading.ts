import React from 'react';
import { DESKTOP_BREAKPOINT_PX, NAVBAR_HEIGHT_PX } from '../../config/constants';
import { activeFromPositions, headingPosition } from './toc';

/**
 * Tracks which of `ids` is the heading in view, recomputed from the headings' positions at most
 * once a frame on scroll and resize (BEHAVIOUR 2.12). Positions are measured each time rather than
 * inferred from IntersectionObserver crossings: a jump (a TOC link, the scrollbar, Home/End) moves
 * headings from below the viewport to above it without crossing anything, and an observer would
 * keep reporting them as below. Scrolling leaves layout clean, so the reads are cheap. Only while
 * the table of contents that asks is shown (`shown`; the desktop one by default).
 */
export function useActiveHeading(ids: string[], shown?: React.RefObject<HTMLElement | null>): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  const key = ids.join(' ');
  React.useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`);
    // An element the CSS hides (display: none) has no boxes.
    const isShown = () => (shown ? (shown.current?.getClientRects().length ?? 0) > 0 : desktop.matches);
    const order = key.split(' ').filter(Boolean);
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!isShown()) return;
      setActive(
        activeFromPositions(
          order.map((id) => {
            const top = document.getElementById(id)?.getBoundingClientRect().top;
            return [id, top === undefined ? 'below' : headingPosition(top, NAVBAR_HEIGHT_PX, window.innerHeight)];
          }),
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key, shown]);
  return active;
}
