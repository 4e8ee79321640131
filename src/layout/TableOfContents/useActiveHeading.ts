import React from 'react';
import { NAVBAR_HEIGHT_PX } from '../../config/constants';
import { pickActiveHeading } from './toc';

/** Tracks which of `ids` is the heading in view, on scroll and resize (one measurement per frame). */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  const key = ids.join(' ');
  React.useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headings = key
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => el !== null)
        .map((el) => {
          const rect = el.getBoundingClientRect();
          return { id: el.id, top: rect.top, bottom: rect.bottom };
        });
      setActive(pickActiveHeading(headings, NAVBAR_HEIGHT_PX, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}
