import { HEADER_POLICY } from './csp';

/**
 * The one source of the site's HTTP behaviour: redirects, caching and security headers. The
 * `npm start` server (scripts/serve.ts) applies it directly and the deploy config is generated
 * from it, so both hosts behave the same. Patterns are written to be valid in JavaScript and PCRE.
 */

export interface RedirectRule {
  /** Matches a URL path (no query). */
  pattern: string;
  /** `$1`-style replacement. */
  to: string;
  status: 301 | 302;
  why: string;
}

/** Redirects for a site served under `basePath` (`/docs/`), applied in order, first match wins. */
export function redirectRules(basePath: string): RedirectRule[] {
  const base = basePath.replace(/\/$/, '');
  const esc = base.replace(/[/]/g, '\\/');
  return [
    { pattern: `^${esc}$`, to: `${base}/`, status: 301, why: 'the base path always ends in a slash' },
    { pattern: `^(${esc}/.*/)index\\.html$`, to: '$1', status: 301, why: '…/index.html is the bare directory path' },
    { pattern: `^${esc}/index\\.html$`, to: `${base}/`, status: 301, why: 'the landing page is the bare base path' },
    // 404.html is the not-found page itself and must stay reachable by name.
    { pattern: `^(${esc}/(?!404\\.html$).+)\\.html$`, to: '$1/', status: 301, why: '….html is the bare path with a trailing slash' },
  ];
}

/** The first redirect that applies to `pathname`, as a Location (query kept) and status. */
export function findRedirect(rules: RedirectRule[], pathname: string, search = ''): { location: string; status: number } | null {
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
 * Text files a reader's assistant fetches (the Markdown twins, llms.txt): typed and declared UTF-8,
 * since they hold non-ASCII text (›, —) and a client without a charset may guess another encoding.
 */
export const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type of a text file by its extension, or null to keep the server's own. */
export function textContentType(pathname: string): string | null {
  const extension = /\.[a-z]+$/i.exec(pathname)?.[0]?.toLowerCase();
  return (extension && TEXT_TYPES[extension]) || null;
}

/**
 * Content negotiation for assistants: a page URL (`/docs/intro/`) requested with an Accept header
 * that names `text/markdown` answers with the page's Markdown twin (`/docs/intro/index.md`), and
 * every page answer says `Vary: Accept`. A plain test nginx can make too, so both hosts agree.
 */
export const MARKDOWN_ACCEPT = /text\/markdown/i;

/** Whether a request with this Accept header gets a page's Markdown twin instead of its HTML. */
export const wantsMarkdown = (accept: string | undefined): boolean => MARKDOWN_ACCEPT.test(accept ?? '');

export type CacheClass = 'immutable' | 'revalidate';

/**
 * Gatsby's caching rules, as patterns on the path inside the site: files whose names carry a
 * content hash (JS and CSS bundles, everything under /static/) never change and are cached for a
 * year; anything else — HTML, page-data, unhashed files — must revalidate on every visit.
 */
export const IMMUTABLE_PATTERNS = ['^/static/', '^/[^/]+-[0-9a-f]{20}\\.(js|css)$'];

export function cacheClass(pathInSite: string): CacheClass {
  return IMMUTABLE_PATTERNS.some((pattern) => new RegExp(pattern).test(pathInSite)) ? 'immutable' : 'revalidate';
}

export const CACHE_CONTROL: Record<CacheClass, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/**
 * Headers every response carries, whatever the file. The Content-Security-Policy header holds the
 * directives a <meta> cannot (frame-ancestors…); each page adds its script policy in a <meta>.
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': HEADER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}
