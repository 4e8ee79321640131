// @ts-check
/**
 * The parts of gatsby-plugin-mdx's compile that the MDX workers repeat (mdxWorker.cjs,
 * mdxCompiler.cjs), in one place. They are internals (its `dist/` files), so any release may change
 * them: src/gatsby/internals.test.ts reads the installed plugin's source and fails, naming the
 * interface, when one is gone. Plain CommonJS, as the loaders that use it: webpack loads them by
 * path, outside the compiled gatsby-node bundle, so they cannot import src/gatsby/internals.ts.
 */
const path = require('node:path');

const dist = (file) => require(path.join(path.dirname(require.resolve('gatsby-plugin-mdx/package.json')), 'dist', file));

/** `enhanceMdxOptions(pluginOptions, helpers)`: the compile options its loader gets; reads `helpers.store` and `helpers.pathPrefix`. */
exports.enhanceMdxOptions = dist('plugin-options.js').enhanceMdxOptions;

/** `compileMDX({ absolutePath, source }, options, cache, reporter)`: its loader's compile of a node's body. */
exports.compileMDX = dist('compile-mdx.js').compileMDX;

/** The cache key under which it keeps the id of a file's `Mdx` node. */
exports.createFileToMdxCacheKey = dist('cache-helpers.js').createFileToMdxCacheKey;
