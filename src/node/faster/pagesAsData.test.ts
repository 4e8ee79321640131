import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { MdxPluginInternals } from '../../gatsby/node/mdxPlugin';
import type { SiteModel } from '../../site/model';
import type { VersionSources } from '../../versions/sources';
import { pagesAsData } from './pagesAsData';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A version of two pages, in a folder of its own. */
function docsVersion() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-trees-'));
  dirs.push(root);
  const docsRoot = path.join(root, 'docs');
  fs.mkdirSync(docsRoot);
  fs.mkdirSync(path.join(root, 'static'));
  for (const name of ['a', 'b']) fs.writeFileSync(path.join(docsRoot, `${name}.mdx`), `---\ntitle: ${name}\n---\nPage ${name}.\n`);
  const sources = { version: { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' }, docsRoot } as VersionSources;
  const model = () =>
    ({
      versions: new Map([
        [
          '2.x',
          {
            pages: ['a', 'b'].map((name) => ({
              kind: 'doc',
              id: `id-${name}`,
              sourcePath: `${name}.mdx`,
              contentFile: path.join(docsRoot, `${name}.mdx`),
              body: fs.readFileSync(path.join(docsRoot, `${name}.mdx`), 'utf8').split('---\n')[2],
            })),
          },
        ],
      ]),
    }) as unknown as SiteModel;
  return { sources, docsRoot, staticDir: path.join(root, 'static'), model };
}

/** gatsby-plugin-mdx's compile as far as a tree goes: the rehype plugins run on a paragraph of the body. */
function countingInternals() {
  const compileMDX = vi.fn<MdxPluginInternals['compileMDX']>(async ({ source }, options, _cache, reporter) => {
    const plugins = (options as { rehypePlugins: Array<() => (tree: unknown) => void> }).rehypePlugins;
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: source.trim() }] }],
    };
    try {
      for (const plugin of plugins) plugin()(tree);
    } catch (error) {
      reporter.panicOnBuild({ context: { errorMeta: error } });
      return undefined;
    }
    return { processedMDX: 'code' };
  });
  return { compileMDX };
}

function memoryCache() {
  const entries = new Map<string, unknown>();
  return { entries, get: async (key: string) => entries.get(key), set: async (key: string, value: unknown) => entries.set(key, value) };
}

function trees(
  version: ReturnType<typeof docsVersion>,
  internals: ReturnType<typeof countingInternals>,
  cache = memoryCache(),
  pathPrefix = '/docs',
  warn = vi.fn(),
) {
  return pagesAsData({
    internals,
    compileOptions: Promise.resolve({ rehypePlugins: [] }),
    sources: [version.sources],
    staticDir: version.staticDir,
    cache,
    codeVersion: 'code-1',
    pathPrefix,
    warn,
  });
}

it("makes each page's tree once, and keeps it while its file, its version's file names, static/, the code and the prefix are unchanged", async () => {
  const version = docsVersion();
  const cache = memoryCache();
  const internals = countingInternals();
  const first = await trees(version, internals, cache)(version.model());
  expect([...first.keys()]).toEqual(['id-a', 'id-b']);
  expect(first.get('id-a')).toEqual({ type: '#fragment', props: { children: { type: 'p', props: { children: 'Page a.' } } } });
  expect(internals.compileMDX).toHaveBeenCalledTimes(2);

  // The next build: nothing changed, nothing compiled.
  expect(await trees(version, internals, cache)(version.model())).toEqual(first);
  expect(internals.compileMDX).toHaveBeenCalledTimes(2);

  // An edited page is made again, alone, and its entry replaced rather than added to.
  fs.appendFileSync(path.join(version.docsRoot, 'b.mdx'), 'More.\n');
  expect((await trees(version, internals, cache)(version.model())).get('id-b')).toMatchObject({
    props: { children: { props: { children: 'Page b.\nMore.' } } },
  });
  expect(internals.compileMDX).toHaveBeenCalledTimes(3);
  expect(cache.entries.size).toBe(2);

  // Another prefix (a build without --prefix-paths has none) is another tree.
  await trees(version, internals, cache, '')(version.model());
  expect(internals.compileMDX).toHaveBeenCalledTimes(5);
  await trees(version, internals, cache)(version.model());
  expect(internals.compileMDX).toHaveBeenCalledTimes(7);
  // A file added beside the pages (a link to it now resolves) or under static/ (a drawing a page inlines) makes every page again.
  fs.writeFileSync(path.join(version.docsRoot, 'c.json'), '{}');
  await trees(version, internals, cache)(version.model());
  expect(internals.compileMDX).toHaveBeenCalledTimes(9);
  fs.writeFileSync(path.join(version.staticDir, 'x.svg'), '<svg/>');
  await trees(version, internals, cache)(version.model());
  expect(internals.compileMDX).toHaveBeenCalledTimes(11);
});

it('leaves a page that does not compile an MDX module, saying why, and makes the others', async () => {
  const version = docsVersion();
  const internals = countingInternals();
  const compiles = internals.compileMDX.getMockImplementation();
  internals.compileMDX.mockImplementation(async (page, options, cache, reporter) => {
    if (!page.source.includes('Page a')) return compiles?.(page, options, cache, reporter);
    reporter.panicOnBuild({ context: { errorMeta: new Error('Unexpected character') } });
    return undefined;
  });
  const warn = vi.fn();
  const made = await trees(version, internals, memoryCache(), '/docs', warn)(version.model());
  expect([...made.keys()]).toEqual(['id-b']);
  expect(warn).toHaveBeenCalledWith('a.mdx: an MDX module, not data (Unexpected character)');
});
