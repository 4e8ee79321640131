import zlib from 'node:zlib';
import fc from 'fast-check';
import { staysOnOrigin } from '../../../src/hosting/origin';
import { securityHeaders } from '../../../src/hosting/rules';
import type { RawResponse } from './rawHttp';

/**
 * The hostile-request corpus: requests an attacker would send to a static host, generated (not
 * listed) from the pieces such requests are made of, and the invariants every host must keep for
 * each. The unit fuzz sends it to the `npm start` server; tests/e2e/hosting.spec.ts sends it to
 * Node, nginx and the CDN's runtime side by side, and opens the paths in Chromium.
 */

/** Where a path begins: slashes, backslashes, their escapes, dot segments, an escaped tab. */
const LEADS = ['/', '//', '///', '/\\', '\\', '\\\\', '/%2f', '/%2F/', '/%5c', '/%5C/', '/./', '/.//', '/%2e/', '/%09/', '/\t/', '/ /'];
/** What a browser could take for a host, after a doubled slash. */
const HOSTS = [
  'evil.example',
  'evil.example:8080',
  'user@evil.example',
  'evil.example.',
  '127.0.0.1',
  'docs',
  '%65vil.example',
  'evil.example%2f',
  '[::1]',
  'EVIL.EXAMPLE',
];
/** Segments that climb, as sent or escaped. */
const CLIMBS = ['..', '%2e%2e', '.%2e', '%2E.', '..%2f', '..%5c', '..\\', '.', '%2e'];
/** Separators between the pieces. */
const SEPARATORS = ['/', '/', '//', '\\', '%2f', '%5c'];
/** Parts of the site: pages, a category, a fragment that is not a page, folders, the 404 page. */
const SITE = [
  'docs',
  'docs/intro',
  'docs/connectors/CLI/commands',
  'docs/category/recipes',
  'docs/404',
  'docs/_gatsby/slices/_gatsby-scripts-1',
  'docs/static',
  'docs/intro/index.md',
  'docs/llms.txt',
  'DOCS/intro',
  'docs/%69ntro',
  'canary.txt',
  'docs/planted.txt',
  'docs/planted-dir/canary.txt',
];
/** How a path ends: the spellings of a page's file, and ones that only look like it. */
const TAILS = [
  '',
  '',
  '/',
  '.html',
  '/index.html',
  '%2ehtml',
  '/index%2ehtml',
  '.HTML',
  '.html/',
  '/.',
  '/..',
  '%2f',
  '/%2e%2e',
  ';.html',
  '%0a',
  '.html%0a',
];
/** Queries and fragments, some of them looking like targets or header injections. */
const QUERIES = ['', '', '?', '?a=1', '?a=1.html', '?next=//evil.example/', '?x=%0d%0aSet-Cookie:%20a=b', '?a"b', '#frag', '?a=1#b'];

const pick = (values: string[]) => fc.constantFrom(...values);

/** A request path as a hostile client writes it: a lead, maybe a host, climbs, a part of the site, an ending and a query. */
export const hostilePath: fc.Arbitrary<string> = fc
  .tuple(
    pick(LEADS),
    fc.option(pick(HOSTS), { freq: 2 }),
    fc.array(pick(CLIMBS), { maxLength: 3 }),
    pick(SEPARATORS),
    pick(SITE),
    pick(TAILS),
    pick(QUERIES),
  )
  .map(([lead, host, climbs, separator, site, tail, query]) => {
    const prefix = [host, ...climbs].filter((piece) => piece !== null).map((piece) => `${piece}${separator}`);
    return `${lead}${prefix.join('')}${site}${tail}${query}`;
  });

/**
 * A path shaped for what could send a reader elsewhere: a lead a URL parser may read as the start
 * of an authority, a host, maybe a climb back into the site, and an ending that a server or the
 * not-found page's script turns into a redirect (`.html`, `/index.html`, no trailing slash). Opened
 * in Chromium, and sent at the socket beside the rest of the corpus.
 */
