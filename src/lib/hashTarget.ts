/** The element a location's hash names (`#cursor-based-apis`, escapes decoded), if the page has it. */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape names nothing.
    return null;
  }
}
