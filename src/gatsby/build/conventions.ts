import path from 'node:path';

/* Names and places Gatsby uses without publishing them: its cache folders, chunk names and flags. */

/** Where Gatsby keeps webpack's persistent cache of a stage (gatsby/dist/utils/webpack.config.js). */
export const webpackCacheDir = (root: string, stage: string): string => path.join(root, '.cache', 'webpack', `stage-${stage}`);

/** Where Gatsby writes gatsby-config and gatsby-node as it runs them, the site's build code bundled in. */
export const compiledGatsbyFilesDir = (root: string): string => path.join(root, '.cache', 'compiled');

/** The Babel configuration Gatsby's plugins asked for (gatsby/dist/redux/reducers/babelrc.js, persisted). */
export const babelStateFile = (root: string): string => path.join(root, '.cache', 'babelState.json');

/** A folder of ours inside Gatsby's cache: `gatsby clean` and a change of plugins empty it with the rest. */
export const ownCacheDir = (root: string, name: string): string => path.join(root, '.cache', name);

/** Webpack names a page component's chunk group `component---<path>` (gatsby/dist/utils/js-chunk-names.js). */
export const isPageComponentChunkGroup = (name: string | null | undefined): boolean => Boolean(name?.startsWith('component---'));

/** `gatsby develop` renders pages on the server only under this flag (gatsby/dist/utils/flags.js, DEV_SSR). */
export const devServerRendering = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.GATSBY_EXPERIMENTAL_DEV_SSR);
