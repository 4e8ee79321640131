import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import { wrapMdxLoader } from '../lib/gatsbyInternals';
import { CompileHintsPlugin } from './webpack/compileHints';

/** Resolved from the site root: webpack requires loaders by path, and this file runs from `.cache/compiled`. */
const SHARED_MDX_LOADER = path.resolve('src/node/webpack/sharedMdxLoader.cjs');

/** Gatsby's Terser options (gatsby/dist/utils/webpack-utils.js `minifyJs`), in swc's terms. */
const SWC_MINIFY = { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true }, safari10: true };

/**
 * Production builds only (`gatsby develop` keeps Gatsby's defaults):
 * - each page's MDX is compiled once for both builds (browser bundle and HTML renderer), not twice;
 * - the HTML renderer runs the compiled MDX in Node as it is: Babel has nothing to lower there, and
 *   the rendered pages are byte for byte the same without it;
 * - the browser bundle is minified by swc, not Terser: terser-webpack-plugin takes at most one
 *   worker fewer than the cores, so on two cores one thread minified while the build waited, and
 *   swc's output is as small;
 * - the compile hints go on the browser bundle; the HTML renderer, whose source maps are never
 *   served or read, builds without them.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = wrapMdxLoader(getConfig(), SHARED_MDX_LOADER, { babel: stage === 'build-javascript' });
  if (stage === 'build-javascript') {
    config.plugins.push(new CompileHintsPlugin());
    const minimizers: unknown[] = config.optimization.minimizer;
    const terser = minimizers.findIndex((plugin) => plugin?.constructor.name === 'TerserPlugin');
    if (terser >= 0)
      minimizers[terser] = new TerserPlugin({ exclude: /\.min\.js/, minify: TerserPlugin.swcMinify, terserOptions: SWC_MINIFY });
  } else {
    config.devtool = false;
  }
  actions.replaceWebpackConfig(config);
};
