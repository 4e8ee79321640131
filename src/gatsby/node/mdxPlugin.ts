import { createRequire } from 'node:module';
import { ShapeChanged } from './failSafe';

/**
 * The parts of gatsby-plugin-mdx's compile that pagesAsData repeats (src/node/faster):
 * its `dist/` files, which any release may change. gatsby.test.ts reads the installed plugin's
 * source and fails, naming the interface, when one is gone.
 */
export interface MdxPluginInternals {
  /** `enhanceMdxOptions(pluginOptions, helpers)`: the compile options its loader gets; reads `helpers.store` and `helpers.pathPrefix`. */
  enhanceMdxOptions: (
    pluginOptions: object,
    helpers: { store: { getState: () => { config: object } }; pathPrefix: string },
  ) => Promise<Record<string, unknown>>;
  /** `compileMDX({ absolutePath, source }, options, cache, reporter)`: its loader's compile of a node's body. */
  compileMDX: (
    page: { absolutePath: string; source: string },
    options: object,
    cache: { get: (key: string) => Promise<unknown> },
    reporter: { panicOnBuild: (error: unknown) => void },
  ) => Promise<{ processedMDX?: string } | undefined>;
}

/** Loads gatsby-plugin-mdx's internals; throws ShapeChanged when a file or an export is gone. */
export function mdxPluginInternals(load: (file: string) => unknown = loadDist): MdxPluginInternals {
  const exported = (file: string, name: string): unknown => {
    let module: unknown;
    try {
      module = load(file);
    } catch (error) {
      throw new ShapeChanged(`gatsby-plugin-mdx has no dist/${file} (${(error as Error).message})`);
    }
    const value = (module as Record<string, unknown> | undefined)?.[name];
    if (typeof value !== 'function') throw new ShapeChanged(`gatsby-plugin-mdx's dist/${file} no longer exports ${name}()`);
    return value;
  };
  return {
    enhanceMdxOptions: exported('plugin-options.js', 'enhanceMdxOptions') as MdxPluginInternals['enhanceMdxOptions'],
    compileMDX: exported('compile-mdx.js', 'compileMDX') as MdxPluginInternals['compileMDX'],
  };
}

function loadDist(file: string): unknown {
  const plugin = createRequire(createRequire(`${process.cwd()}/package.json`).resolve('gatsby-plugin-mdx/package.json'));
  return plugin(`./dist/${file}`);
}

/**
 * The compile options gatsby-plugin-mdx gives its loader, built as its `onCreateWebpackConfig`
 * builds them: from the plugin's options, Gatsby's JSX settings (`store.getState().config`) and the
 * path prefix.
 */
export function mdxCompileOptions(
  internals: Pick<MdxPluginInternals, 'enhanceMdxOptions'>,
  pluginOptions: object,
  { jsxRuntime, pathPrefix }: { jsxRuntime: string; pathPrefix: string },
): Promise<Record<string, unknown>> {
  return internals.enhanceMdxOptions(pluginOptions, { store: { getState: () => ({ config: { jsxRuntime } }) }, pathPrefix });
}

/**
 * A page compiled as gatsby-mdx-loader compiles it: `compileMDX` over its `Mdx` node's body, given
 * the node's id as the loader's cache gives it. Throws what the plugin would have panicked with.
 */
export async function compilePage(
  internals: Pick<MdxPluginInternals, 'compileMDX'>,
  options: object,
  page: { absolutePath: string; body: string; mdxNodeId: string },
): Promise<string> {
  let failure: unknown;
  const reporter = {
    panicOnBuild: (error: unknown) => (failure = (error as { context?: { errorMeta?: unknown } }).context?.errorMeta ?? error),
  };
  const result = await internals.compileMDX(
    { absolutePath: page.absolutePath, source: page.body },
    options,
    { get: async () => page.mdxNodeId },
    reporter,
  );
  if (typeof result?.processedMDX !== 'string') throw failure ?? new Error('gatsby-plugin-mdx compiled nothing');
  return result.processedMDX;
}

/**
 * A page's HTML tree (hast) as `compilePage` has it after every rehype plugin, gatsby-plugin-mdx's
 * included, just before MDX turns it into JavaScript: one rehype plugin more takes the tree and stops there.
 */
export async function compilePageTree(
  internals: Pick<MdxPluginInternals, 'compileMDX'>,
  options: Record<string, unknown>,
  page: { absolutePath: string; body: string; mdxNodeId: string },
): Promise<unknown> {
  let tree: unknown;
  const take = () => (root: unknown) => {
    tree = root;
    throw new Error('tree taken');
  };
  const rehypePlugins = [...((options.rehypePlugins as unknown[] | undefined) ?? []), take];
  try {
    await compilePage(internals, { ...options, rehypePlugins }, page);
  } catch (error) {
    if (tree === undefined) throw error;
  }
  if (tree === undefined) throw new Error('gatsby-plugin-mdx compiled the page without its rehype plugins');
  return tree;
}
