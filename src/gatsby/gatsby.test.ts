import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ChunkNames from 'gatsby/dist/utils/js-chunk-names';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatsbyLoader, gatsbyNavigate, servedPagePath } from './browser';
import { devServerRendering, isPageComponentChunkGroup, isTemplateChunk, webpackCacheDir } from './node/conventions';
import { adapt, resetWarnings, ShapeChanged } from './node/failSafe';
import { compilePageTree, mdxCompileOptions, mdxPluginInternals } from './node/mdxPlugin';
import { adaptMdxRule, oneBabelPass, type WebpackConfigWithRules } from './node/webpackRules';

afterEach(() => {
  resetWarnings();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The installed Gatsby's own files: when an upgrade changes what we rely on, these fail by name.
 * gatsby-plugin-typescript is Gatsby's dependency, not the site's: found from Gatsby, as Gatsby
 * loads it (an install need not hoist it beside the site's own packages).
 */
const installed =
  (pkg: string, from = createRequire(import.meta.url)) =>
  (file: string) =>
    fs.readFileSync(path.join(path.dirname(from.resolve(`${pkg}/package.json`)), file), 'utf8');
const gatsby = installed('gatsby');
const gatsbyPluginMdx = installed('gatsby-plugin-mdx');
const gatsbyPluginTypescript = installed(
  'gatsby-plugin-typescript',
  createRequire(createRequire(import.meta.url).resolve('gatsby/package.json')),
);
type UseEntries = Array<{ loader: string; options?: unknown }>;

describe("Gatsby's private interfaces the site relies on still exist", () => {
  it('window.___loader is the public loader, with loadPage and hovering', () => {
    expect(gatsby('cache-dir/production-app.js')).toMatch(/window\.___loader = publicLoader/);
    const loader = gatsby('cache-dir/loader.js');
    expect(loader).toMatch(/export const publicLoader = \{[\s\S]*loadPage: rawPath => instance\.loadPage\(rawPath\)/);
    expect(loader).toMatch(/export const publicLoader = \{[\s\S]*hovering: rawPath => instance\.hovering\(rawPath\)/);
  });

  it('window.___navigate is set by the router', () => {
    expect(gatsby('cache-dir/navigation.js')).toMatch(/window\.___navigate = \(to, options\) => navigate\(to, options\)/);
  });

  it('page component chunk groups are named component---…', () => {
    const chunkNames = gatsby('dist/utils/js-chunk-names.js');
    expect(chunkNames).toMatch(/function generateComponentChunkName\(componentPath, kind = `component`\)/);
    expect(chunkNames).toContain('const chunkName = `${kind}---${name}`;');
    expect(isPageComponentChunkGroup('component---src-templates-doc-page-tsx')).toBe(true);
    expect(isPageComponentChunkGroup('app')).toBe(false);
  });

  it("a template's chunk name is its path in kebab case, an MDX page's adding its content file", () => {
    // Gatsby's own function, with no site loaded: paths are taken from the root, `/`.
    const { generateComponentChunkName } = createRequire(import.meta.url)('gatsby/dist/utils/js-chunk-names.js') as typeof ChunkNames;
    // Every template, so one whose name the adapter would kebab-case differently (`APIPage`) fails here.
    for (const template of fs.readdirSync(path.resolve('src/templates')).filter((file) => file.endsWith('.tsx'))) {
      const name = generateComponentChunkName(`/src/templates/${template}`);
      expect(isTemplateChunk(name, template), name).toBe(true);
      expect(isTemplateChunk(name), name).toBe(true);
    }
    const mdxPage = generateComponentChunkName('/src/templates/DocPage.tsx?__contentFilePath=/content/docs/connectors/recipes/enums.mdx');
    expect(isTemplateChunk(mdxPage, 'DocPage.tsx')).toBe(true);
    expect(isTemplateChunk(generateComponentChunkName('/src/templates/ApiOperationPage.tsx'), 'DocPage.tsx')).toBe(false);
    expect(isTemplateChunk(generateComponentChunkName('/src/pages/index.tsx'))).toBe(false);
  });

  it("gatsby-plugin-mdx's .mdx rule runs Babel over gatsby-mdx-loader, from a `use` function", () => {
    const node = gatsbyPluginMdx('dist/gatsby-node.js');
    expect(node).toMatch(
      /test: \/\\\.mdx\?\$\/,\s*use: \(\{[\s\S]*?\}\) => \[loaders\.js\(\{[\s\S]*?loader: _path\.default\.join\(__dirname, `gatsby-mdx-loader`\),\s*options: mdxLoaderOptions/,
    );

    // oneBabelPass recognises Babel by its loader's path: Gatsby's own `loaders.js()` entry.
    expect(gatsby('dist/utils/webpack-utils.js')).toMatch(/js: options => \{[\s\S]*?loader: require\.resolve\(`\.\/babel-loader`\)/);
    const babel = { loader: '/gatsby/babel-loader.js', options: { stage: 'build-html' } };
    const mdx = { loader: '/gatsby-plugin-mdx/dist/gatsby-mdx-loader', options: { mdx: true } };
    const rules = (): WebpackConfigWithRules => ({ module: { rules: [{ test: /\.css$/ }, { test: /\.mdx?$/, use: () => [babel, mdx] }] } });
    const useOf = (config: WebpackConfigWithRules) => config.module.rules[1]?.use as (info: unknown) => unknown[];
    const warn = vi.fn();
    const wrapped = rules();
    adaptMdxRule(wrapped, (entry) => ({ loader: '/site/shared.cjs', options: { inner: entry.loader } }), 'part', warn);
    expect(useOf(wrapped)({})).toEqual([babel, { loader: '/site/shared.cjs', options: { inner: mdx.loader } }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("two rules give a TypeScript module two Babel passes, which oneBabelPass makes one but for an MDX page's template", () => {
    // Gatsby's JavaScript rule takes TypeScript, and every Babel run gets gatsby-plugin-typescript's preset.
    expect(gatsby('dist/utils/webpack-utils.js')).toMatch(
      /const js = \(\{[\s\S]*?test: \/\\\.\(js\|mjs\|jsx\|ts\|tsx\)\$\/,[\s\S]*?use: \(\{/,
    );
    const typescript = gatsbyPluginTypescript('gatsby-node.js');
    expect(typescript).toMatch(/actions\.setBabelPreset\(\{\s*name: require\.resolve\(`@babel\/preset-typescript`\)/);
    expect(typescript).toMatch(/rules: \[\{\s*test: \/\\\.tsx\?\$\/,\s*use: \(\{[\s\S]*?\}\) => \[loaders\.js\(\{/);
    // An MDX page's template rule lists Babel then the layout loader, so webpack runs the layout loader
    // first, which parses what it gets as JavaScript: the `.tsx?` rule's Babel, the last rule (Gatsby
    // adds gatsby-plugin-typescript after the site's plugins), must strip the types before it.
    expect(gatsby('dist/bootstrap/load-plugins/load-internal-plugins.js')).toMatch(
      /plugins\.push\(processedTypeScriptPlugin\);\s*\}\s*\/\/ Add the site's default "plugin"/,
    );
    expect(gatsbyPluginMdx('dist/gatsby-node.js')).toMatch(
      /resourceQuery: \/__contentFilePath=\.\+\\\.mdx\?\(&export=\.\*\)\?\$\/,\s*use: \(\{[\s\S]*?\}\) => \[loaders\.js\(\{[\s\S]*?loader: _path\.default\.join\(__dirname, `gatsby-layout-loader`\)/,
    );
    expect(gatsbyPluginMdx('dist/gatsby-layout-loader.js')).toContain('acorn.Parser.extend(JSX()).parse(source');

    const babel = { loader: '/gatsby/dist/utils/babel-loader.js', options: {} };
    const layout = { loader: '/gatsby-plugin-mdx/dist/gatsby-layout-loader', options: {} };
    const config = {
      module: {
        rules: [
          { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [babel] } as { test: RegExp; use: unknown; resourceQuery?: unknown },
          { test: /\.mdx?$/, use: () => [babel] },
          { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: () => [babel, layout] },
          { test: /\.tsx?$/, use: () => [babel] },
        ],
      },
    };
    oneBabelPass(config);
    expect(config.module.rules).toHaveLength(4);
    const template = { resourceQuery: '?__contentFilePath=/site/content/docs/intro.mdx' };
    const useOf = (rule: number, info: object) => (config.module.rules[rule]?.use as (info: object) => UseEntries)(info);
    // Any module through Gatsby's rule alone; a template through the `.tsx?` rule's Babel first, as without the part.
    expect(useOf(0, { resourceQuery: '' })).toEqual([babel]);
    expect(useOf(3, { resourceQuery: '' })).toEqual([]);
    expect(useOf(3, template)).toEqual([babel]);
    expect(useOf(2, template)).toEqual([babel, layout]);
  });
});

describe('when Gatsby changed, each adaptation warns once, naming its part, and leaves Gatsby its own path', () => {
  const babel = { loader: '/gatsby/dist/utils/babel-loader.js', options: {} };
  const layout = { loader: '/gatsby-plugin-mdx/dist/gatsby-layout-loader', options: {} };
  const gatsbyRules = (): WebpackConfigWithRules => ({
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [babel] },
        { test: /\.mdx?$/, use: () => [babel, { loader: '/gatsby-plugin-mdx/dist/gatsby-mdx-loader' }] },
        { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: () => [babel, layout] },
        { test: /\.tsx?$/, use: () => [babel] },
      ],
    },
  });

  it.each([
    [
      'without gatsby-plugin-typescript’s rule',
      (config: WebpackConfigWithRules) => config.module.rules.splice(3, 1),
      /gatsby-plugin-typescript/,
    ],
    ['without Gatsby’s JavaScript rule', (config: WebpackConfigWithRules) => config.module.rules.splice(0, 1), /JavaScript webpack rule/],
    [
      'with gatsby-plugin-typescript’s rule running more than Babel',
      (config: WebpackConfigWithRules) => (config.module.rules[3]!.use = () => [babel, layout]),
      /runs more than Babel/,
    ],
  ])('oneBabelPass %s', (_, change, why) => {
    const config = gatsbyRules();
    change(config);
    const before = config.module.rules.map((rule) => ({ ...rule }));
    const warn = vi.fn();
    expect(adapt('oneBabelPass', warn, () => oneBabelPass(config))).toBeUndefined();
    expect(adapt('oneBabelPass', warn, () => oneBabelPass(config))).toBeUndefined();
    expect(config.module.rules).toEqual(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^oneBabelPass: Gatsby changed: /);
    expect(warn.mock.calls[0]?.[0]).toMatch(why);
    expect(warn.mock.calls[0]?.[0]).toContain("Gatsby's own path is used instead");
  });

  it('adaptMdxRule without gatsby-mdx-loader, at setup or for one module later', () => {
    const warn = vi.fn();
    const noLoader: WebpackConfigWithRules = { module: { rules: [{ test: /\.mdx?$/, use: () => [babel] }] } };
    const empty = () => ({ loader: '/site/empty.cjs' });
    expect(adapt('previewShellOnly', warn, () => adaptMdxRule(noLoader, empty, 'previewShellOnly', warn))).toBeUndefined();
    expect((noLoader.module.rules[0]?.use as () => unknown[])()).toEqual([babel]);
    // A rule that passes the check but returns something else for one module: that module keeps Gatsby's loaders.
    let calls = 0;
    const mdx = { loader: '/gatsby-plugin-mdx/dist/gatsby-mdx-loader' };
    const later: WebpackConfigWithRules = { module: { rules: [{ test: /\.mdx?$/, use: () => (calls++ ? [babel] : [babel, mdx]) }] } };
    adaptMdxRule(later, empty, 'previewShellOnly', warn);
    expect((later.module.rules[0]?.use as (info: object) => unknown[])({ resourceQuery: '' })).toEqual([babel]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("gatsby-plugin-mdx's internals", () => {
    expect(() => mdxPluginInternals(() => ({}))).toThrow(ShapeChanged);
    expect(() => mdxPluginInternals(() => ({}))).toThrow(
      "gatsby-plugin-mdx's dist/plugin-options.js no longer exports enhanceMdxOptions()",
    );
    expect(() =>
      mdxPluginInternals(() => {
        throw new Error('Cannot find module');
      }),
    ).toThrow(/has no dist\/plugin-options\.js/);
    expect(Object.keys(mdxPluginInternals())).toEqual(['enhanceMdxOptions', 'compileMDX']);
  });

  it("the browser half: without Gatsby's globals it says so once and the caller navigates the plain way", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('window', {});
    expect(gatsbyLoader()).toBeUndefined();
    expect(gatsbyLoader()).toBeUndefined();
    expect(gatsbyNavigate()).toBeUndefined();
    expect(servedPagePath()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    const loader = { loadPage: async () => null };
    vi.stubGlobal('window', { ___loader: loader, ___navigate: () => undefined, pagePath: '/404.html' });
    expect(gatsbyLoader()).toBe(loader);
    expect(servedPagePath()).toBe('/404.html');
  });
});

describe('more of Gatsby the build relies on', () => {
  it("gatsby-plugin-mdx's compile, as pagesAsData repeats it (src/node/faster/pagesAsData.ts)", () => {
    // The loader compiles the body of the file's own node (found by its cache key) with the options
    // in `options.options`: pagesAsData compiles the same body from the site model, with the options
    // built as the plugin builds them.
    const loader = gatsbyPluginMdx('dist/gatsby-mdx-loader.js');
    expect(loader).toContain('const mdxNodeId = await cache.get((0, _cacheHelpers.createFileToMdxCacheKey)(resourcePath));');
    expect(loader).toMatch(/const \{\s*options,[^}]*\} = this\.getOptions\(\);/);
    expect(loader).toMatch(
      /compileMDX\)\(\s*\/\/[^\n]*\n\s*\{\s*absolutePath: resourcePath,\s*source: mdxNode\.body\s*\}, options, cache, reporter\)/,
    );
    expect(gatsbyPluginMdx('dist/compile-mdx.js')).toMatch(
      /async function compileMDX\(\{\s*absolutePath,\s*source\s*\}, options, cache, reporter\)/,
    );
    // The options come from the plugin's options, Gatsby's JSX settings and the path prefix alone.
    const options = gatsbyPluginMdx('dist/plugin-options.js');
    expect(options).toMatch(/const enhanceMdxOptions = async \(pluginOptions, helpers\) => \{/);
    expect(options).toContain('} = helpers.store.getState();');
    expect(options).toContain('if (helpers.pathPrefix) {');
    // Gatsby gives the path prefix to its Node APIs (createPages, onPreBuild) as `pathPrefix`.
    expect(gatsby('dist/utils/api-runner-node.js')).toMatch(/pathPrefix: publicPath/);
  });

  it("gatsby-plugin-mdx's compile runs the rehype plugins it is given, the last one last (a doc page's tree, pagesAsData)", async () => {
    const internals = mdxPluginInternals();
    const options = await mdxCompileOptions(internals, { mdxOptions: {} }, { jsxRuntime: 'automatic', pathPrefix: '/docs' });
    const tree = (await compilePageTree(internals, options, { absolutePath: '/x.mdx', body: '[A link](/a/)', mdxNodeId: 'x' })) as {
      children: Array<{ tagName: string; children: Array<{ properties?: { href?: string } }> }>;
    };
    // The plugin's own remark plugins ran before the tree was taken: the link carries the path prefix.
    expect(tree.children[0]?.tagName).toBe('p');
    expect(tree.children[0]?.children[0]?.properties?.href).toBe('/docs/a/');
  });

  it("webpack's persistent cache of a stage lives in .cache/webpack/stage-<stage>", () => {
    expect(gatsby('dist/utils/webpack.config.js')).toContain(
      'const cacheLocation = path.join(program.directory, `.cache`, `webpack`, `stage-` + stage);',
    );
    expect(webpackCacheDir('/site', 'build-javascript')).toBe('/site/.cache/webpack/stage-build-javascript');
  });

  it("the preview resumes webpack's watcher only on its invalid hook, which webpack's watcher fires for changes only (watchRemovals.ts)", () => {
    expect(gatsby('dist/services/listen-to-webpack.js')).toContain('compiler.hooks.invalid.tap(`file invalidation`');
    const watchFileSystem = installed(
      'webpack',
      createRequire(createRequire(import.meta.url).resolve('gatsby/package.json')),
    )('lib/node/NodeWatchFileSystem.js');
    expect(watchFileSystem).toContain('this.watcher = new Watchpack(options);');
    expect(watchFileSystem).toContain('this.watcher.once("change", callbackUndelayed);');
    // When webpack reports removals itself, the workaround is no longer needed.
    expect(watchFileSystem).not.toMatch(/once\("remove"/);
  });

  it('the develop server renders pages on the server under GATSBY_EXPERIMENTAL_DEV_SSR', () => {
    expect(gatsby('dist/utils/flags.js')).toContain('env: `GATSBY_EXPERIMENTAL_DEV_SSR`');
    expect(devServerRendering({ GATSBY_EXPERIMENTAL_DEV_SSR: 'true' })).toBe(true);
    expect(devServerRendering({})).toBe(false);
  });
});
