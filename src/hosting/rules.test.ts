import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, cacheClass, findRedirect, redirectRules, textContentType, wantsMarkdown } from './rules';

const rules = redirectRules('/docs/');

describe('redirects', () => {
  it.each([
    ['/docs', '/docs/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/docs/connectors/CLI/commands.html', '/docs/connectors/CLI/commands/'],
  ])('%s → %s', (from, to) => expect(findRedirect(rules, from)).toEqual({ location: to, status: 301 }));

  it('keeps the query string', () => {
    expect(findRedirect(rules, '/docs/intro.html', '?a=1')?.location).toBe('/docs/intro/?a=1');
  });

  it.each(['/docs/', '/docs/intro/', '/docs/404.html', '/docs/static/x.json', '/other/page.html'])('leaves %s alone', (path) => {
    expect(findRedirect(rules, path)).toBeNull();
  });
});

describe('cache classes', () => {
  it.each([
    ['/static/abc123/search.index.json', 'immutable'],
    ['/app-1ac4f5f2dc654253f21d.js', 'immutable'],
    ['/styles-0123456789abcdef0123.css', 'immutable'],
    ['/intro/index.html', 'revalidate'],
    ['/page-data/intro/page-data.json', 'revalidate'],
    ['/page-data/app-data.json', 'revalidate'],
    ['/sw.js', 'revalidate'],
    ['/img/logo.svg', 'revalidate'],
  ])('%s is %s', (path, expected) => expect(cacheClass(path)).toBe(expected));

  it('maps classes to Cache-Control values', () => {
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
    expect(CACHE_CONTROL.revalidate).toBe('public, max-age=0, must-revalidate');
  });
});

describe('text files', () => {
  it('declares the Markdown twins and llms.txt UTF-8, and leaves every other type to the server', () => {
    expect(textContentType('/docs/intro/index.md')).toBe('text/markdown; charset=utf-8');
    expect(textContentType('/docs/llms-full.txt')).toBe('text/plain; charset=utf-8');
    expect(textContentType('/docs/intro/')).toBeNull();
    expect(textContentType('/docs/app-0123456789abcdef0123.js')).toBeNull();
  });
});

describe('content negotiation', () => {
  it('gives the Markdown twin to a client that names text/markdown, HTML to browsers', () => {
    expect(wantsMarkdown('text/markdown')).toBe(true);
    expect(wantsMarkdown('text/markdown, text/html;q=0.9, */*;q=0.8')).toBe(true);
    expect(wantsMarkdown('Text/Markdown;charset=utf-8')).toBe(true);
    expect(wantsMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
    expect(wantsMarkdown('*/*')).toBe(false);
    expect(wantsMarkdown(undefined)).toBe(false);
  });
});
