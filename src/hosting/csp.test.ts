import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspSources, documentPolicy, HEADER_POLICY, inlineScriptHashes, scriptHash, withDocumentPolicy } from './csp';

const none = { identityProviderOrigin: null, analytics: false, searchAssetOrigin: null };

describe('script policy', () => {
  it('allows only the page’s own inline scripts, by hash, and never unsafe-inline or unsafe-eval for scripts', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><script>a()</script></head><body><script src="/docs/app.js"></script><script type="application/json">{}</script><script>b()</script></body></html>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([
      `'sha256-${crypto.createHash('sha256').update('a()').digest('base64')}'`,
      `'sha256-${crypto.createHash('sha256').update('b()').digest('base64')}'`,
    ]);
    const policy = documentPolicy(hashes, none);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
    expect(scriptSrc.split(' ')).toEqual(["'self'", ...[...hashes].sort()]);
    expect(policy).toContain("frame-src 'none'");
  });

  it('puts the policy right after the charset, before any script', () => {
    const out = withDocumentPolicy('<html><head><meta charSet="utf-8"/><script>x()</script></head></html>', none);
    expect(out).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^"]+"\/><script>/,
    );
  });

  it('replaces the policy of an earlier build with one for the scripts the page has now', () => {
    const first = withDocumentPolicy('<html><head><meta charSet="utf-8"/><script>old()</script></head></html>', none);
    const rewritten = first.replace('old()', 'updated()');
    const again = withDocumentPolicy(rewritten, none);
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(again).toContain(scriptHash('updated()'));
    expect(again).not.toContain(scriptHash('old()'));
  });
});

describe('sources', () => {
  it('opens the identity provider, analytics and a search asset host only when configured', () => {
    const sources = cspSources({
      identityProvider: { domain: 'login.syncplatform.example', clientId: 'c', authorizeTimeoutInSeconds: 10 },
      analytics: { trackingId: 'G-1', respectDNT: true },
      search: { assetUrl: 'https://cdn.syncplatform.example/docs/' },
    });
    expect(sources).toEqual({
      identityProviderOrigin: 'https://login.syncplatform.example',
      analytics: true,
      searchAssetOrigin: 'https://cdn.syncplatform.example',
    });
    const policy = documentPolicy([], sources);
    expect(policy).toContain('frame-src https://login.syncplatform.example');
    expect(policy).toContain(
      "connect-src 'self' https://login.syncplatform.example https://cdn.syncplatform.example https://www.google-analytics.com",
    );
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(
      cspSources({
        identityProvider: { domain: 'http://127.0.0.1:9400', clientId: 'c', authorizeTimeoutInSeconds: 10 },
        analytics: { trackingId: '', respectDNT: true },
        search: { assetUrl: '' },
      }).identityProviderOrigin,
    ).toBe('http://127.0.0.1:9400');
  });

  it('keeps frame-ancestors and friends in the header, which a meta policy cannot carry', () => {
    expect(HEADER_POLICY).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
  });
});
