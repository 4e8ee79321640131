import Negotiator from 'negotiator';
import { HEADER_POLICY } from './csp';
import { isRedirectable, PATH_END } from './origin';

/**
 * The one source of the site's HTTP behaviour: redirects, caching, security headers, content types
 * and negotiation. The `npm start` server (scripts/serve.ts) applies it directly; the nginx config
 * (nginx.ts) and the CDN's `_headers` and `_redirects` (cdn.ts) are generated from it, and
 * tests/e2e/hosting.spec.ts holds the three to the same answers. Patterns are valid in JavaScript and PCRE.
 */

export interface RedirectRule {
  /**
   * Matches the path as the server normalised it (decoded, slashes merged, dot segments resolved;
   * no query), never as sent: `$1` then cannot carry a `//host` a browser would follow.
   */
  pattern: string;
  /** `$1`-style replacement. */
  to: string;
  status: 301 | 302;
  why: string;
  /** The same rule in the `_redirects` format (Cloudflare Pages, Netlify): one `*` splat, `:splat` in the target. */
  cdn: { from: string; to: string };
}

/** Redirects for a site served under `basePath` (`/docs/`), applied in order, first match wins. */
export function redirectRules(basePath: string): RedirectRule[] {
  const base = basePath.replace(/\/$/, '');
  const esc = base.replace(/[/]/g, '\\/');
  return [
    {
      pattern: `^${esc}$`,
      to: `${base}/`,
      status: 301,
      why: 'the base path always ends in a slash',
      cdn: { from: base, to: `${base}/` },
    },
    {
      pattern: `^(${esc}/.*/)index\\.html$`,
      to: '$1',
      status: 301,
      why: '…/index.html is the bare directory path',
      cdn: { from: `${base}/*/index.html`, to: `${base}/:splat/` },
    },
    {
      pattern: `^${esc}/index\\.html$`,
      to: `${base}/`,
      status: 301,
      why: 'the landing page is the bare base path',
      cdn: { from: `${base}/index.html`, to: `${base}/` },
    },
    // `…/.html` names no page, but its folder: without these, the rule below would send it to `…//`.
    {
      pattern: `^${esc}/\\.html$`,
      to: `${base}/`,
      status: 301,
      why: '/.html under the base path is the landing page',
      cdn: { from: `${base}/.html`, to: `${base}/` },
    },
    {
      pattern: `^(${esc}/.+)/\\.html$`,
      to: '$1/',
      status: 301,
      why: '…/.html is its folder',
      cdn: { from: `${base}/*/.html`, to: `${base}/:splat/` },
    },
    // 404.html is the not-found page itself and must stay reachable by name.
    {
      pattern: `^(${esc}/(?!404\\.html$).+)\\.html$`,
      to: '$1/',
      status: 301,
      why: '….html is the bare path with a trailing slash',
      cdn: { from: `${base}/*.html`, to: `${base}/:splat/` },
    },
  ];
}

/**
 * The first redirect that applies to the normalised `pathname`, as a Location (the query as sent
 * kept) and status; none for a path a Location may not repeat (origin.ts, REDIRECTABLE_PATH).
 */
export function findRedirect(rules: RedirectRule[], pathname: string, search = ''): { location: string; status: number } | null {
  if (!isRedirectable(pathname)) return null;
  for (const rule of rules) {
    const match = new RegExp(rule.pattern).exec(pathname);
    if (match) {
      const location = rule.to.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
      return { location: `${location}${search}`, status: rule.status };
    }
  }
  return null;
}

/**
 * The Content-Type of every kind of file the build writes, the same on every host: text declared
 * UTF-8 (the twins and llms files hold ›, —, and a client without a charset may guess another
 * encoding). nginx gets exactly this table; the build fails on a file whose extension is missing.
 */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.yaml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The Content-Type of a file by its extension (CONTENT_TYPES), or application/octet-stream. */
export function contentType(pathname: string): string {
  const extension = /\.[a-z0-9]+$/i.exec(pathname)?.[0]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || DEFAULT_CONTENT_TYPE;
}

/**
 * Content negotiation for assistants (RFC 9110 §12.5.1): a page URL (`/docs/intro/`) answers with
 * its Markdown twin (`/docs/intro/index.md`) when the Accept header ranks Markdown above HTML by
 * q-value, and every page answer says `Vary: Accept`. Ties go to the more specific range, then to
 * the one listed first (negotiator's order); `q=0` means not acceptable; no Accept means HTML.
 */
export const PAGE_TYPES = { html: 'text/html;charset=utf-8', markdown: 'text/markdown;charset=utf-8;variant=gfm' } as const;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const PARAMETER = new RegExp(`^(${TOKEN})=(?:${TOKEN}|"(?:[^"\\\\]|\\\\.)*")$`);
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The elements of an Accept or Accept-Encoding header that RFC 9110 can read (§12.4.2, §12.5.1):
 * a token (or `type/subtype`), parameters as `name=value`, and at most one weight, last, whose
 * value is a qvalue. Others are dropped, as nginx passes over them: `q=.5`, `q=1.5`, `q=7e-19`,
 * parameters after the weight, a `*` type with a named subtype, parameters on a wildcard.
 * negotiator would read several of them.
 */
