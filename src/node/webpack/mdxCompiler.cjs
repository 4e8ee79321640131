// @ts-check
/**
 * Compiles MDX pages in worker threads (mdxWorker.cjs) for sharedMdxLoader.cjs, so the compile
 * (remark, rehype, highlighting) runs on the cores webpack's one thread leaves idle.
 *
 * `compileAhead` starts the workers before webpack does (onPreBuild) and gives them every page, so
 * the compiles are done or under way by the time webpack asks for them. A page is taken from a
 * worker only when the worker's compile options describe the same pipeline as the loader's
 * (mdxOptionsShape.cjs) and its source is the one webpack reads; otherwise, and when the worker
 * fails, `compileInWorker` returns undefined and the caller compiles in this thread, which also
 * reports a page's compile error the way gatsby-plugin-mdx does.
 *
 * Plain CommonJS, as the loaders: webpack requires it by path, and onPreBuild requires the same
 * file by path, so both share this module's state.
 */
const os = require('node:os');
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const { describeMdxOptions } = require('./mdxOptionsShape.cjs');

const { createFileToMdxCacheKey } = require(
  path.join(path.dirname(require.resolve('gatsby-plugin-mdx/package.json')), 'dist', 'cache-helpers.js'),
);

/** Two cores: the main thread has webpack's own work, so one worker per core beside it is enough. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/** @typedef {{ request: (message: object) => Promise<any>, load: () => number }} Thread */
/** @type {{ threads: Thread[], shape: Promise<string | undefined>, ahead: Map<string, Promise<any>> } | undefined} */
let pool;

const keyOf = (absolutePath, body) => `${absolutePath}\0${body}`;

/** @param {string} root @param {string} pathPrefix @returns {Thread} */
function startThread(root, pathPrefix) {
  const thread = new Worker(path.join(__dirname, 'mdxWorker.cjs'), { workerData: { root, pathPrefix } });
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let next = 0;
  /** @type {Error | undefined} */
  let broken;
  // A thread keeps the build's process alive only while a page is in it.
  const idle = () => (pending.size ? thread.ref() : thread.unref());
  idle();
  thread.on('message', (/** @type {{ id: number }} */ message) => {
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
    idle();
  });
  thread.on('error', (error) => {
    broken = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    idle();
  });
  return {
    load: () => pending.size,
    request: (message) =>
      broken
        ? Promise.reject(broken)
        : new Promise((resolve, reject) => {
            const id = next++;
            pending.set(id, { resolve, reject });
            idle();
            thread.postMessage({ ...message, id });
          }),
  };
}

/** @param {string} root @param {string} pathPrefix */
function startPool(root, pathPrefix) {
  const threads = Array.from({ length: THREADS }, () => startThread(root, pathPrefix));
  const shape = Promise.all(threads.map((thread) => thread.request({ shape: true }).then((reply) => reply.shape))).then(
    (shapes) => (shapes.every((s) => s === shapes[0]) ? shapes[0] : undefined),
    () => undefined,
  );
  return { threads, shape, ahead: new Map() };
}

/** @param {Thread[]} threads */
const leastLoaded = (threads) => threads.reduce((a, b) => (b.load() < a.load() ? b : a));

/** @param {{ absolutePath: string, body: string, mdxNodeId: string }} page */
function send(page) {
  if (!pool) throw new Error('no MDX worker pool');
  return leastLoaded(pool.threads)
    .request(page)
    .then(
      (reply) => (typeof reply.code === 'string' ? reply.code : undefined),
      () => undefined,
    );
}

/**
 * Starts compiling `pages` in the workers, ahead of webpack.
 * @param {{ root: string, pathPrefix: string, pages: Array<{ absolutePath: string, body: string, mdxNodeId: string }> }} work
 */
exports.compileAhead = ({ root, pathPrefix, pages }) => {
  pool ??= startPool(root, pathPrefix);
  for (const page of pages) pool.ahead.set(keyOf(page.absolutePath, page.body), send(page));
};

/** gatsby-plugin-mdx adds its path-prefix plugin with the prefix (`--prefix-paths`) as its option. */
function pathPrefixOf(mdxOptions) {
  const entry = (mdxOptions.remarkPlugins ?? []).find((p) => Array.isArray(p) && p[0]?.name === 'remarkPathPlugin');
  return entry?.[1]?.pathPrefix ?? '';
}

let warned = false;

/**
 * The page compiled by a worker, or undefined when this thread should compile it.
 * @param {{ resourcePath: string, rootContext: string }} context the loader's context
 * @param {{ options: object, cache: { get: (key: string) => Promise<unknown> }, getNode: (id: string) => { body?: string } | undefined }} loaderOptions gatsby-mdx-loader's options
 * @returns {Promise<string | undefined>}
 */
exports.compileInWorker = async (context, loaderOptions) => {
  if (typeof loaderOptions?.cache?.get !== 'function' || typeof loaderOptions.getNode !== 'function' || !loaderOptions.options)
    return undefined;
  pool ??= startPool(context.rootContext, pathPrefixOf(loaderOptions.options));
  if ((await pool.shape) !== describeMdxOptions(loaderOptions.options)) {
    if (!warned) console.warn("warn MDX pages compile in webpack's thread: the workers' compile options differ from the loader's");
    warned = true;
    return undefined;
  }
  const mdxNodeId = await loaderOptions.cache.get(createFileToMdxCacheKey(context.resourcePath));
  const body = typeof mdxNodeId === 'string' ? loaderOptions.getNode(mdxNodeId)?.body : undefined;
  if (typeof body !== 'string') return undefined;
  const key = keyOf(context.resourcePath, body);
  const ahead = pool.ahead.get(key);
  pool.ahead.delete(key);
  return (await ahead) ?? send({ absolutePath: context.resourcePath, body, mdxNodeId });
};
