/**
 * After a link navigation (no hash), focus goes back to the top of the page, just before the skip
 * link, so keyboard users start the new page from the top like after a full load (BEHAVIOUR 2.7).
 */
export function focusPageTop(location: { hash: string; action?: string }): void {
  if (location.action !== 'PUSH' || location.hash) return;
  const region = document.getElementById('skip-to-content');
  if (!region) return;
  region.setAttribute('tabindex', '-1');
  region.focus({ preventScroll: true });
  region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
}
