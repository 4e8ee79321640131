import { ShapeChanged, warnOnce, type Warn } from './failSafe';

/**
 * The webpack rules Gatsby and its plugins set up, as this site adapts them. Each adaptation first
 * finds every rule it needs and checks what it returns for a sample module (throwing ShapeChanged,
 * before it changes anything); a module that later does not match is left to Gatsby's own rules.
 */

/** A webpack `use` entry, as Gatsby and gatsby-plugin-mdx write them. */
export interface UseEntry {
  loader: string;
  options?: unknown;
}

interface UseInfo {
  resourceQuery?: string;
  issuer?: string;
}

type UseFunction = (info: UseInfo) => UseEntry[];

interface Rule {
  test?: unknown;
  use?: unknown;
  resourceQuery?: unknown;
}

/** The shape of the config Gatsby hands to `onCreateWebpackConfig` through `getConfig()`. */
export interface WebpackConfigWithRules {
  module: { rules: Rule[] };
}

/** Gatsby's own rule for JavaScript and TypeScript (gatsby/dist/utils/webpack-utils.js `rules.js`). */
const GATSBY_JS_TEST = String(/\.(js|mjs|jsx|ts|tsx)$/);
/** The rule gatsby-plugin-typescript adds (its gatsby-node.js `onCreateWebpackConfig`). */
const TYPESCRIPT_PLUGIN_TEST = String(/\.tsx?$/);
/** gatsby-plugin-mdx's rule for `.mdx` files (its dist/gatsby-node.js). */
const MDX_TEST = String(/\.mdx?$/);
/** A page template given an MDX file, as gatsby-plugin-mdx asks for it (`Template.tsx?__contentFilePath=…`). */
const isTemplateQuery = (query: unknown) => /__contentFilePath=/.test(String(query ?? ''));
const isBabel = (entry: UseEntry | undefined) => Boolean(entry && /babel-loader/.test(entry.loader));
const isLayoutLoader = (entry: UseEntry | undefined) => Boolean(entry && /gatsby-layout-loader/.test(entry.loader));
const isMdxLoader = (entry: UseEntry | undefined) => Boolean(entry && /gatsby-mdx-loader/.test(entry.loader));

/** What a `use` function returns for a sample module: how an adaptation checks a rule before relying on it. */
const SAMPLE_TEMPLATE: UseInfo = { resourceQuery: '?__contentFilePath=/site/content/docs/sample.mdx', issuer: '' };
const SAMPLE_MDX: UseInfo = { resourceQuery: '', issuer: '' };

function findRule(rules: Rule[], what: string, matches: (rule: Rule) => boolean): Rule & { use: UseFunction } {
  const rule = rules.find((r) => matches(r) && typeof r.use === 'function');
  if (!rule) throw new ShapeChanged(`${what} is gone`);
  return rule as Rule & { use: UseFunction };
}

/** The template's Babel then layout loader, or undefined when gatsby-plugin-mdx's rule returns something else. */
function babelThenLayout(entries: UseEntry[]): [UseEntry, UseEntry] | undefined {
  const [babel, layout] = entries;
  return entries.length === 2 && babel && layout && isBabel(babel) && isLayoutLoader(layout) ? [babel, layout] : undefined;
}

/**
 * Gatsby's Babel loader keys its Babel configuration on the module's query, and reads from it only
 * `export=`: with the MDX file's path in it, every page's copy of the template built its own
 * configuration, and babel-loader's cache could not serve one page's copy to the next.
 */
function withoutContentFile(options: unknown): unknown {
  if (typeof options !== 'object' || options === null || !('resourceQuery' in options) || typeof options.resourceQuery !== 'string')
    return options;
  const kept = new URLSearchParams(options.resourceQuery.replace(/^\?/, ''));
  kept.delete('__contentFilePath');
  return { ...options, resourceQuery: kept.size ? `?${kept.toString()}` : '' };
}

