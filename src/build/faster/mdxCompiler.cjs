// @ts-check
/**
 * Compiles MDX pages in worker threads (mdxWorker.cjs) for sharedMdxLoader.cjs, so the compile
 * (remark, rehype, highlighting) runs on the cores webpack's one thread leaves idle.
 *
 * `compileAhead` starts the workers before webpack does (onPreBuild, in a cold build) and gives
 * them every page, so the compiles are done or under way by the time webpack asks for them.
 * Without it (a warm build, which compiles a few changed pages) every page compiles in this
 * thread. A page is taken from a worker only when the worker's compile options describe the same
 * pipeline as the loader's
 * (mdxOptionsShape.cjs) and its source is the one webpack reads; otherwise, and when the worker
 * fails, `compileInWorker` returns undefined and the caller compiles in this thread, which also
 * reports a page's compile error the way gatsby-plugin-mdx does. Once their pages are compiled,
 * the workers make the Markdown twins too (`twinInWorker`, see markdownTwinsAhead.ts).
 *
 * Plain CommonJS, as the loaders: webpack requires it by path, and the build's own code the same
 * file by path (mdxWorkers.ts), so both share this module's state.
 */
const os = require('node:os');
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const { describeMdxOptions } = require('./mdxOptionsShape.cjs');

const { createFileToMdxCacheKey } = require('../../gatsby/gatsbyPluginMdx.cjs');

/** One worker per core beside webpack's own thread, at most two: on two cores, one. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/** @typedef {{ request: (message: object) => Promise<any>, load: () => number, broken: () => boolean, stop: () => void }} Thread */
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
  /** @param {Error} error */
  const fail = (error) => {
    broken ??= error;
    for (const { reject } of pending.values()) reject(broken);
    pending.clear();
    idle();
  };
  thread.on('error', fail);
  // A thread that ends by itself (plugin code calling process.exit) would leave its pages waiting.
  thread.on('exit', (code) => fail(new Error(`the MDX worker stopped (exit code ${code})`)));
  return {
    load: () => pending.size,
    broken: () => broken !== undefined,
    stop: () => void thread.terminate(),
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

/** @param {object} message @returns {Promise<any>} the reply of the least busy working thread (undefined: none, or it failed) */
function request(message) {
  const working = (pool?.threads ?? []).filter((thread) => !thread.broken());
  if (!working.length) return Promise.resolve(undefined);
  return working
    .reduce((a, b) => (b.load() < a.load() ? b : a))
    .request(message)
    .catch(() => undefined);
}

/** @param {{ absolutePath: string, body: string, mdxNodeId: string }} page @returns {Promise<string | undefined>} */
const send = (page) => request(page).then((reply) => (typeof reply?.code === 'string' ? reply.code : undefined));

/** Whether the workers were started (a cold production build): they can take other work after the pages. */
exports.workersStarted = () => pool !== undefined;

/** @type {WeakSet<object>} the twin sites (src/twins/pageTwin.ts) the workers were given */
const sitesSent = new WeakSet();
let twinFailureShown = false;

/**
 * A page's Markdown twin made in a worker, after the pages given before it; undefined when no
 * worker can (none started, or it failed), and the caller makes it itself. The site (routes and
 * folders the twin's links resolve against, the same for every page) goes to each worker once.
 * @param {object} source a TwinSource @param {object} site a TwinSite
 * @returns {Promise<{ markdown: string, links: string[] } | undefined>}
 */
exports.twinInWorker = async (source, site) => {
  if (!sitesSent.has(site)) {
    sitesSent.add(site);
    for (const thread of pool?.threads ?? []) if (!thread.broken()) thread.request({ twinSite: site }).catch(() => {});
  }
  const reply = await request({ twin: source });
  if (typeof reply?.twin?.markdown === 'string' && Array.isArray(reply.twin.links)) return reply.twin;
  if (reply?.error && !twinFailureShown) {
    twinFailureShown = true;
    console.warn(`warn Markdown twins are made in the main thread: a worker could not (${reply.error})`);
  }
  return undefined;
};

/**
 * Starts compiling `pages` in the workers, ahead of webpack. Each worker takes its pages one at a
 * time and sends each back when it is done; pages webpack asks for meanwhile wait behind them.
 * @param {{ root: string, pathPrefix: string, pages: Array<{ absolutePath: string, body: string, mdxNodeId: string }> }} work
 */
exports.compileAhead = ({ root, pathPrefix, pages }) => {
  pool ??= startPool(root, pathPrefix);
  for (const page of pages) pool.ahead.set(keyOf(page.absolutePath, page.body), send(page));
};

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
  // Started by compileAhead, for a cold build only; a warm build compiles its few pages here.
  if (!pool) return undefined;
  if ((await pool.shape) !== describeMdxOptions(loaderOptions.options)) {
    if (!warned) console.warn("warn MDX pages compile in webpack's thread: the workers' compile options differ from the loader's");
    warned = true;
    // What they compile ahead would never be used.
    for (const thread of pool.threads) thread.stop();
    return undefined;
  }
  const mdxNodeId = await loaderOptions.cache.get(createFileToMdxCacheKey(context.resourcePath));
  const body = typeof mdxNodeId === 'string' ? loaderOptions.getNode(mdxNodeId)?.body : undefined;
  if (typeof body !== 'string') return undefined;
  const key = keyOf(context.resourcePath, body);
  const ahead = pool.ahead.get(key);
  pool.ahead.delete(key);
  // A page that failed ahead fails again: this thread compiles it and reports the error.
  return ahead ?? send({ absolutePath: context.resourcePath, body, mdxNodeId });
};
