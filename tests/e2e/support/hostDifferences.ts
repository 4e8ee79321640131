import { ONCE_ONLY_HEADERS, parseHttpDate, parseTarget } from '../../../scripts/serve';
import type { Host } from './hosts';
import type { RawResponse } from './rawHttp';

/**
 * What the three hosts may answer differently, and why: tests/e2e/hosting.spec.ts sends the same
 * requests (a fixed corpus and the generated hostile one) to Node, nginx and the CDN's runtime and
 * compares what a browser or a cache acts on. A difference no ACCEPTED entry explains fails it.
 */

/** A request as sent byte for byte: the fixed corpus names its shapes, the generated one does not. */
export interface Shape {
  name?: string;
  method?: string;
  target: string;
  /** Header lines as sent; `{etag}` and `{lastModified}` become each server's own validators for the page. */
  headers?: string[];
  version?: string;
  /** false: no Host line. */
  host?: boolean;
}

export const FIELDS = [
  'status',
  'location',
  'content-type',
  'cache-control',
  'vary',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'etag',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
] as const;
export type Field = (typeof FIELDS)[number];
export type View = Record<Field, string | number | null>;

/** What a browser or a cache acts on, normalised where RFC 9110 makes two spellings equal. */
export function viewOf(response: RawResponse): View {
  const one = (name: string) => {
    const values = [...new Set(response.headers[name] ?? [])];
    return values.length ? values.join(', ') : null;
  };
  const redirect = response.status >= 300 && response.status < 400 && response.status !== 304;
  return {
    status: response.status,
    location: one('location'),
    // A redirect's body is not read, nor its type.
    'content-type': redirect ? null : (one('content-type')?.replace(/\s/g, '').toLowerCase() ?? null),
    'cache-control': one('cache-control'),
    vary:
      [...new Set((response.headers.vary ?? []).flatMap((value) => value.split(',')).map((token) => token.trim().toLowerCase()))]
        .filter(Boolean)
        .sort()
        .join(', ') || null,
    'content-encoding': one('content-encoding'),
    'content-range': one('content-range'),
    'accept-ranges': one('accept-ranges'),
    // Each host makes its own; what counts is that a 200 or a 304 carries one.
    etag: response.status === 200 || response.status === 304 ? (one('etag') ? 'present' : null) : null,
    'content-security-policy': one('content-security-policy'),
    'x-content-type-options': one('x-content-type-options'),
    'referrer-policy': one('referrer-policy'),
    'permissions-policy': one('permissions-policy'),
    'x-frame-options': one('x-frame-options'),
    'strict-transport-security': one('strict-transport-security'),
  };
}

export interface Accepted {
  server: Exclude<Host, 'node'>;
  fields: Field[];
  /** Whether the entry applies, from the request and the two answers (the Node server's, the other host's). */
  when: (shape: Shape, node: View, other: View) => boolean;
  why: string;
}

/** Whether a view is a file served (2xx or 304), in the full view or the outcome view. */
const served = (view: View) =>
  view.status === 'served' || (typeof view.status === 'number' && ((view.status >= 200 && view.status < 300) || view.status === 304));

