/**
 * The site's one redirect policy: every Location a host sends and every page the site's scripts
 * navigate to is a path on the origin that served the request, whatever the request held (doubled
 * or tripled slashes, backslashes, tabs, encoded slashes and dots, `..`, an absolute-form target).
 * A browser reads `//host/x` and `/\host/x` as another host, so no target may be echoed as sent.
 */

/** The characters a route of the site is made of: a redirect is only ever built from these. */
export const ROUTE_CHARACTERS = "A-Za-z0-9._~!&'()*+,;=:@/-";

/**
 * The end of a path in a pattern that means the same in JavaScript and in PCRE (nginx): PCRE's `$`
 * also matches before a final newline, which `%0a` would put at the end of a decoded path.
 */
export const PATH_END = '(?![\\s\\S])';

/**
 * A normalised path (decoded, slashes merged, dot segments resolved) that may be sent back as a
 * Location unescaped: one slash first, then only route characters.
 */
export const REDIRECTABLE_PATH = `^(?!.*//)/[${ROUTE_CHARACTERS}]*${PATH_END}`;

/** Whether a normalised path may be the base of a redirect (REDIRECTABLE_PATH). */
export function isRedirectable(path: string): boolean {
  return new RegExp(REDIRECTABLE_PATH).test(path);
}

const SENTINEL = 'http://origin.invalid';

/** Whether a browser following `location` from a page of `origin` stays on that origin (the WHATWG URL parser, as browsers read it). */
export function staysOnOrigin(location: string, origin = SENTINEL): boolean {
  try {
    return new URL(location, `${origin}/a/b`).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * `target` (a path with its query and fragment, maybe as a client sent it) as a path on this origin:
 * read the way a browser reads a path (backslashes are slashes, tabs and newlines dropped, dot
 * segments resolved, unsafe characters escaped), with runs of slashes merged as the servers merge them.
 */
export function pathOnOrigin(target: string): string {
  // Appended to the sentinel, not resolved against it: whatever `target` holds stays in the path.
  const url = new URL(`${SENTINEL}/${target}`);
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`;
}
