import { hashTarget } from '../lib/hashTarget';

/** The router's wrapper around every page: Gatsby's router focuses it after each route change. */
const ROUTER_WRAPPER_ID = 'gatsby-focus-wrapper';

let stopGuarding: (() => void) | null = null;

function focusRegion(region: HTMLElement): void {
  region.setAttribute('tabindex', '-1');
  region.focus({ preventScroll: true });
  region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
}

/**
 * After a link navigation, focus goes back to the top of the page, just before the skip link, so
 * keyboard users start the new page from the top like after a full load (BEHAVIOUR 2.7); after one
 * to a section (a search hit, `page/#section`), to that section's heading, where the next Tab goes on.
 *
 * When the path changed, the router also focuses its wrapper, in an effect of the same render that
 * runs after this hook: at once under React, a frame later under Preact or on a busy main thread.
 * Until the reader's first click, that focus is handed back to where focus was: the region, or
 * wherever a quick Tab has already taken it.
 */
export function focusPageTop(location: { pathname: string; hash: string; action?: string }, previous?: { pathname: string }): void {
  stopGuarding?.();
  if (location.action !== 'PUSH') return;
  // A section the page lacks: the page's top, as for a link without one.
  const region = hashTarget(location.hash) ?? document.getElementById('skip-to-content');
  if (!region) return;
  focusRegion(region);
  const wrapper = document.getElementById(ROUTER_WRAPPER_ID);
  if (!wrapper || previous?.pathname === location.pathname) return;
  const handBack = (event: FocusEvent) => {
    stop();
    const left = event.relatedTarget;
    if (left instanceof HTMLElement && left !== region) left.focus({ preventScroll: true });
    else focusRegion(region);
  };
  // A click on the page's text focuses the wrapper too: that focus is the reader's.
  const stop = () => {
    wrapper.removeEventListener('focus', handBack);
    document.removeEventListener('pointerdown', stop, true);
    stopGuarding = null;
  };
  wrapper.addEventListener('focus', handBack);
  document.addEventListener('pointerdown', stop, true);
  stopGuarding = stop;
}
