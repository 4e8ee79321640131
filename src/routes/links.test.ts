import { describe, expect, it } from 'vitest';
import { resolveContentLink } from './links';

const files = new Set(['intro.mdx', 'connectors/recipes/pagination.mdx', 'connectors/recipes/enums.mdx', 'connectors/SDK/getStarted.mdx']);
const resolve = (url: string, from = 'connectors/recipes/enums.mdx') => resolveContentLink(url, from, '/docs/', (f) => files.has(f));

describe('resolveContentLink', () => {
  it.each([
    ['/docs/connectors/recipes/pagination/', '/connectors/recipes/pagination/', ''],
    ['/docs/connectors/recipes/pagination', '/connectors/recipes/pagination/', ''],
    ['/docs/connectors/recipes/pagination#cursor-based-apis', '/connectors/recipes/pagination/', 'cursor-based-apis'],
    ['/docs/', '/', ''],
    ['/docs', '/', ''],
    ['./pagination.mdx', '/connectors/recipes/pagination/', ''],
    ['../SDK/getStarted.mdx#install', '/connectors/SDK/getStarted/', 'install'],
    ['#unknown-values', '/connectors/recipes/enums/', 'unknown-values'],
    ['../../../intro/', '/intro/', ''],
    ['../pagination/', '/connectors/recipes/pagination/', ''],
  ])('%s → route %s #%s', (url, route, hash) => {
    expect(resolve(url)).toMatchObject({ kind: 'route', route, hash });
  });

  it('keeps the query apart from the trailing slash', () => {
    expect(resolve('/docs/intro?tab=npm#x')).toEqual({ kind: 'route', route: '/intro/', query: '?tab=npm', hash: 'x' });
  });

  it('tells external and outside links apart', () => {
    expect(resolve('https://api.tracker.example/v2')).toEqual({ kind: 'external' });
    expect(resolve('mailto:dev@syncplatform.example')).toEqual({ kind: 'external' });
    expect(resolve('//cdn.example/x.js')).toEqual({ kind: 'external' });
    expect(resolve('/admin/settings/apiKey')).toEqual({ kind: 'outside' });
    expect(resolve('/documentation/')).toEqual({ kind: 'outside' });
    expect(resolve('../../../../admin/login')).toEqual({ kind: 'outside' });
  });

  it('tells a static file (a download) from a page by its extension', () => {
    expect(resolve('/docs/openapi/connector-api.yaml')).toEqual({ kind: 'file', file: 'openapi/connector-api.yaml' });
    expect(resolve('../../../openapi/connector-api.yaml')).toEqual({ kind: 'file', file: 'openapi/connector-api.yaml' });
    expect(resolve('/docs/intro.html')).toMatchObject({ kind: 'route' });
  });

  it('reports a file link that resolves to nothing, naming the file', () => {
    expect(resolve('./missing.mdx')).toEqual({ kind: 'missing-file', file: 'connectors/recipes/missing.mdx' });
    expect(resolve('../../../outside.mdx')).toMatchObject({ kind: 'missing-file' });
  });
});