export const hostileNavigation: fc.Arbitrary<string> = fc
  .tuple(
    pick(['//', '//', '///', '/\\', '/\\', '/\t/', '/%2f', '/%5c']),
    fc.oneof({ weight: 5, arbitrary: pick(HOSTS).map((host) => `${host}/`) }, { weight: 1, arbitrary: fc.constant('') }),
    pick(['', '', '..%2f', '%2e%2e/', '../', '..\\']),
    pick(['docs/intro', 'docs/connectors/CLI/commands', 'docs', 'x', 'docs/nowhere']),
    pick(['.html', '/index.html', '', '%2ehtml']),
    pick(['', '?a=1', '#frag']),
  )
  .map(([lead, host, climb, site, tail, query]) => `${lead}${host}${climb}${site}${tail}${query}`);

/** Files the build has, as a browser asks for them: ranges, conditionals and negotiation act on these. */
const FILES = [
  '/docs/intro/',
  '/docs/',
  '/docs/connectors/CLI/commands/',
  '/docs/llms.txt',
  '/docs/intro/index.md',
  '/docs/sitemap.xml',
  '/docs/img/favicon.svg',
];

/** A request target: hostile paths, files the build has, and absolute-form targets with a hostile host. */
export const hostileTarget: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostilePath },
  { weight: 2, arbitrary: pick(FILES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(pick(['http://', 'https://', 'HTTP://', 'http:///']), pick(HOSTS), hostilePath)
      .map(([scheme, host, path]) => `${scheme}${host}${path}`),
  },
);

const number = fc.oneof(fc.nat({ max: 5000 }), fc.constant(99999999999), fc.constant(-1));
const rangeSpec = fc.oneof(
  fc.tuple(number, number).map(([a, b]) => `${a}-${b}`),
  number.map((n) => `-${n}`),
  number.map((n) => `${n}-`),
  pick(['', '-', 'x-y', '0-0', '1e3-', '0x10-', '+1-2', ' 0 - 9 ', '\t0-9']),
);
/** q-values: RFC 9110's and the ones it does not allow (`.5`, `1.5`, four decimals, parameters after q). */
const quality = fc.oneof(
  pick([
    '',
    ';q=0',
    ';q=1',
    ';q=0.5',
    ';q=.5',
    ';q=1.5',
    ';q=abc',
    ';q=',
    ';q=0.0001',
    ';q=0.500',
    ' ; q=0.3',
    ';Q=0.2',
    ';q=0.5;charset=utf-8',
  ]),
  fc.double({ min: 0, max: 1, noNaN: true }).map((q) => `;q=${q}`),
);
const mediaRanges = [
  'text/markdown',
  'text/html',
  'text/*',
  '*/*',
  'text/markdown;charset=utf-8',
  'text/markdown;variant=gfm',
  'text/markdown;charset="utf-8";variant=GFM',
  'text/markdown;foo=bar',
  'text/html;level=1',
  'application/json',
  '*/markdown',
  'garbage',
  '',
];

/** Header lines: negotiation, ranges, conditionals, and headers that are odd, oversized or malformed. */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(pick(['bytes', 'items', 'BYTES', 'Bytes', '']), fc.array(rangeSpec, { minLength: 1, maxLength: 4 }), pick([',', ', ', ' ,']))
    .map(([unit, specs, comma]) => `Range: ${unit}=${specs.join(comma)}`),
  fc
    .array(fc.tuple(pick(mediaRanges), quality), { maxLength: 4 })
    .map((parts) => `Accept: ${parts.map((part) => part.join('')).join(', ')}`),
  fc
    .array(fc.tuple(pick(['br', 'gzip', 'identity', '*', 'deflate', 'x-gzip', 'GZIP', '']), quality), { maxLength: 4 })
    .map((parts) => `Accept-Encoding: ${parts.map((part) => part.join('')).join(', ')}`),
  pick([
    'If-None-Match: *',
    'If-None-Match: "a", W/"b"',
    'If-None-Match: garbage',
    'If-Match: "x"',
    'If-Range: "x"',
    'If-Range: W/"x"',
    'If-Range: garbage',
    'If-Unmodified-Since: yesterday',
  ]),
  fc.date({ noInvalidDate: true }).map((date) => `If-Modified-Since: ${date.toUTCString()}`),
  pick([
    'Host: other.example',
    'X-Forwarded-Host: evil.example',
    'X-Original-URL: //evil.example/',
    'Via: 1.1 proxy',
    'Cache-Control: no-cache',
    'Upgrade: websocket',
    'Connection: keep-alive, Upgrade',
    'Content-Length: 0',
    'X-Odd: caf\u00e9',
  ]),
  fc.nat({ max: 20_000 }).map((length) => `X-Big: ${'b'.repeat(length)}`),
  pick(['No colon here', ' Leading: space', 'Space : before', 'Bad\u0001Name: x']),
);

