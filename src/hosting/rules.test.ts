import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  cacheClass,
  cacheControl,
  contentType,
  findRedirect,
  preferredEncoding,
  redirectRules,
  wantsMarkdown,
} from './rules';

const rules = redirectRules('/docs/');

describe('redirects', () => {
  it.each([
    ['/docs', '/docs/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/docs/connectors/CLI/commands.html', '/docs/connectors/CLI/commands/'],
    // A `.html` with no name before it is its folder, never a doubled slash.
    ['/docs/.html', '/docs/'],
    ['/docs/intro/.html', '/docs/intro/'],
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
    ['/app-1ac4f5f2.js', 'immutable'],
    ['/styles-01234567.css', 'immutable'],
    ['/styles.01234567.css', 'immutable'],
    // A hash of another length is not the bundle's: revalidated, never cached a year by mistake.
    ['/app-1ac4f5f2dc654253f21d.js', 'revalidate'],
    ['/intro/index.html', 'revalidate'],
    ['/page-data/intro/page-data.json', 'revalidate'],
    ['/page-data/app-data.json', 'revalidate'],
    ['/sw.js', 'revalidate'],
    ['/img/logo.svg', 'revalidate'],
  ])('%s is %s', (path, expected) => expect(cacheClass(path)).toBe(expected));

  it('maps classes to Cache-Control values, and never stores a 404 or a failure', () => {
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
    expect(CACHE_CONTROL.revalidate).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl(200, '/static/x.json')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControl(301, '/intro.html')).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControl(404, '/static/x.json')).toBe('no-store');
    expect(cacheControl(500, '/intro/')).toBe('no-store');
    // A refused precondition on a year-long file must not be kept for a year.
    for (const status of [400, 405, 412, 431]) expect(cacheControl(status, '/app-1ac4f5f2.js')).toBe('no-store');
  });
});

describe('content types', () => {
  it('types every kind of file the build writes, text declared UTF-8', () => {
    expect(contentType('/docs/intro/index.md')).toBe('text/markdown; charset=utf-8');
    expect(contentType('/docs/llms-full.txt')).toBe('text/plain; charset=utf-8');
    expect(contentType('/docs/app-01234567.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('/docs/openapi/connector-api.YAML')).toBe('text/yaml; charset=utf-8');
    expect(contentType('/docs/unknown.bin')).toBe('application/octet-stream');
  });
});

describe('content negotiation', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
    ['Text/Markdown;charset=utf-8', true],
    ['text/markdown;variant=GFM', true],
    ['text/markdown, text/html', true],
    ['text/html, text/markdown', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.5, text/html', false],
    ['text/markdown;variant=CommonMark', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    // A parameter narrows a wildcard to types that carry it: read by neither host.
    ['*/*;variant=gfm', false],
    ['text/*;variant=gfm', false],
    ['*/*;charset=utf-8, text/html;q=0.9', false],
    ['', false],
    [undefined, false],
  ])('Accept: %s → Markdown %s', (accept, markdown) => expect(wantsMarkdown(accept)).toBe(markdown));

  it.each([
    ['br, gzip', ['br', 'gzip'], 'br'],
    ['gzip, br;q=0.5', ['br', 'gzip'], 'gzip'],
    ['gzip;q=0', ['br', 'gzip'], null],
    ['*', ['gzip'], 'gzip'],
    ['*;q=0, identity', ['br', 'gzip'], null],
    ['identity;q=0', ['br'], null],
    [undefined, ['br', 'gzip'], null],
    ['br', [], null],
  ] as const)('Accept-Encoding: %s among %j → %s', (header, available, expected) =>
    expect(preferredEncoding(header, [...available])).toBe(expected),
  );
});
