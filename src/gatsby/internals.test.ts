import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFileOf, isPageComponentChunkGroup, storedPages, adaptMdxRule, oneBabelPass, webpackCacheDir } from './internals';

/** The installed Gatsby's own files: when an upgrade changes what we rely on, these fail by name. */
const installed = (pkg: string) => (file: string) =>
  fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
const gatsby = installed('gatsby');
const gatsbyPluginMdx = installed('gatsby-plugin-mdx');
const gatsbyPluginTypescript = installed('gatsby-plugin-typescript');
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

  it('the store keeps pages in a Map by path, MDX pages with ?__contentFilePath=', () => {
    expect(gatsby('dist/redux/reducers/pages.js')).toContain('state.set(action.payload.path, action.payload);');
    expect(gatsby('dist/redux/actions/public.js')).toContain('page.component = `${page.component}?__contentFilePath=${splitPath[1]}`;');
    const page = { path: '/intro/', component: '/site/src/templates/DocPage.tsx?__contentFilePath=/site/content/docs/intro.mdx' };
    expect(storedPages({ getState: () => ({ pages: new Map([[page.path, page]]) }) })).toEqual([page]);
    expect(contentFileOf(page.component)).toBe('/site/content/docs/intro.mdx');
    expect(() => storedPages({ getState: () => ({}) })).toThrow(/Gatsby internals changed/);
  });

  it("gatsby-plugin-mdx's .mdx rule runs Babel over gatsby-mdx-loader, from a `use` function", () => {
    const node = gatsbyPluginMdx('dist/gatsby-node.js');
    expect(node).toMatch(
      /test: \/\\\.mdx\?\$\/,\s*use: \(\{[\s\S]*?\}\) => \[loaders\.js\(\{[\s\S]*?loader: _path\.default\.join\(__dirname, `gatsby-mdx-loader`\),\s*options: mdxLoaderOptions/,
    );

    // adaptMdxRule recognises Babel by its loader's path: Gatsby's own `loaders.js()` entry.
    expect(gatsby('dist/utils/webpack-utils.js')).toMatch(/js: options => \{[\s\S]*?loader: require\.resolve\(`\.\/babel-loader`\)/);
    const babel = { loader: '/gatsby/babel-loader.js', options: { stage: 'build-html' } };
    const mdx = { loader: '/gatsby-plugin-mdx/dist/gatsby-mdx-loader', options: { mdx: true } };
    const rules = () => ({ module: { rules: [{ test: /\.css$/ }, { test: /\.mdx?$/, use: () => [babel, mdx] }] } });
    const useOf = (config: ReturnType<typeof rules>) => config.module.rules[1]?.use as (info: unknown) => unknown[];
    expect(useOf(adaptMdxRule(rules(), '/site/shared.cjs'))({})).toEqual([
      { loader: '/site/shared.cjs', options: { loader: mdx.loader, options: mdx.options } },
    ]);
    expect(useOf(adaptMdxRule(rules()))({})).toEqual([mdx]);
    expect(() => adaptMdxRule({ module: { rules: [] } }, '/x.cjs')).toThrow(/Gatsby internals changed/);
  });

  it('three rules give a page template three Babel passes, which oneBabelPass makes one', () => {
    // Gatsby's JavaScript rule takes TypeScript, and every Babel run gets gatsby-plugin-typescript's preset.
    expect(gatsby('dist/utils/webpack-utils.js')).toMatch(
      /const js = \(\{[\s\S]*?test: \/\\\.\(js\|mjs\|jsx\|ts\|tsx\)\$\/,[\s\S]*?use: \(\{/,
    );
    const typescript = gatsbyPluginTypescript('gatsby-node.js');
    expect(typescript).toMatch(/actions\.setBabelPreset\(\{\s*name: require\.resolve\(`@babel\/preset-typescript`\)/);
    expect(typescript).toMatch(/rules: \[\{\s*test: \/\\\.tsx\?\$\/,\s*use: \(\{[\s\S]*?\}\) => \[loaders\.js\(\{/);
    expect(gatsbyPluginMdx('dist/gatsby-node.js')).toMatch(
      /resourceQuery: \/__contentFilePath=\.\+\\\.mdx\?\(&export=\.\*\)\?\$\/,\s*use: \(\{[\s\S]*?\}\) => \[loaders\.js\(\{[\s\S]*?loader: _path\.default\.join\(__dirname, `gatsby-layout-loader`\)/,
    );

    const babel = { loader: '/gatsby/dist/utils/babel-loader.js', options: {} };
    const layout = { loader: '/gatsby-plugin-mdx/dist/gatsby-layout-loader', options: {} };
    const rules = () => ({
      module: {
        rules: [
          { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [babel] } as { test: RegExp; use: unknown; resourceQuery?: unknown },
          { test: /\.mdx?$/, use: () => [babel] },
          { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: () => [babel, layout] },
          { test: /\.tsx?$/, use: () => [babel] },
        ],
      },
    });
    const config = oneBabelPass(rules());
    expect(config.module.rules.map((r) => String(r.test))).toEqual([
      String(/\.(js|mjs|jsx|ts|tsx)$/),
      String(/\.mdx?$/),
      String(/\.[tj]sx?$/),
    ]);
    expect(config.module.rules[0]?.resourceQuery).toEqual({ not: [/__contentFilePath=/] });
    expect((config.module.rules[2]?.use as (info: unknown) => unknown[])({})).toEqual([layout, babel]);
    // The MDX file's path leaves the query Gatsby's Babel loader keys its configuration on; `export=` stays.
    expect(gatsby('dist/utils/babel-loader-helpers.js')).toContain(
      'const configItemsMemoCacheKey = `${stage}-${isPageTemplate}-${resourceQuery}`;',
    );
    expect(gatsby('dist/utils/babel-loader-helpers.js')).toContain(
      'if (resourceQuery.includes(`?export=default`) || resourceQuery.includes(`&export=default`)) {',
    );
    const queried = (resourceQuery: string) => {
      const config = rules();
      config.module.rules[2] = {
        ...config.module.rules[2]!,
        use: () => [{ ...babel, options: { stage: 'build-html', resourceQuery } }, layout],
      };
      return (oneBabelPass(config).module.rules[2]?.use as (info: unknown) => UseEntries)({})[1]?.options;
    };
    expect(queried('?__contentFilePath=/site/content/docs/intro.mdx')).toEqual({ stage: 'build-html', resourceQuery: '' });
    expect(queried('?__contentFilePath=/site/content/docs/intro.mdx&export=head')).toEqual({
      stage: 'build-html',
      resourceQuery: '?export=head',
    });

    const without = (test: string) => {
      const config = rules();
      config.module.rules = config.module.rules.filter((r) => String(r.test) !== test);
      return config;
    };
    expect(() => oneBabelPass(without(String(/\.tsx?$/)))).toThrow(/gatsby-plugin-typescript/);
    expect(() => oneBabelPass(without(String(/\.(js|mjs|jsx|ts|tsx)$/)))).toThrow(/JavaScript webpack rule/);
    expect(() => oneBabelPass(without(String(/\.[tj]sx?$/)))).toThrow(/page template rule/);
    const reordered = rules();
    reordered.module.rules[2] = { ...reordered.module.rules[2]!, use: () => [layout] };
    expect(() => (oneBabelPass(reordered).module.rules[2]?.use as (info: unknown) => unknown)({})).toThrow(
      /Babel over gatsby-layout-loader/,
    );
  });

  it("gatsby-plugin-mdx's compile, as the MDX worker threads repeat it (src/build/faster/mdxWorker.cjs, mdxCompiler.cjs)", () => {
    // The loader compiles the node's body with the options, the node found by the file's cache key.
    const loader = gatsbyPluginMdx('dist/gatsby-mdx-loader.js');
    expect(loader).toContain('const mdxNodeId = await cache.get((0, _cacheHelpers.createFileToMdxCacheKey)(resourcePath));');
    expect(loader).toMatch(
      /compileMDX\)\(\s*\/\/[^\n]*\n\s*\{\s*absolutePath: resourcePath,\s*source: mdxNode\.body\s*\}, options, cache, reporter\)/,
    );
    expect(gatsbyPluginMdx('dist/compile-mdx.js')).toMatch(
      /async function compileMDX\(\{\s*absolutePath,\s*source\s*\}, options, cache, reporter\)/,
    );
    expect(gatsbyPluginMdx('dist/cache-helpers.js')).toContain('exports.createFileToMdxCacheKey = createFileToMdxCacheKey;');
    // The options come from the plugin's options, Gatsby's JSX settings and the path prefix alone.
    const options = gatsbyPluginMdx('dist/plugin-options.js');
    expect(options).toMatch(/const enhanceMdxOptions = async \(pluginOptions, helpers\) => \{/);
    expect(options).toContain('} = helpers.store.getState();');
    expect(options).toContain('if (helpers.pathPrefix) {');
    // Gatsby gives the path prefix to its Node APIs (onPreBuild, onCreateWebpackConfig) as `pathPrefix`.
    expect(gatsby('dist/utils/api-runner-node.js')).toMatch(/pathPrefix: publicPath/);
  });

  it("webpack's persistent cache of a stage lives in .cache/webpack/stage-<stage>", () => {
    expect(gatsby('dist/utils/webpack.config.js')).toContain(
      'const cacheLocation = path.join(program.directory, `.cache`, `webpack`, `stage-` + stage);',
    );
    expect(webpackCacheDir('/site', 'build-javascript')).toBe('/site/.cache/webpack/stage-build-javascript');
  });
});
