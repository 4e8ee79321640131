import { expect, it, vi } from 'vitest';
import { currentVersion } from '../../config/site';
import { pageTwin, type TwinSite, type TwinSource } from '../../twins/pageTwin';
import type { MdxThread } from './mdxThreads/mdxThread';
import { FasterTwins } from './twins';

const site: TwinSite = { roots: [{ docsRoot: 'content/docs', version: currentVersion }], basePath: '/docs/', twinRoutes: ['/a/'] };
const source = (title: string): TwinSource => ({
  kind: 'generated',
  title,
  description: 'D',
  url: '/docs/a/',
  markdown: `About ${title}.`,
});

/** Gatsby's cache, in memory. */
function memoryCache() {
  const entries = new Map<string, unknown>();
  return { entries, get: async (key: string) => entries.get(key), set: async (key: string, value: unknown) => entries.set(key, value) };
}

async function collect(twins: FasterTwins, sources: TwinSource[], on = site) {
  const out = [];
  for await (const twin of twins.maker()(sources, on)) out.push(twin);
  return out;
}

it('makes each twin with pageTwin, in a thread when there is one, in the order asked', async () => {
  const thread = { twin: vi.fn(async (s: TwinSource, at: TwinSite) => pageTwin(s, at)) } as unknown as MdxThread;
  const twins = new FasterTwins({ thread, codeVersion: 'v1' });
  const sources = [source('A'), source('B')];
  expect(await collect(twins, sources)).toEqual(sources.map((s) => pageTwin(s, site)));
  expect(thread.twin).toHaveBeenCalledTimes(2);
});

it('makes a twin here when the thread cannot, and one prepared ahead is not made twice', async () => {
  const thread = { twin: vi.fn(async () => undefined) } as unknown as MdxThread;
  const twins = new FasterTwins({ thread, codeVersion: 'v1' });
  twins.prepare([source('A')], site);
  expect(await collect(twins, [source('A')])).toEqual([pageTwin(source('A'), site)]);
  expect(thread.twin).toHaveBeenCalledTimes(1);
});

it('keeps twins in the cache, keyed on the source, the site and the code that makes them', async () => {
  const cache = memoryCache();
  await collect(new FasterTwins({ cache, codeVersion: 'v1' }), [source('A')]);
  expect(cache.entries.size).toBe(1);
  // A cached twin is used as it is: here one the cache holds under the same key.
  const [key] = cache.entries.keys();
  cache.entries.set(key ?? '', { markdown: 'from the cache', links: [], anchors: [] });
  expect(await collect(new FasterTwins({ cache, codeVersion: 'v1' }), [source('A')])).toEqual([
    { markdown: 'from the cache', links: [], anchors: [] },
  ]);
  // Another source, site or code version is another key.
  await collect(new FasterTwins({ cache, codeVersion: 'v1' }), [source('B')]);
  await collect(new FasterTwins({ cache, codeVersion: 'v1' }), [source('A')], { ...site, twinRoutes: ['/a/', '/b/'] });
  await collect(new FasterTwins({ cache, codeVersion: 'v2' }), [source('A')]);
  expect(cache.entries.size).toBe(4);
});
