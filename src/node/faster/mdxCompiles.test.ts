import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { afterAll, expect, it, vi } from 'vitest';
import { resetWarnings } from '../../gatsby/node/failSafe';
import { mdxCompileOptions, mdxPluginInternals } from '../../gatsby/node/mdxPlugin';
import { JSX_RUNTIME, mdxPluginOptions } from '../../mdx/options';
import { currentVersion } from '../../config/site';
import { pageTwin } from '../../twins/pageTwin';
import { MdxCompiles } from './mdxCompiles';
import { bundleThreadEntry } from './mdxThreads/bundle';
import { describeMdxOptions } from './mdxThreads/optionsShape';
import { MdxThread } from './mdxThreads/mdxThread';

// The threads run the bundle onPreBuild makes, from this checkout's own thread entry; inside the
// project, where its packages resolve.
fs.mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
const out = fs.mkdtempSync(path.resolve('node_modules/.cache/dp-mdx-threads-'));
const thread = new MdxThread(bundleThreadEntry(process.cwd(), out), '/docs');
const internals = mdxPluginInternals();
afterAll(() => {
  thread.stop();
  fs.rmSync(out, { recursive: true, force: true });
});

// Each page's file is its body (no front matter), written where the thread's compile reads it.
const pages = {
  a: { body: '## A\n\nSee [the intro](/docs/intro/).\n\n```ts\nconst a = 1;\n```', file: path.join(out, 'a.mdx') },
  b: { body: ':::tip[Hi]\nB\n:::', file: path.join(out, 'b.mdx') },
};
for (const page of Object.values(pages)) fs.writeFileSync(page.file, page.body);

/** What gatsby-mdx-loader is given: the compile options, and its node found by the file's cache key. */
interface LoaderOptions {
  options: Record<string, unknown>;
  cache: { get: (key: string) => Promise<unknown> };
  getNode: (id: string) => { body: string } | undefined;
}

/** gatsby-mdx-loader's options as gatsby-plugin-mdx builds them in webpack's process, for `pages`. */
async function loaderOptions(pathPrefix = '/docs'): Promise<LoaderOptions> {
  const options = await mdxCompileOptions(internals, mdxPluginOptions, { jsxRuntime: JSX_RUNTIME, pathPrefix });
  const byKey = new Map(Object.entries(pages).map(([id, page]) => [`fileToMdx-${page.file}`, id]));
  return { options, cache: { get: async (key) => byKey.get(key) }, getNode: (id) => pages[id as keyof typeof pages] };
}

/** What gatsby-plugin-mdx compiles here, for comparison. */
async function here(id: keyof typeof pages, options: LoaderOptions) {
  const result = await internals.compileMDX({ absolutePath: pages[id].file, source: pages[id].body }, options.options, options.cache, {
    panicOnBuild: () => undefined,
  });
  return result?.processedMDX;
}

/** Runs the loader the layer puts in gatsby-mdx-loader's place, as webpack would. */
function load(compiles: MdxCompiles, id: keyof typeof pages, options: LoaderOptions, inner = 'gatsby-plugin-mdx/dist/gatsby-mdx-loader') {
  const entry = compiles.wrap('/delegating.cjs')({ loader: require.resolve(inner), options });
  const run = (entry.options as { run: (context: LoaderContext<unknown>, source: string) => Promise<string | Buffer> }).run;
  return run({ resourcePath: pages[id].file } as LoaderContext<unknown>, pages[id].body);
}

/** A page of `pages` as the site model gives it. */
const known = (id: keyof typeof pages) => ({ absolutePath: pages[id].file, body: pages[id].body, mdxNodeId: id });

it('compiles a page in the thread exactly as gatsby-plugin-mdx does here', async () => {
  const options = await loaderOptions();
  expect(await thread.shape).toBe(describeMdxOptions(options.options));
  const compile = vi.spyOn(thread, 'compile');
  const compiles = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn: vi.fn() });
  compiles.preparePages([known('a')], true);
  const a = await load(compiles, 'a', options);
  expect(a).toContain('the intro');
  expect(a).toBe(await here('a', options));
  expect(compile).toHaveBeenCalledTimes(1);
  expect(await compile.mock.results[0]?.value).toBe(a);
  compile.mockRestore();
});

