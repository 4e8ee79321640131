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
const isMdxLoader = (entry: UseEntry | undefined) => Boolean(entry && /gatsby-mdx-loader/.test(entry.loader));
const isBabel = (entry: UseEntry) => /babel-loader/.test(entry.loader);

/** What a `use` function returns for a sample module (no query): how an adaptation checks a rule before relying on it. */
const SAMPLE_MDX: UseInfo = { resourceQuery: '', issuer: '' };

function findRule(rules: Rule[], what: string, matches: (rule: Rule) => boolean): Rule & { use: UseFunction } {
  const rule = rules.find((r) => matches(r) && typeof r.use === 'function');
  if (!rule) throw new ShapeChanged(`${what} is gone`);
  return rule as Rule & { use: UseFunction };
}

/**
 * One Babel pass per TypeScript module instead of two (production). As Gatsby 5 sets them up, two
 * rules match one: Gatsby's JavaScript rule, which compiles TypeScript (gatsby-plugin-typescript adds
 * its preset to every Babel run), and gatsby-plugin-typescript's `.tsx?` rule, the same Babel again.
 * The second stays for an MDX page's template only (a doc page that is a module, not data), where it
 * runs first and strips the types before gatsby-plugin-mdx's layout loader parses the template as
 * JavaScript. Changes `config` in place.
 */
export function oneBabelPass(config: WebpackConfigWithRules): void {
  const { rules } = config.module;
  findRule(rules, "Gatsby's JavaScript webpack rule", (r) => String(r.test) === GATSBY_JS_TEST && !r.resourceQuery);
  const typescript = findRule(
    rules,
    "gatsby-plugin-typescript's `.tsx?` webpack rule",
    (r) => String(r.test) === TYPESCRIPT_PLUGIN_TEST && !r.resourceQuery,
  );
  if (!typescript.use(SAMPLE_MDX).every(isBabel)) throw new ShapeChanged("gatsby-plugin-typescript's `.tsx?` rule runs more than Babel");
  const typescriptUse = typescript.use;
  typescript.use = (info) => (isTemplateQuery(info.resourceQuery) ? typescriptUse(info) : []);
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
