import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';

/** The one loader of the layer, which webpack loads by path (resolved from the site root: the compiled gatsby-node runs from `.cache`). */
export const EMPTY_MDX_PAGE_LOADER = path.resolve('src/node/faster/emptyMdxPage.cjs');

/** The options Gatsby gives Terser for the browser bundle (ES5 output, Safari 10's mangling fix), in swc's terms. */
const SWC_MINIFY = { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true }, safari10: true };

/**
 * swc minifies the browser bundle instead of Terser: terser-webpack-plugin takes at most one worker
 * fewer than the cores, so on two cores one thread minified while the build waited, and swc's output
 * is as small. In this process (`parallel: false`): swc minifies off the main thread anyway.
 */
export const swcJsMinimizer = () =>
  new TerserPlugin({ exclude: /\.min\.js/, parallel: false, minify: TerserPlugin.swcMinify, terserOptions: SWC_MINIFY });
