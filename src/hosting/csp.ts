import crypto from 'node:crypto';
import type { SiteConfig } from '../config/site';

/** The origins a page may talk to besides its own, from the site configuration. */
export interface CspSources {
  /** The identity provider: the silent sign-in iframe, its token endpoint and avatars. */
  identityProviderOrigin: string | null;
  /** Google Analytics through gtag.js, when a tracking id is configured. */
  analytics: boolean;
  /** Where the search files come from, when not from the site itself. */
  searchAssetOrigin: string | null;
}

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function cspSources(config: Pick<SiteConfig, 'identityProvider' | 'analytics' | 'search'>): CspSources {
  const { domain } = config.identityProvider;
  return {
    // The SDK assumes https unless the domain says otherwise (the local provider is http).
    identityProviderOrigin: domain ? originOf(/^https?:\/\//.test(domain) ? domain : `https://${domain}`) : null,
    analytics: Boolean(config.analytics.trackingId),
    searchAssetOrigin: config.search.assetUrl ? originOf(config.search.assetUrl) : null,
  };
}

/**
 * The part every response carries as a header: what a <meta> policy cannot express. Scripts are
 * restricted by each page's own policy (documentPolicy), which lists its inline scripts' hashes.
 */
export const HEADER_POLICY = ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"].join('; ');

/** `'sha256-…'` of an inline script, exactly as the browser hashes its text. */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** A page's policy: no `unsafe-inline` or `unsafe-eval` for scripts, only its own inline scripts by hash. */
export function documentPolicy(scriptHashes: string[], sources: CspSources): string {
  const idp = sources.identityProviderOrigin ? [sources.identityProviderOrigin] : [];
  const analytics = sources.analytics;
  const search = sources.searchAssetOrigin ? [sources.searchAssetOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort(), ...(analytics ? [ANALYTICS_SCRIPT] : [])],
    // Style attributes (highlighted code tokens, Gatsby's focus wrapper) need inline styles; scripts never do.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', ...idp],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...idp, ...search, ...(analytics ? ANALYTICS_CONNECT : [])],
    'frame-src': idp.length ? idp : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The hashes of the inline scripts of an HTML document (data blocks such as JSON are skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/javascript|module/.test(type)) continue;
    if (source.length) hashes.push(scriptHash(source));
  }
  return hashes;
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/**
 * Inserts the page's policy as the first element after <meta charset> (before any script),
 * replacing one written by an earlier build: a warm Gatsby build keeps unchanged pages but may
 * rewrite their scripts, so the hashes are always computed afresh.
 */
export function withDocumentPolicy(page: string, sources: CspSources): string {
  const html = page.replace(POLICY_META, '');
  const policy = documentPolicy(inlineScriptHashes(html), sources);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head>/i, `<head>${meta}`);
}
