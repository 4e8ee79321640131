/**
 * The private parts of Gatsby this site relies on, in one place. None is a documented API, so any
 * Gatsby release may change them: gatsbyInternals.test.ts reads the installed Gatsby's own source
 * and fails, naming the interface, when one is gone. Nothing else touches them, except the webpack
 * loaders and the MDX worker in src/build/faster (plain CommonJS that webpack loads by path, so
 * they cannot import this module): the same test pins the gatsby-plugin-mdx internals they use.
 */

/** `window.___loader`: Gatsby's page resource loader (cache-dir/loader.js, set by production-app.js). */
export interface GatsbyLoader {
  loadPage: (path: string) => Promise<{ status?: string } | null | undefined>;
  hovering?: (path: string) => void;
}

/** `window.___navigate`: Gatsby's client-side navigation (cache-dir/navigation.js). */
export type GatsbyNavigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

interface GatsbyWindow {
  ___loader?: GatsbyLoader;
  ___navigate?: GatsbyNavigate;
}

/** The loader, once Gatsby's runtime has started (undefined before, and outside a browser). */
export const gatsbyLoader = (): GatsbyLoader | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as GatsbyWindow).___loader;

/** Gatsby's navigate, once its router is set up. */
export const gatsbyNavigate = (): GatsbyNavigate | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as GatsbyWindow).___navigate;

/** Webpack names a page component's chunk group `component---<path>` (gatsby/dist/utils/js-chunk-names.js). */
export const isPageComponentChunkGroup = (name: string | null | undefined): boolean => Boolean(name?.startsWith('component---'));

/** A page as Gatsby's Redux store keeps it (`state.pages`, a Map by path). */
export interface StoredPage {
  path: string;
  /** For an MDX page, the template with `?__contentFilePath=<the .mdx file>`. */
  component: string;
  context?: { category?: string };
}

/** Every page Gatsby created, from the store Node APIs receive as `store` (typed there as a bare Function). */
export function storedPages(store: { getState: unknown }): StoredPage[] {
  const { pages } = (store.getState as () => { pages?: Map<string, StoredPage> })();
  if (!(pages instanceof Map))
    throw new Error('Gatsby internals changed: the Redux store has no `pages` Map (src/gatsby/internals.ts).');
  return [...pages.values()];
}

/** The `.mdx` file behind an MDX page's component, from gatsby-plugin-mdx's `__contentFilePath` query. */
export const contentFileOf = (component: string): string | undefined => /__contentFilePath=(.+)$/.exec(component)?.[1];

/** Where Gatsby keeps webpack's persistent cache of a stage (gatsby/dist/utils/webpack.config.js). */
export const webpackCacheDir = (root: string, stage: string): string => `${root}/.cache/webpack/stage-${stage}`;

/** A webpack `use` entry, as gatsby-plugin-mdx writes them. */
interface UseEntry {
  loader: string;
  options?: unknown;
}

/** The shape of the webpack config Gatsby hands to `onCreateWebpackConfig` through `getConfig()`. */
interface WebpackConfigWithRules {
  module: { rules: Array<{ test?: unknown; use?: unknown; resourceQuery?: unknown }> };
}

/** Gatsby's own rule for JavaScript and TypeScript (gatsby/dist/utils/webpack-utils.js `rules.js`). */
const GATSBY_JS_TEST = String(/\.(js|mjs|jsx|ts|tsx)$/);
/** The rule gatsby-plugin-typescript adds (its gatsby-node.js `onCreateWebpackConfig`). */
const TYPESCRIPT_PLUGIN_TEST = String(/\.tsx?$/);
/** gatsby-plugin-mdx's rule for a page template given an MDX file (`Template.tsx?__contentFilePath=…`). */
const isMdxTemplateQuery = (query: unknown) => String(query).includes('__contentFilePath');

/**
 * One Babel pass per module instead of two or three, for a production build. As Gatsby 5 and its
 * plugins set them up, three rules match a TypeScript file:
 * - Gatsby's own JavaScript rule, which already compiles TypeScript: gatsby-plugin-typescript
 *   adds @babel/preset-typescript to every Babel run (`onCreateBabelConfig`);
 * - gatsby-plugin-typescript's `.tsx?` rule, the same Babel loader again;
 * - for an MDX page's template (`DocPage.tsx?__contentFilePath=…`), gatsby-plugin-mdx's rule, whose
 *   layout loader wraps the template around the page and needs JavaScript, not TypeScript.
 * So every component was compiled twice and the template three times for each page, the last two
 * times over output already compiled. What remains: Gatsby's rule for every module except the
 * templates; for those, gatsby-plugin-mdx's Babel loader first (TypeScript and JSX out, queries
 * removed, as for any page template) and its layout loader after it, which emits plain JavaScript.
 * Not for `gatsby develop`: there the passes after the layout loader register the wrapper with
 * Fast Refresh, which is what lets an edited page update in place.
 * Returns the config, changed in place.
 */
