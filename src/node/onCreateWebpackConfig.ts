import type { GatsbyNode } from 'gatsby';
import { CompileHintsPlugin } from './webpack/compileHints';

/**
 * The compile hints go on the browser bundle of a production build only: the server bundle and
 * `gatsby develop` never reach a visitor. The HTML renderer's source maps are never served or read,
 * so it builds without them.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
  if (stage === 'build-html') actions.setWebpackConfig({ devtool: false });
};
