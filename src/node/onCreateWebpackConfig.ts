import type { GatsbyNode } from 'gatsby';
import { CompileHintsPlugin } from './webpack/compileHints';

/** Only the browser bundle of a production build: the server bundle and `gatsby develop` never reach a visitor. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};