export interface HostileRequest {
  method: string;
  target: string;
  version: string;
  headers: string[];
  host: boolean;
}

/** One request: mostly GET and HEAD, any target, version and headers. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'TRACE', 'CONNECT', 'get', 'FOO', 'G\u00c9T'),
  target: hostileTarget,
  version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/x'),
  headers: fc.array(hostileHeader, { maxLength: 4 }),
  host: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});

/** A request's head as bytes (latin1, as sent on the wire), closing the connection unless `keepAlive`. */
export function requestBytes({ method, target, version, headers, host }: HostileRequest, keepAlive = false): Buffer {
  const lines = [
    `${method} ${method === 'CONNECT' ? 'example.com:443' : target} ${version}`,
    ...(host ? ['Host: 127.0.0.1'] : []),
    ...headers,
    ...(keepAlive ? [] : ['Connection: close']),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * A connection that pipelines: well-formed GETs and, somewhere, a malformed request. Every answer
 * to a request before the malformed one must arrive, in order, before its 400.
 */
export const pipelinedRequests: fc.Arbitrary<{ valid: string[]; malformed: string | null }> = fc.record({
  valid: fc.array(pick(['/docs/intro/', '/docs/llms.txt', '/docs/intro/index.md', '/docs/no-such-page/', '/docs/intro']), {
    minLength: 1,
    maxLength: 3,
  }),
  malformed: fc.option(pick(['BAD REQUEST LINE', 'GET /docs/ HTTP/9.9', 'GET /docs/%zz HTTP/1.1\r\nHost: 127.0.0.1', 'GET  HTTP/1.1']), {
    freq: 3,
  }),
});

/** The headers a host must send at most once: two values of any of them leave a browser to guess. */
export const SINGLE_HEADERS = [
  'location',
  'content-type',
  'content-length',
  'content-range',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  ...Object.keys(securityHeaders({ https: true })).map((name) => name.toLowerCase()),
];

/**
 * What every answer of every host must hold, whatever was asked: a redirect stays on `origin`, no
 * header the browser reads once comes twice, nothing from outside the site (`canary`) is sent, and
 * no HTML with scripts goes out without its script policy. Returns the broken invariants, empty when all hold.
 */
export function brokenInvariants(response: RawResponse, origin: string, canary: string): string[] {
  const broken: string[] = [];
  for (const location of response.headers.location ?? [])
    if (!staysOnOrigin(location, origin)) broken.push(`Location ${JSON.stringify(location)} leaves ${origin}`);
  for (const name of SINGLE_HEADERS)
    if ((response.headers[name]?.length ?? 0) > 1) broken.push(`${name} sent ${response.headers[name]!.length} times`);
  const body = decoded(response);
  if (response.body.includes(canary) || body.includes(canary)) broken.push('a file from outside the site was sent');
  // Every document that can run a script says which (src/hosting/csp.ts): no HTML without its policy.
  if (
    /^text\/html/.test(response.headers['content-type']?.[0] ?? '') &&
    /<script/i.test(body) &&
    !/<meta http-equiv="Content-Security-Policy"/i.test(body)
  )
    broken.push('an HTML document with scripts and no script policy was sent');
  return broken;
}

/** A whole answer's body as text, its content coding undone; empty for a part (206) or a coding that fails. */
function decoded(response: RawResponse): string {
  if (response.status === 206) return '';
  const coding = response.headers['content-encoding']?.[0];
  try {
    const bytes =
      coding === 'gzip' ? zlib.gunzipSync(response.body) : coding === 'br' ? zlib.brotliDecompressSync(response.body) : response.body;
    return bytes.toString('latin1');
  } catch {
    return '';
  }
}
