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

/**
 * Webpack names a page component's chunk group, and its chunk, `component---` and the component's
 * path from the site's root in kebab case (gatsby/dist/utils/js-chunk-names.js):
 * `src/templates/DocPage.tsx` gives `component---src-templates-doc-page-tsx`, and an MDX page
 * rendered by it `component---src-templates-doc-page-tsx-content-file-path-…`.
 */
const PAGE_COMPONENT = 'component---';

export const isPageComponentChunkGroup = (name: string | null | undefined): boolean => Boolean(name?.startsWith(PAGE_COMPONENT));

/** Whether a chunk is a page component's from `src/templates/`, or, given a template's file name, from that template. */
export const isTemplateChunk = (name: string | null | undefined, template = ''): boolean =>
  Boolean(name?.startsWith(`${PAGE_COMPONENT}src-templates-${kebabFileName(template)}`));

/** `DocPage.tsx` → `doc-page-tsx`, as lodash's kebabCase turns a PascalCase file name. */
const kebabFileName = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/** `gatsby develop` renders pages on the server only under this flag (gatsby/dist/utils/flags.js, DEV_SSR). */
export const devServerRendering = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.GATSBY_EXPERIMENTAL_DEV_SSR);