it("takes the thread's result for a known page, ahead or when webpack asks; compiles here a page unknown, or changed since it was read", async () => {
  const options = await loaderOptions();
  // The thread's results are marked, so that taking one shows.
  const compile = vi.spyOn(thread, 'compile').mockImplementation(async (page) => `from the thread: ${page.mdxNodeId}`);
  const compiles = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn: vi.fn() });
  compiles.preparePages([known('a')], true);
  compiles.preparePages([known('b')], false);
  expect(compile.mock.calls.map(([page]) => page.mdxNodeId)).toEqual(['a']);
  expect(await load(compiles, 'a', options)).toBe('from the thread: a');
  expect(await load(compiles, 'b', options)).toBe('from the thread: b');
  expect(compile.mock.calls.map(([page]) => page.mdxNodeId)).toEqual(['a', 'b']);
  // A page the model did not give: compiled here.
  const unknown = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn: vi.fn() });
  expect(await load(unknown, 'a', options)).toBe(await here('a', options));
  // A file that changed after it was read: webpack hands the loader the new text, compiled here.
  const changed = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn: vi.fn() });
  changed.preparePages([known('b')], true);
  const original = pages.b.body;
  pages.b.body += '\n\nEdited.';
  try {
    expect(await load(changed, 'b', options)).toBe(await here('b', options));
  } finally {
    pages.b.body = original;
  }
  // A file that cannot be read is left out, not an error.
  expect(() => changed.preparePages([{ absolutePath: path.join(out, 'gone.mdx'), body: '', mdxNodeId: 'gone' }], true)).not.toThrow();
  compile.mockRestore();
});

it("leaves the compile to webpack's thread, saying so once, when the thread's options differ from the loader's", async () => {
  resetWarnings();
  const warn = vi.fn();
  const compiles = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn });
  compiles.preparePages([known('a')], true);
  const noPrefix = await loaderOptions('');
  expect(await load(compiles, 'a', noPrefix)).toBe(await here('a', noPrefix));
  expect(warn.mock.calls.map(([message]) => message)).toEqual([
    expect.stringMatching(/^mdxWorkerThreads: the MDX thread's compile options differ from gatsby-mdx-loader's\. Gatsby's own path/),
  ]);
});

it('says so once both bundles are built when webpack never took a page the thread compiled ahead', async () => {
  resetWarnings();
  const warn = vi.fn();
  const compiles = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn });
  compiles.preparePages([known('a')], true);
  compiles.reportUnused();
  expect(warn.mock.calls.map(([message]) => message)).toEqual([
    expect.stringMatching(/^mdxWorkerThreads: 1 pages compiled ahead in the MDX thread were never taken by webpack\./),
  ]);
  // A page webpack took is not counted.
  const after = vi.fn();
  const used = new MdxCompiles({ crossCompiler: false, thread, part: 'mdxWorkerThreads', warn: after });
  used.preparePages([known('a')], true);
  await load(used, 'a', await loaderOptions());
  resetWarnings();
  used.reportUnused();
  expect(after).not.toHaveBeenCalled();
});

it('compiles a page once for the two builds, again when its content changes, and again for a third build', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-mdx-loader-'));
  const inner = path.join(dir, 'inner.cjs');
  let calls = 0;
  (globalThis as { countCall?: () => void }).countCall = () => (calls += 1);
  fs.writeFileSync(inner, 'exports.default = async function (source) { globalThis.countCall(); return "compiled: " + source; };');
  const compiles = new MdxCompiles({ crossCompiler: true, part: 'mdxCrossCompilerCache', warn: vi.fn() });
  const options = await loaderOptions();
  expect(await load(compiles, 'a', options, inner)).toBe(`compiled: ${pages.a.body}`);
  expect(await load(compiles, 'a', options, inner)).toBe(`compiled: ${pages.a.body}`);
  expect(calls).toBe(1);
  pages.a.body += '\n\nEdited.';
  await load(compiles, 'a', options, inner);
  expect(calls).toBe(2);
  // Dropped after its second use, so memory does not grow with every page ever built.
  await load(compiles, 'a', options, inner);
  await load(compiles, 'a', options, inner);
  expect(calls).toBe(3);
  fs.rmSync(dir, { recursive: true, force: true });
});

it("makes a page's Markdown twin in a thread, the same as pageTwin here", async () => {
  const site = {
    roots: [{ docsRoot: path.resolve('content/docs'), version: currentVersion }],
    basePath: '/docs/',
    twinRoutes: ['/intro/'],
  };
  const source = {
    kind: 'doc' as const,
    route: '/a/',
    title: 'T',
    description: 'D',
    url: '/docs/a/',
    body: pages.a.body,
    fromFile: 'a.mdx',
    version: 'current',
  };
  expect(await thread.twin(source, site)).toEqual(pageTwin(source, site));
});

it('a retired thread answers what it was asked, then stops: later work comes back undefined, for the caller to do', async () => {
  const retired = new MdxThread(bundleThreadEntry(process.cwd(), out), '/docs');
  const options = await loaderOptions();
  expect(await retired.shape).toBe(describeMdxOptions(options.options));
  const asked = retired.compile({ absolutePath: pages.a.file, body: pages.a.body, mdxNodeId: 'a' });
  retired.retire();
  expect(await asked).toBe(await here('a', options));
  await vi.waitFor(async () =>
    expect(await retired.compile({ absolutePath: pages.b.file, body: pages.b.body, mdxNodeId: 'b' })).toBeUndefined(),
  );
  retired.stop();
});
