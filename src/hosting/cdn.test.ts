import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cdnHeaders, cdnPattern, cdnRedirects, writeCdnSite } from './cdn';

describe('the _redirects file', () => {
  const file = cdnRedirects('/docs/', ['/', '/intro/', '/connectors/CLI/commands/']);
  const lines = file.split('\n').filter((line) => line && !line.startsWith('#'));

  it('puts every line without a splat above the first with one, the 404 page exception first', () => {
    const firstSplat = lines.findIndex((line) => line.includes('*'));
    expect(lines.slice(firstSplat).every((line) => line.includes('*'))).toBe(true);
    expect(lines[0]).toBe('/docs/404.html /docs/404/ 200');
  });

  it('sends a page without its slash, .html and index.html to the page, and robots.txt to the root', () => {
    expect(lines).toContain('/docs/intro /docs/intro/ 301');
    expect(lines).toContain('/docs/connectors/CLI/commands /docs/connectors/CLI/commands/ 301');
    expect(lines).toContain('/docs/*/index.html /docs/:splat/ 301');
    expect(lines).toContain('/docs/*.html /docs/:splat/ 301');
    expect(lines).toContain('/robots.txt /docs/robots.txt 200');
    expect(lines).not.toContain('/docs /docs// 301');
  });
});

describe('the _headers file', () => {
  it('sets the security headers everywhere and swaps in the year-long class for hashed files', () => {
    const file = cdnHeaders('/docs/');
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none';/m);
    expect(file).toContain('/docs/static/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('matches paths as Cloudflare Pages does', () => {
    expect(cdnPattern('/docs/:bundle.js').test('/docs/app-01234567.js')).toBe(true);
    expect(cdnPattern('/docs/:bundle.js').test('/docs/static/app.js')).toBe(false);
    expect(cdnPattern('/docs/*.html').exec('/docs/a/b.html')?.[1]).toBe('a/b');
  });
});

describe('writeCdnSite', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const build = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-cdn-test-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, 'public', name)), { recursive: true });
      fs.writeFileSync(path.join(dir, 'public', name), content);
    }
    return dir;
  };

  it('lays the build out under the base path without its .br and .gz copies', () => {
    const dir = build({ 'index.html': 'x', 'intro/index.html': 'x', 'intro/index.html.gz': 'x', 'app-01234567.js': 'x' });
    writeCdnSite(path.join(dir, 'public'), path.join(dir, 'out'), '/docs/');
    expect(fs.readdirSync(path.join(dir, 'out')).sort()).toEqual(['_headers', '_redirects', 'docs']);
    expect(fs.readdirSync(path.join(dir, 'out/docs/intro'))).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(dir, 'out/_redirects'), 'utf8')).toContain('/docs/intro /docs/intro/ 301');
  });

  it('refuses a build whose files the patterns would cache or type wrongly', () => {
    const dir = build({ 'index.html': 'x', 'sw.js': 'x', 'data.wasm': 'x' });
    expect(() => writeCdnSite(path.join(dir, 'public'), path.join(dir, 'out'), '/docs/')).toThrow(
      '/sw.js: revalidate by IMMUTABLE_PATTERNS, immutable by IMMUTABLE_CDN_PATTERNS',
    );
    expect(() => writeCdnSite(path.join(dir, 'public'), path.join(dir, 'out'), '/docs/')).toThrow('/data.wasm: no Content-Type');
  });
});
