import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import { adaptMdxRule, oneBabelPass } from '../gatsby/internals';
import { CacheKeyPlugin, webpackCacheVersion } from './faster/cacheKey';
import { CompileHintsPlugin } from './compileHints';
import { PrecompressAheadPlugin } from './faster/precompressAhead';
import { PRECOMPRESS_MANIFEST } from './precompress';
import { startMarkdownTwins } from '../twins/markdownTwinsAhead';
import { externalizeRendererPackages } from './faster/rendererExternals';
import { WhenBuiltPlugin } from './faster/whenBuilt';

/** Resolved from the site root: webpack requires loaders by path, and this file runs from `.cache/compiled`. */
const SHARED_MDX_LOADER = path.resolve('src/build/faster/sharedMdxLoader.cjs');
const SHELL_ONLY_MDX_LOADER = path.resolve('src/build/faster/shellOnlyMdxLoader.cjs');

/** Gatsby's Terser options (gatsby/dist/utils/webpack-utils.js `minifyJs`), in swc's terms. */
const SWC_MINIFY = { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true }, safari10: true };

/**
 * Every webpack build compiles MDX without Babel (see adaptMdxRule). Then, by stage:
 * - production (`build-javascript`, `build-html`): each page's MDX is compiled once for both
 *   builds, not twice;
 * - the preview's HTML build (`develop-html`) renders only the page shell, so it gets an empty
 *   component for each page instead of a second compile of every page (shellOnlyMdxLoader.cjs);
 * - production: one Babel pass per module, not two or three (see oneBabelPass);
 * - the browser bundle is minified by swc, not Terser: terser-webpack-plugin takes at most one
 *   worker fewer than the cores, so on two cores one thread minified while the build waited, and
 *   swc's output is as small. It runs in this process (`parallel: false`): swc minifies off the
 *   main thread anyway, on every core, without a worker process to start;
 * - the browser bundle's files start compressing as soon as they are written (PrecompressAheadPlugin);
 *   Markdown twins the MDX workers did not make are made while Gatsby renders the pages (WhenBuiltPlugin);
 * - the compile hints go on the browser bundle; the HTML renderer requires its largest packages
 *   from node_modules at run time instead of bundling them (rendererExternals.ts);
 * - production builds write no source maps, as Docusaurus's: the renderer's were never served or
 *   read, and the browser bundle's cost about a second of every build for readers who never
 *   open them;
 * - production: webpack's persistent cache is keyed on the lockfile and the site's build-time
 *   code, not on every loader's require tree (see CacheKeyPlugin);
 * - with WEBPACK_PERSISTENT_CACHE=false, a production build keeps no cache in .cache/webpack: for a build whose
 *   .cache is thrown away (a deploy from a clean clone, a test's fixture build), writing it only
 *   costs time.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  const config = adaptMdxRule(getConfig(), mdxWrapper(stage));
  // The build's inputs, for the renderer's hash salt and webpack's cache key (production only).
  const inputsVersion = stage.startsWith('build-') ? webpackCacheVersion(process.cwd()) : '';
  if (stage === 'build-javascript' || stage === 'build-html') oneBabelPass(config);
  if (stage === 'build-javascript') {
    config.plugins.push(new CompileHintsPlugin(), new PrecompressAheadPlugin(PRECOMPRESS_MANIFEST));
    const minimizers: unknown[] = config.optimization.minimizer;
    const terser = minimizers.findIndex((plugin) => plugin?.constructor.name === 'TerserPlugin');
    if (terser >= 0)
      minimizers[terser] = new TerserPlugin({
        exclude: /\.min\.js/,
        parallel: false,
        minify: TerserPlugin.swcMinify,
        terserOptions: SWC_MINIFY,
      });
  }
  // No source maps in production builds (docs/decisions/2026-11-25-no-production-source-maps.md).
  if (stage === 'build-javascript' || stage === 'build-html') config.devtool = false;
  if (stage === 'build-html') {
    // After Gatsby's own (Node's built-ins, React). The site renders every page at build time (no
    // deferred or server-rendered pages), so the renderer never leaves the site's folder.
    externalizeRendererPackages(config, inputsVersion);
    // Gatsby renders the pages next, in a worker process; twins the MDX workers did not make are made meanwhile.
    config.plugins.push(new WhenBuiltPlugin(startMarkdownTwins));
  }
  // Production only: in `gatsby develop`, `cache: false` would also drop the memory cache that lets a
  // saved edit recompile one page instead of all.
  if (stage.startsWith('build-') && process.env.WEBPACK_PERSISTENT_CACHE === 'false') config.cache = false;
  // Production only, as yet: the preview keeps webpack's own keys (not measured there).
  if (stage.startsWith('build-') && config.cache?.type === 'filesystem') {
    config.cache.version = inputsVersion;
    config.plugins.push(new CacheKeyPlugin());
  }
  actions.replaceWebpackConfig(config);
};

/** The loader put around gatsby-plugin-mdx's in each webpack stage (none: its loader as it is). */
export function mdxWrapper(stage: string): string | undefined {
  if (stage === 'build-javascript' || stage === 'build-html') return SHARED_MDX_LOADER;
  // With the experimental dev SSR the preview renders pages on the server, so they must compile.
  if (stage === 'develop-html' && !process.env.GATSBY_EXPERIMENTAL_DEV_SSR) return SHELL_ONLY_MDX_LOADER;
  return undefined;
}
