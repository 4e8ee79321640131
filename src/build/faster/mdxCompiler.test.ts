import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-require-imports */
const { compileAhead, compileInWorker, twinInWorker, workersStarted } = require('./mdxCompiler.cjs') as {
  compileAhead: (work: {
    root: string;
    pathPrefix: string;
    pages: Array<{ absolutePath: string; body: string; mdxNodeId: string }>;
  }) => void;
  compileInWorker: (context: { resourcePath: string; rootContext: string }, options: unknown) => Promise<string | undefined>;
  twinInWorker: (source: object, site: object) => Promise<{ markdown: string; links: string[] } | undefined>;
  workersStarted: () => boolean;
};
const { describeMdxOptions } = require('./mdxOptionsShape.cjs') as { describeMdxOptions: (options: unknown) => string };
const { compileMDX, enhanceMdxOptions } = require('../../gatsby/gatsbyPluginMdx.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

// A site whose compiled gatsby-config (what Gatsby runs, and what the worker reads) has a remark plugin.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-mdx-compiler-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
fs.writeFileSync(
  path.join(root, '.cache/compiled/gatsby-config.js'),
  `function remarkShout() {
    return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'SHOUT' }] }); };
  }
  exports.pageTwin = (source, site) => ({ markdown: '# ' + source.frontmatter.title + ' (made in a worker)', links: site.twinRoutes.map((r) => site.basePath + r.slice(1)) });
  exports.default = {
    jsxRuntime: 'automatic',
    plugins: ['gatsby-source-filesystem', { resolve: 'gatsby-plugin-mdx', options: { mdxOptions: { remarkPlugins: [remarkShout] } } }],
  };`,
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const siteConfig = require(path.join(root, '.cache/compiled/gatsby-config.js')).default;

/** The loader's options as gatsby-plugin-mdx builds them in webpack's process, for the pages in `nodes`. */
async function loaderOptions(nodes: Record<string, { body: string; file: string }>, pathPrefix = '/docs') {
  const store = { getState: () => ({ config: { jsxRuntime: 'automatic' } }) };
  const options = await enhanceMdxOptions(siteConfig.plugins[1].options, { store, pathPrefix });
  const byFile = new Map(Object.entries(nodes).map(([id, node]) => [`fileToMdx-${node.file}`, id]));
  return { options, cache: { get: async (key: string) => byFile.get(key) }, getNode: (id: string) => nodes[id] };
}

it('compiles a page in a worker exactly as gatsby-plugin-mdx does in this thread, from compileAhead or on demand', async () => {
  const nodes = {
    a: { body: '# A\n\nSee [B](/docs/b/).', file: path.join(root, 'a.mdx') },
    b: { body: '# B\n\n<Note>hi</Note>', file: path.join(root, 'b.mdx') },
  };
  const options = await loaderOptions(nodes);
  const here = async (id: 'a' | 'b') =>
    (await compileMDX({ absolutePath: nodes[id].file, source: nodes[id].body }, options.options, options.cache, { panicOnBuild: () => {} }))
      .processedMDX;

  compileAhead({ root, pathPrefix: '/docs', pages: [{ absolutePath: nodes.a.file, body: nodes.a.body, mdxNodeId: 'a' }] });
  const a = await compileInWorker({ resourcePath: nodes.a.file, rootContext: root }, options);
  expect(a).toContain('SHOUT');
  expect(a).toBe(await here('a'));
  const b = await compileInWorker({ resourcePath: nodes.b.file, rootContext: root }, options);
  expect(b).toBe(await here('b'));

  // A page webpack reads differently from the one given ahead is compiled again, as read.
  nodes.a.body = '# A, edited';
  expect(await compileInWorker({ resourcePath: nodes.a.file, rootContext: root }, options)).toBe(await here('a'));
  // Not a page gatsby-plugin-mdx knows: this thread's loader decides what to do with it.
  expect(await compileInWorker({ resourcePath: path.join(root, 'unknown.mdx'), rootContext: root }, options)).toBeUndefined();
});

it("makes a page's Markdown twin in a worker, with the pageTwin the compiled gatsby-config exports", async () => {
  expect(workersStarted()).toBe(true);
  const site = { contentRoot: root, basePath: '/docs/', twinRoutes: ['/x/'] };
  const source = (title: string) => ({ body: `# ${title}`, frontmatter: { title, description: '' }, fromFile: 't.mdx' });
  expect(await twinInWorker(source('T'), site)).toEqual({ markdown: '# T (made in a worker)', links: ['/docs/x/'] });
  // The site goes to the workers once, and each later page resolves against it.
  expect(await twinInWorker(source('U'), site)).toEqual({ markdown: '# U (made in a worker)', links: ['/docs/x/'] });
});

it("leaves the compile to this thread when the worker's options differ from the loader's", async () => {
  const nodes = { c: { body: '# C', file: path.join(root, 'c.mdx') } };
  // The workers take '/docs' for the path prefix; this loader has none, so a page compiled there would differ.
  compileAhead({ root, pathPrefix: '/docs', pages: [] });
  const options = await loaderOptions(nodes, '');
  expect(describeMdxOptions(options.options)).not.toBe(describeMdxOptions((await loaderOptions(nodes)).options));
  expect(await compileInWorker({ resourcePath: nodes.c.file, rootContext: root }, options)).toBeUndefined();
});

it('describes options by plugin names and settings, so equal pipelines built apart compare equal', () => {
  function remarkA() {}
  const options = (b: unknown) => ({ remarkPlugins: [remarkA, [remarkA, { b }]], format: 'mdx' });
  expect(describeMdxOptions(options(1))).toBe(describeMdxOptions(options(1)));
  expect(describeMdxOptions(options(1))).not.toBe(describeMdxOptions(options(2)));
  expect(describeMdxOptions({ format: 'mdx', x: 1 })).toBe(describeMdxOptions({ x: 1, format: 'mdx' }));
});