/** A header's value, its lines joined as a recipient joins them (RFC 9110 §5.3); undefined when absent. */
const headerOf = (shape: Shape, name: string) => {
  const values = headLinesOf(shape)
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());
  return values.length ? values.join(', ') : undefined;
};
/** A path that comes to the origin's root (`/`, `//`, `/docs/..`), as the Node server reads it. */
const toOriginRoot = (shape: Shape) => parseTarget(shape.target)?.decoded === '/';
/** A path that names the not-found page (`/docs/404`, `/docs/404.html`), which Pages serves under both. */
const toNotFoundPage = (shape: Shape) => /\/404(\.html)?\/?$/.test(parseTarget(shape.target)?.decoded ?? '');
/** A path whose dot segments (escaped ones too, after `%2f` is read as a slash) climb above the root. */
const climbsAboveRoot = (shape: Shape) => {
  let path: string;
  try {
    path = decodeURIComponent(shape.target.replace(/^https?:\/\/[^/]*/i, '').split(/[?#]/)[0]!);
  } catch {
    return false;
  }
  let depth = 0;
  for (const part of path.split('/').slice(1)) {
    if (part === '..') depth -= 1;
    else if (part !== '.' && part !== '') depth += 1;
    if (depth < 0) return true;
  }
  return false;
};
/** A path not in the form the servers normalise it to: escapes, doubled slashes, dot segments. */
const unusualSpelling = (shape: Shape) =>
  /%|\/\/|\/\.\.?(\/|$|[?#])/.test(shape.target.replace(/^https?:\/\/[^/]*/i, '').split(/[?#]/)[0]!);
/** A path that names a file and goes on as if it were a folder (`llms.txt/`, `index.md%2f…`). */
const pastAFile = (shape: Shape) => /\.[a-z0-9]+(\/|%2f|\\|%5c)/i.test(shape.target.split(/[?#]/)[0]!);
const isPage = (shape: Shape) => /^\/docs\/([^?]*\/)?(\?.*)?$/.test(shape.target);

const ALL_FIELDS = [...FIELDS];
const methodOf = (shape: Shape) => shape.method ?? 'GET';

/** The header lines of a request, without the body some shapes send after an empty line. */
function headLinesOf(shape: Shape): string[] {
  const lines = shape.headers ?? [];
  const body = lines.indexOf('');
  return body < 0 ? lines : lines.slice(0, body);
}

/**
 * A head near or over what the servers take (Node 16 KB in all, nginx 8 KB a line): each refuses
 * it in its own words, or one takes what the other refuses.
 */
const oversized = (shape: Shape) => {
  const lines = [shape.target, ...headLinesOf(shape)];
  return lines.some((line) => line.length > 7_900) || lines.reduce((size, line) => size + line.length + 2, 0) > 15_900;
};

/** A header line that is not `name: value` with a token for a name. */
const malformedHeader = (shape: Shape) => headLinesOf(shape).some((line) => !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/.test(line));

/**
 * Requests the local emulator's HTTP front end (workerd, wrangler's dev proxy) answers on its own,
 * before the Pages asset server sees them; at Cloudflare the edge parses requests instead: any
 * target that is not a path, a missing or second Host, a second Content-Length (which Node refuses
 * too, 400 with the site's headers), a version other than HTTP/1.x, a malformed or oversized head,
 * an upgrade or an expectation.
 */
const emulatorFrontEnd = (shape: Shape) =>
  !shape.target.startsWith('/') ||
  shape.host === false ||
  headerOf(shape, 'Host') !== undefined ||
  headLinesOf(shape).filter((line) => /^content-length:/i.test(line)).length > 1 ||
  !['HTTP/1.1', 'HTTP/1.0', undefined].includes(shape.version) ||
  malformedHeader(shape) ||
  oversized(shape) ||
  headerOf(shape, 'Upgrade') !== undefined ||
  headerOf(shape, 'Expect') !== undefined;

/**
 * Requests the emulator's front end answers itself, whatever the site (its ACCEPTED entry says how):
 * nothing of the CDN's own behaviour can be read from these.
 */
export const answeredByTheEmulator = (shape: Shape) =>
  emulatorFrontEnd(shape) ||
  !['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].includes(methodOf(shape)) ||
  /identity;q=0|\*;q=0/.test(headerOf(shape, 'Accept-Encoding') ?? '');

/**
 * Requests the emulator never answers (TRACE, and a body announced with Expect: 100-continue and not
 * sent): waiting out the generous timeout for each held the test 40 s. The shortened wait changes
 * nothing but time: no answer is status 0 either way, and an ACCEPTED entry names these shapes.
 */
const silentOnEmulator = (shape: Shape) => methodOf(shape) === 'TRACE' || headerOf(shape, 'Expect') !== undefined;
export const patience = (server: Host, shape: Shape) => (server === 'cdn' && silentOnEmulator(shape) ? 2_000 : 20_000);

/** Every difference the test lets pass, and why. An entry no shape uses fails the test: the list stays true. */
export const ACCEPTED: Accepted[] = [
  ...(['nginx', 'cdn'] as const).map((server): Accepted => ({
    server,
    fields: ['strict-transport-security'],
    when: () => true,
    why: 'HSTS from the hosts where TLS can end (browsers ignore it over plain HTTP); the Node server is for local, plain-HTTP use',
  })),
  {
    server: 'nginx',
    fields: ['content-encoding', 'etag'],
    // A `*` member anywhere in the header (on any of its lines) is one nginx passes over.
    when: (shape, node) => node['content-encoding'] === 'br' || /(^|,)[ \t]*\*[ \t]*(;|,|$)/.test(headerOf(shape, 'Accept-Encoding') ?? ''),
    why: "Debian's nginx has no brotli module: gzip (or nothing) where the Node server sends brotli; it reads only the gzip token, not *",
  },
  {
    server: 'nginx',
    fields: ['content-encoding', 'etag'],
    when: (shape) => {
      const acceptEncoding = headerOf(shape, 'Accept-Encoding') ?? '';
      return /x-gzip|identity/i.test(acceptEncoding) || (acceptEncoding.match(/gzip/gi)?.length ?? 0) > 1;
    },
    why: 'nginx reads only the first gzip in Accept-Encoding (x-gzip counts as gzip) and sends gzip whenever its q is above 0, even below identity',
  },
  {
    server: 'nginx',
    fields: ['status', 'content-type', 'cache-control', 'vary', 'content-encoding', 'content-range', 'etag'],
    when: (shape) => {
      const date = headerOf(shape, 'If-Unmodified-Since');
      return date !== undefined && parseHttpDate(date) === null;
    },
    why: 'An If-Unmodified-Since that is not an HTTP-date: RFC 9110 §13.1.4 has it ignored, as the Node server does; nginx answers 412',
  },
  {
    server: 'nginx',
    fields: ['status', 'content-type', 'cache-control', 'vary', 'content-encoding', 'content-range', 'etag'],
    when: (shape) => headerOf(shape, 'If-None-Match') !== undefined && headerOf(shape, 'If-Modified-Since') !== undefined,
    why: 'If-None-Match with If-Modified-Since: RFC 9110 §13.1.3 has the date ignored, as the Node server does; nginx weighs the date first and sends the whole file when it says modified (or is not a date)',
  },
  {
    server: 'nginx',
    fields: ['content-type', 'etag', 'content-encoding'],
    when: (shape) => {
      // Each element's range with its parameters but the weight, as both hosts match them.
      const ranges = (headerOf(shape, 'Accept') ?? '')
        .split(',')
        .map((element) =>
          element
            .split(';')
            .map((part) => part.trim().toLowerCase())
            .filter((part) => part && !/^q=/.test(part))
            .join(';'),
        )
        .filter(Boolean);
      return new Set(ranges).size < ranges.length;
    },
    why: 'The same media range listed twice (text/markdown;q=0, text/markdown): RFC 9110 does not say which counts; negotiator takes the higher weight, nginx an element that carries a weight before one that does not, then the first',
  },
  {
    server: 'nginx',
    fields: ['content-type', 'content-range', 'vary', 'etag', 'content-encoding'],
    when: (shape) => headLinesOf(shape).filter((line) => /^accept:/i.test(line)).length > 1,
    why: "Accept on two lines: Debian's nginx 1.22 reads only the first into $http_accept; the Node server joins them, as RFC 9110 §5.3 has it (nginx 1.23 and later join them too)",
  },
  ...(['nginx', 'cdn'] as const).map((server): Accepted => ({
    server,
    fields: ['status', 'location', 'content-type', 'cache-control', 'vary', 'content-encoding', 'etag'],
    when: (shape) => /[\x80-\xff]/.test(shape.target),
    why: "Raw bytes above 0x7F in the target: Node's parser refuses them (400), as a URI is ASCII (RFC 3986); nginx and the CDN take them as they are",
  })),
  {
    server: 'nginx',
    fields: ['status'],
    when: (shape) => methodOf(shape) === 'FOO',
    why: "An unregistered method: Node's HTTP parser refuses it (400) before any handler; nginx answers 405",
  },
  {
    server: 'nginx',
    fields: ['status', 'cache-control', 'vary', 'etag'],
    when: (shape) => shape.target.startsWith('ftp:'),
    why: 'nginx takes an absolute-form target of any scheme; the Node server only http and https (RFC 9112 §3.2.2)',
  },
  {
    server: 'nginx',
    fields: ALL_FIELDS,
    when: oversized,
    why: 'Heads near the limits: Node takes 16 KB in all and answers 431 above; nginx takes 8 KB a line and answers 414 for a long target, 400 for a long header',
  },
  {
    server: 'nginx',
    fields: ['status', 'location', 'content-type', 'cache-control', 'vary', 'content-encoding'],
    when: (shape) => toOriginRoot(shape),
    why: 'The Node server sends / to /docs/ for local use (the identity provider returns there); in production the origin root is the product app',
  },
  {
    server: 'cdn',
    fields: ['status', 'location', 'content-type', 'cache-control', 'vary', 'content-encoding'],
    when: (shape) => toOriginRoot(shape),
    why: 'The Node server sends / to /docs/ for local use; the CDN, like nginx, serves only the site',
  },
  {
    server: 'cdn',
    fields: ['content-type', 'vary'],
    when: (shape, node) => isPage(shape) || String(node.vary).startsWith('accept,') || node.vary === 'accept',
    why: 'No Markdown negotiation on the CDN (_headers and _redirects cannot look at Accept): a page URL is always its HTML, without Vary: Accept; assistants read <page>/index.md, linked from every page and from llms.txt',
  },
  {
    server: 'cdn',
    fields: ['content-encoding'],
    when: () => true,
    why: 'The CDN compresses as it sends (gzip in the emulator, brotli too at the edge), redirect and error bodies included: the deploy folder holds no .br/.gz copies',
  },
  {
    server: 'cdn',
    fields: ['vary'],
    when: (_shape, node) => node.vary === 'accept-encoding',
    why: "The emulator's compression does not say Vary: Accept-Encoding",
  },
  {
    server: 'cdn',
    fields: ['content-type'],
    when: (shape) =>
      URL.canParse(shape.target, 'http://localhost') && !/^\/docs(\/|$)/.test(new URL(shape.target, 'http://localhost').pathname),
    why: "Outside /docs/ the deploy folder has no 404 page: Pages' own 404 has no body, where the other hosts send the site's",
  },
  {
    server: 'cdn',
    fields: ['status', 'etag', 'content-type', 'vary', 'cache-control'],
    when: (shape) => /^If-(None-Match: (W\/|\*|"nope", )|Modified-Since|Match|Unmodified-Since)/m.test((shape.headers ?? []).join('\n')),
    why: "Cloudflare Pages' asset server compares If-None-Match with its ETag as one string and sends no Last-Modified: lists, weak tags, * and dates get the full 200, and If-Match is not evaluated",
  },
  {
    server: 'cdn',
    fields: ['status', 'content-type', 'cache-control', 'vary', 'content-encoding', 'content-range', 'etag'],
    when: (shape) =>
      ONCE_ONLY_HEADERS.some((name) => headLinesOf(shape).filter((line) => line.toLowerCase().startsWith(`${name}:`)).length > 1),
    why: 'A second line of a header read once (Host, a condition, Authorization, Expect): Node and nginx refuse the request (400); Pages reads it',
  },
  {
    server: 'cdn',
    fields: ['etag'],
    when: (_shape, node) => node.status === 304,
    why: "Cloudflare Pages' 304 carries its caching headers but not the ETag",
  },
  {
    server: 'cdn',
    fields: ['content-type'],
    when: (shape) => /\/app-[0-9a-f]{8}\.js$/.test(shape.target.split('?')[0]!),
    why: 'Cloudflare Pages types scripts application/javascript (obsolete, run alike); _headers cannot retype by extension without retyping 404s',
  },
  {
    server: 'cdn',
    fields: ['status', 'location', 'content-type', 'cache-control'],
    when: (shape) => !['GET', 'HEAD'].includes(methodOf(shape)),
    why: 'Cloudflare Pages applies _redirects before it looks at the method, and its 405 has no body',
  },
  {
    server: 'cdn',
    fields: ['status', 'location', 'content-type', 'cache-control', 'vary', 'etag'],
    when: (shape, _node, cdn) => unusualSpelling(shape) && (!served(cdn) || toNotFoundPage(shape)),
    why: 'Pages matches _redirects and files against the path as its edge cleans it, not as Node and nginx normalise it (escapes decoded, slashes merged, dot segments resolved): an escape (malformed ones and NULs too), a doubled slash or a dot segment can get its 404 or its own 308 where they redirect or serve; it never serves a file for one where they do not. A Location stays on the origin (brokenInvariants)',
  },
  {
    server: 'cdn',
    fields: ['status', 'location', 'content-type', 'cache-control', 'vary', 'content-encoding', 'etag'],
    when: (shape) => climbsAboveRoot(shape),
    why: 'A path whose dot segments climb above the root: Node and nginx refuse it (400); Pages stops at the root, as a browser would, and answers for what is there',
  },
  {
    server: 'cdn',
    fields: ['location'],
    when: (shape) => /[^\x21-\x7e]|["<>`{}|\\^]/.test(shape.target.split('?')[1] ?? ''),
    why: 'Pages escapes the characters a URL may not hold (a quote, say) in the query it repeats in a Location; Node and nginx repeat the query as sent. Either way it stays on the origin',
  },
  {
    server: 'cdn',
    fields: ['status', 'location', 'content-type', 'cache-control', 'vary', 'etag'],
    when: (shape, node) => shape.target.includes('\\') && !served(node),
    why: 'The CDN reads a backslash as a slash (the WHATWG URL parser, as browsers do); Node and nginx take it as a character of a name. A browser never sends one: it turns it into a slash first',
  },
  {
    server: 'cdn',
    fields: ALL_FIELDS,
    when: (shape) => answeredByTheEmulator(shape),
    why: "The emulator's front end answers these itself (500 for absolute-form, * and a second Content-Length, 501 for unknown methods, 415 when identity is refused, none for TRACE and Expect), without the site's headers",
  },
  {
    server: 'cdn',
    fields: ALL_FIELDS,
    when: (shape) => shape.target === '/_headers' || /%00/.test(shape.target) || /\/a{300}\//.test(shape.target) || pastAFile(shape),
    why: "wrangler's dev proxy answers 502 where the asset server throws (/_headers at the root, a NUL, a 300-character segment, a path that goes on past a file: ENOTDIR)",
  },
];

/**
 * The fields in which `server` answered `shape` differently from the Node server and no ACCEPTED
 * entry explains it, as lines for a report; `used` collects the entries that explained one.
 */
export function unexplainedDifferences(
  shape: Shape,
  server: Exclude<Host, 'node'>,
  views: Record<Host, View>,
  used: Set<Accepted>,
): string[] {
  const differing = FIELDS.filter((field) => views[server][field] !== views.node[field]);
  const covering = ACCEPTED.filter((entry) => entry.server === server && entry.when(shape, views.node, views[server]));
  covering.filter((entry) => differing.some((field) => entry.fields.includes(field))).forEach((entry) => used.add(entry));
  return differing
    .filter((field) => !covering.some((entry) => entry.fields.includes(field)))
    .map((field) => `${field} ${JSON.stringify(views[server][field])} (node ${JSON.stringify(views.node[field])})`);
}

/**
 * A view for the generated corpus, where many requests are malformed several ways at once: hosts
 * check in different orders, so one says 400 (malformed) where another says 404 or 405, and that
 * is no disagreement. What must agree is whether a request is served, redirected (and where), or
 * refused, and what is sent with a file served; a refusal's own headers matter only as security headers.
 */
export function outcomeOf(view: View): View {
  const status = Number(view.status);
  const outcome =
    status === 0
      ? 'no answer'
      : status >= 500 && status !== 505
        ? 'failed'
        : status >= 400
          ? 'refused'
          : status >= 300 && status !== 304
            ? 'redirected'
            : 'served';
  if (outcome !== 'refused') return { ...view, status: outcome };
  return {
    ...view,
    status: outcome,
    'content-type': null,
    'cache-control': null,
    vary: null,
    'content-encoding': null,
    'content-range': null,
    'accept-ranges': null,
    etag: null,
  };
}