export function wellFormedElements(header: string | undefined, mediaRanges: boolean): string | undefined {
  if (header === undefined) return undefined;
  const range = mediaRanges ? new RegExp(`^(?:\\*/\\*|${TOKEN}/\\*|${TOKEN}/${TOKEN})$`) : new RegExp(`^${TOKEN}$`);
  return header
    .split(',')
    .filter((element) => {
      // OWS is spaces and tabs only: a no-break space is not white space to nginx either.
      const [name = '', ...parameters] = element.split(';').map((part) => part.replace(/^[ \t]+|[ \t]+$/g, ''));
      if (!range.test(name) || (name.startsWith('*/') && name !== '*/*')) return false;
      return parameters.every((parameter, index) => {
        const match = PARAMETER.exec(parameter);
        if (!match) return false;
        // A parameter on `text/*` or `*/*` would narrow it to types that carry it: nginx reads no such range.
        if (match[1]!.toLowerCase() !== 'q') return mediaRanges && !name.endsWith('/*');
        return index === parameters.length - 1 && QVALUE.test(parameter.slice(2));
      });
    })
    .join(',');
}

/** Whether a request with this Accept header gets a page's Markdown twin instead of its HTML. */
export function wantsMarkdown(accept: string | undefined): boolean {
  const [preferred] = new Negotiator({ headers: { accept: wellFormedElements(accept, true) } }).mediaTypes([
    PAGE_TYPES.html,
    PAGE_TYPES.markdown,
  ]);
  return preferred === PAGE_TYPES.markdown;
}

/** Encodings the build writes beside each text file (.br, .gz), in the server's order of preference. */
export const ENCODINGS = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
] as const;

export type Coding = (typeof ENCODINGS)[number]['coding'];

/**
 * The coding to send, among those a file has, by the Accept-Encoding q-values (RFC 9110 §12.5.3):
 * `q=0` refuses, `*` stands for the codings not named, ties go to brotli; null for the file itself.
 */
export function preferredEncoding(acceptEncoding: string | undefined, available: Coding[]): Coding | null {
  if (!available.length) return null;
  const order = [...ENCODINGS.map((encoding) => encoding.coding), 'identity'];
  // negotiator 1 takes the server's order for ties; @types/negotiator still describes 0.6.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': wellFormedElements(acceptEncoding, false) } }) as unknown as {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const [best] = negotiator.encodings([...available, 'identity'], { preferred: order });
  return best && best !== 'identity' ? (best as Coding) : null;
}

/**
 * Hex digits of the content hash in the bundle's file names (webpack's `output.hashDigestLength`,
 * set in src/node/webpack.ts; the chunk map's name in patches/gatsby+5.16.1.patch). Every first visit
 * loads the webpack runtime and the chunk map, which name every chunk by its hash, and hashes do not
 * compress: 8 digits, as Docusaurus's, instead of webpack's 20.
 */
export const CONTENT_HASH_LENGTH = 8;

export type CacheClass = 'immutable' | 'revalidate';

/**
 * Gatsby's caching rules, as patterns on the path inside the site: files whose names carry a
 * content hash (JS and CSS bundles, everything under /static/) never change and are cached for a
 * year; anything else — HTML, page-data, unhashed files — must revalidate on every visit.
 */
// The stylesheet is named styles.<hash>.css, the scripts <name>-<hash>.js.
export const IMMUTABLE_PATTERNS = ['^/static/', `^/[^/]+[-.][0-9a-f]{${CONTENT_HASH_LENGTH}}\\.(js|css)${PATH_END}`];

/**
 * The same class in the `_headers` format, which has no character classes: broader than the
 * patterns above, so the CDN files are only written for a build where both agree on every file.
 */
export const IMMUTABLE_CDN_PATTERNS = ['/static/*', '/:bundle.js', '/:bundle.css'];

export function cacheClass(pathInSite: string): CacheClass {
  return IMMUTABLE_PATTERNS.some((pattern) => new RegExp(pattern).test(pathInSite)) ? 'immutable' : 'revalidate';
}

export const CACHE_CONTROL: Record<CacheClass, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/**
 * Error answers are never stored: a page added by the next deploy must not stay a 404 in a cache
 * (Cloudflare Pages sends no-store on its 404s whatever _headers says; so do we), nor a refused
 * precondition stand for a year-long file.
 */
export const UNCACHED = 'no-store';

/** The Cache-Control of an answer with `status` for a path inside the site. */
export function cacheControl(status: number, pathInSite: string): string {
  return status >= 400 ? UNCACHED : CACHE_CONTROL[cacheClass(pathInSite)];
}

/**
 * Headers every response carries, whatever the file. The Content-Security-Policy header holds the
 * directives a <meta> cannot (frame-ancestors…); each page adds its script policy in a <meta>.
 * `https`: the host is where TLS can end (nginx, the CDN), so it also says to use only HTTPS from
 * now on (browsers ignore that header over plain HTTP). Not on the host's subdomains: the docs
 * share the origin with the product, not its domain. The local Node server is plain HTTP.
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': HEADER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
