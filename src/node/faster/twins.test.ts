import { expect, it, vi } from 'vitest';
import { currentVersion } from '../../config/site';
import { pageTwin, type TwinSite, type TwinSource } from '../../twins/pageTwin';
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

it('makes the twins the cache lacks in the thread, in one batch, and hands every twin over in the order asked', async () => {
  const cache = memoryCache();
  await collect(new FasterTwins({ cache, codeVersion: 'v1' }), [source('A')]);
  // The thread's twins are marked, so that a twin made here instead shows.
  const thread = vi.fn(async ({ sources, site: at }: { sources: readonly TwinSource[]; site: TwinSite }) =>
    sources.map((s) => ({ ...pageTwin(s, at), markdown: `thread: ${s.title}` })),
  );
  const twins = new FasterTwins({ thread, cache, codeVersion: 'v1' });
  await twins.prepare([source('A'), source('B'), source('C')], site);
  expect(thread).toHaveBeenCalledTimes(1);
  expect(thread.mock.calls[0]?.[0].sources).toEqual([source('B'), source('C')]);
  const made = await collect(twins, [source('C'), source('A'), source('B')]);
  expect(made.map((twin) => twin.markdown)).toEqual(['thread: C', pageTwin(source('A'), site).markdown, 'thread: B']);
});

it('makes the twins here when the thread fails', async () => {
  const thread = vi.fn(async () => Promise.reject(new Error('the MDX thread stopped (exit code 1)')));
  const warn = vi.fn();
  const twins = new FasterTwins({ thread, codeVersion: 'v1', warn });
  await twins.prepare([source('A')], site);
  expect(await collect(twins, [source('A'), source('B')])).toEqual([pageTwin(source('A'), site), pageTwin(source('B'), site)]);
  expect(thread).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the MDX thread made no twins (Error: the MDX thread stopped (exit code 1))'));
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
