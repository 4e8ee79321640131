// @ts-check
/**
 * A worker thread that compiles MDX pages as gatsby-plugin-mdx's loader does, so the compile
 * (remark, rehype, highlighting: the most of the browser bundle's own work) runs on the core
 * webpack leaves idle. It rebuilds the loader's options from what Gatsby itself runs: the
 * compiled gatsby-config (the site's remark and rehype plugins) and gatsby-plugin-mdx's own
 * `enhanceMdxOptions`. mdxCompiler.cjs checks that they describe the same pipeline as the
 * options webpack holds before it sends a page, and compiles in its own thread otherwise.
 *
 * Plain CommonJS, as the loaders: it runs outside the compiled gatsby-node bundle.
 */
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { describeMdxOptions } = require('./mdxOptionsShape.cjs');

const { compileMDX, enhanceMdxOptions } = require('../../gatsby/gatsbyPluginMdx.cjs');

/** @type {{ root: string, pathPrefix: string }} */
const { root, pathPrefix } = workerData;

const compiled = require(path.join(root, '.cache', 'compiled', 'gatsby-config.js'));
/** @type {object | undefined} the TwinSite of the twins this worker makes */
let twinSite;

const ready = (async () => {
  const config = compiled.default ?? compiled;
  const plugin = config.plugins.find((p) => (typeof p === 'string' ? p : p.resolve) === 'gatsby-plugin-mdx');
  const store = { getState: () => ({ config: { jsxRuntime: config.jsxRuntime, jsxImportSource: config.jsxImportSource } }) };
  return enhanceMdxOptions(typeof plugin === 'object' ? (plugin.options ?? {}) : {}, { store, pathPrefix });
})();

/**
 * @param {{ id: number, absolutePath: string, body: string, mdxNodeId: string } | { id: number, shape: true } | { id: number, twinSite: object } | { id: number, twin: object }} message
 */
async function handle(message) {
  try {
    // The Markdown twins (src/twins/pageTwin.ts, as the compiled gatsby-config exports it):
    // first the site they resolve links against, once, then each page.
    if ('twinSite' in message) {
      twinSite = message.twinSite;
      return parentPort?.postMessage({ id: message.id });
    }
    if ('twin' in message) {
      if (!twinSite) throw new Error('no site for the Markdown twins');
      return parentPort?.postMessage({ id: message.id, twin: compiled.pageTwin(message.twin, twinSite) });
    }
    const options = await ready;
    if ('shape' in message) return parentPort?.postMessage({ id: message.id, shape: describeMdxOptions(options) });
    /** @type {unknown} */
    let failure;
    const reporter = {
      panicOnBuild: (/** @type {{ context?: { errorMeta?: unknown } }} */ error) => (failure = error.context?.errorMeta ?? error),
    };
    const cache = { get: async () => message.mdxNodeId };
    const result = await compileMDX({ absolutePath: message.absolutePath, source: message.body }, options, cache, reporter);
    if (!result?.processedMDX) throw failure ?? new Error('no output');
    parentPort?.postMessage({ id: message.id, code: result.processedMDX });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error instanceof Error ? error.message : error) });
  }
}

/**
 * One page at a time, in the order sent: each result goes back as soon as it is ready, and memory
 * holds one page's trees however many pages wait.
 */
let queue = Promise.resolve();
parentPort?.on('message', (message) => {
  queue = queue.then(() => handle(message));
});