/**
 * One Babel pass per module instead of two or three (production). As Gatsby 5 sets them up, three
 * rules match a TypeScript page template: Gatsby's JavaScript rule (which compiles TypeScript, as
 * gatsby-plugin-typescript adds its preset to every Babel run), gatsby-plugin-typescript's `.tsx?`
 * rule (the same Babel again), and gatsby-plugin-mdx's template rule, whose layout loader wraps the
 * template around the page. What remains: Gatsby's rule for every module but the templates, and for
 * those gatsby-plugin-mdx's Babel first, its layout loader after. Not for `gatsby develop`, where the
 * passes after the layout loader register the wrapper with Fast Refresh. Changes `config` in place.
 */
export function oneBabelPass(config: WebpackConfigWithRules, part: string, warn: Warn): void {
  const { rules } = config.module;
  const typescript = rules.findIndex((r) => String(r.test) === TYPESCRIPT_PLUGIN_TEST && !r.resourceQuery && typeof r.use === 'function');
  if (typescript < 0) throw new ShapeChanged("gatsby-plugin-typescript's `.tsx?` webpack rule is gone");
  const javascript = findRule(rules, "Gatsby's JavaScript webpack rule", (r) => String(r.test) === GATSBY_JS_TEST && !r.resourceQuery);
  const template = findRule(rules, "gatsby-plugin-mdx's page template rule", (r) => isTemplateQuery(r.resourceQuery));
  if (!babelThenLayout(template.use(SAMPLE_TEMPLATE)))
    throw new ShapeChanged("gatsby-plugin-mdx's page template rule no longer runs Babel over gatsby-layout-loader");

  rules.splice(typescript, 1);
  const javascriptUse = javascript.use;
  const templateUse = template.use;
  const adapted = (info: UseInfo) => (isTemplateQuery(info.resourceQuery) ? babelThenLayout(templateUse(info)) : undefined);
  // A template the template rule takes whole is not Gatsby's rule's; any other module is.
  javascript.use = (info) => (adapted(info) ? [] : javascriptUse(info));
  template.use = (info) => {
    const pair = adapted(info);
    if (!pair) {
      warnOnce(part, warn, `gatsby-plugin-mdx's template rule returned other loaders for ${info.resourceQuery ?? 'a module'}`);
      return templateUse(info);
    }
    // Webpack runs a rule's loaders last to first: Babel, then the layout loader.
    const [babel, layout] = pair;
    return [layout, { ...babel, options: withoutContentFile(babel.options) }];
  };
}

/**
 * gatsby-plugin-mdx's `.mdx` rule (`use` returns Gatsby's Babel loader, then gatsby-mdx-loader with
 * its options), adapted: gatsby-mdx-loader's entry replaced by `wrap(entry)`. Changes `config` in
 * place and returns it.
 */
export function adaptMdxRule<C extends WebpackConfigWithRules>(
  config: C,
  wrap: (entry: UseEntry) => UseEntry,
  part: string,
  warn: Warn,
): C {
  const rule = findRule(config.module.rules, "gatsby-plugin-mdx's `.mdx` webpack rule", (r) => String(r.test) === MDX_TEST);
  if (!rule.use(SAMPLE_MDX).some(isMdxLoader)) throw new ShapeChanged('the `.mdx` rule no longer runs gatsby-mdx-loader');
  const original = rule.use;
  rule.use = (info) => {
    const entries = original(info);
    if (!entries.some(isMdxLoader)) {
      warnOnce(part, warn, `the \`.mdx\` rule returned no gatsby-mdx-loader for ${info.resourceQuery || 'a module'}`);
      return entries;
    }
    return entries.map((entry) => (isMdxLoader(entry) ? wrap(entry) : entry));
  };
  return config;
}

/**
 * Puts `replacement` where Gatsby's JavaScript minimizer is: the TerserPlugin of its `minifyJs`
 * (gatsby/dist/utils/webpack-utils.js) in the browser bundle's `optimization.minimizer`.
 */
export function replaceJsMinimizer(config: { optimization?: { minimizer?: unknown[] } }, replacement: object): void {
  const minimizers = config.optimization?.minimizer;
  const terser = minimizers?.findIndex((plugin) => (plugin as object | undefined)?.constructor.name === 'TerserPlugin') ?? -1;
  if (!minimizers || terser < 0) throw new ShapeChanged("Gatsby's TerserPlugin is not among the browser bundle's minimizers");
  minimizers[terser] = replacement;
}