export function oneBabelPass<C extends WebpackConfigWithRules>(config: C): C {
  const { rules } = config.module;
  const changed = (what: string) => new Error(`Gatsby internals changed: ${what} (src/gatsby/internals.ts).`);
  const typescript = rules.findIndex((r) => String(r.test) === TYPESCRIPT_PLUGIN_TEST && !r.resourceQuery && typeof r.use === 'function');
  if (typescript < 0) throw changed("gatsby-plugin-typescript's `.tsx?` webpack rule is gone");
  rules.splice(typescript, 1);

  const javascript = rules.find((r) => String(r.test) === GATSBY_JS_TEST && typeof r.use === 'function');
  if (!javascript) throw changed("Gatsby's JavaScript webpack rule is gone");
  if (javascript.resourceQuery) throw changed("Gatsby's JavaScript webpack rule now has a resourceQuery");
  javascript.resourceQuery = { not: [/__contentFilePath=/] };

  const template = rules.find((r) => isMdxTemplateQuery(r.resourceQuery) && typeof r.use === 'function');
  if (!template) throw changed("gatsby-plugin-mdx's page template rule is gone");
  const entriesOf = template.use as (info: unknown) => UseEntry[];
  template.use = (info: unknown) => {
    const entries = entriesOf(info);
    const [babel, layout] = entries;
    if (entries.length !== 2 || !babel || !layout || !/babel-loader/.test(babel.loader) || !/gatsby-layout-loader/.test(layout.loader))
      throw changed("gatsby-plugin-mdx's page template rule no longer runs Babel over gatsby-layout-loader");
    // Webpack runs a rule's loaders last to first: Babel, then the layout loader.
    return [layout, { ...babel, options: withoutContentFile(babel.options) }];
  };
  return config;
}

/**
 * Gatsby's Babel loader keys its Babel configuration on the module's query, and reads from it only
 * `export=`: with the MDX file's path in it, every page's copy of the template built its own
 * configuration (@babel/preset-env's included), and babel-loader's cache could not serve one
 * page's copy to the next though the source and the output are the same.
 */
function withoutContentFile(options: unknown): unknown {
  if (typeof options !== 'object' || options === null || !('resourceQuery' in options) || typeof options.resourceQuery !== 'string')
    return options;
  const kept = new URLSearchParams(options.resourceQuery.replace(/^\?/, ''));
  kept.delete('__contentFilePath');
  return { ...options, resourceQuery: kept.size ? `?${kept.toString()}` : '' };
}

/**
 * gatsby-plugin-mdx's `.mdx` rule (gatsby-plugin-mdx/dist/gatsby-node.js: `use` is a function
 * returning Gatsby's Babel loader and then `gatsby-mdx-loader` with its options), adapted:
 * - without the Babel loader: gatsby-mdx-loader already emits plain JavaScript (no JSX, no
 *   TypeScript), and Babel only lowered syntax the targets support, so the shipped chunks came out
 *   the same without it, while it cost seconds on every page's large compiled output. The pages use
 *   MDX for components, not for JavaScript of their own (no `export`, no expressions beyond props);
 *   a page that brings modern JavaScript would ship it as written;
 * - with `wrapper` (a loader path) around gatsby-mdx-loader when given; the wrapper receives
 *   `{ loader, options }` of the loader it replaces.
 * Returns the config, changed in place.
 */
export function adaptMdxRule<C extends WebpackConfigWithRules>(config: C, wrapper?: string): C {
  const rule = config.module.rules.find((r) => String(r.test) === String(/\.mdx?$/) && typeof r.use === 'function');
  if (!rule) throw new Error("Gatsby internals changed: gatsby-plugin-mdx's `.mdx` webpack rule is gone (src/gatsby/internals.ts).");
  const entriesOf = rule.use as (info: unknown) => UseEntry[];
  rule.use = (info: unknown) => {
    const entries = entriesOf(info);
    if (!entries.some((entry) => /gatsby-mdx-loader/.test(entry.loader)))
      throw new Error('Gatsby internals changed: the `.mdx` rule no longer runs gatsby-mdx-loader (src/gatsby/internals.ts).');
    return entries
      .filter((entry) => !/babel-loader/.test(entry.loader))
      .map((entry) =>
        wrapper && /gatsby-mdx-loader/.test(entry.loader)
          ? { loader: wrapper, options: { loader: entry.loader, options: entry.options } }
          : entry,
      );
  };
  return config;
}
