// @ts-check
/**
 * gatsby-plugin-mdx's loader, run once per page content instead of once per webpack build. A
 * production build compiles every page twice, for the browser bundle and for the HTML renderer,
 * and the compile (remark, rehype, highlighting) is the same for both; Docusaurus shares it the
 * same way (its mdxCrossCompilerCache). This is a webpack loader, so it is plain CommonJS: webpack
 * requires it by path, outside the compiled gatsby-node bundle.
 *
 * A result is kept until its second use (the other build) and then dropped, so memory holds at most
 * the pages compiled once; the key is the file and its content, so an edited page compiles again.
 * The compile itself runs in a worker thread when it can (mdxCompiler.cjs).
 */
const crypto = require('node:crypto');
const { compileInWorker } = require('./mdxCompiler.cjs');

/**
 * In the worker thread when it can (mdxCompiler.cjs), else here, with gatsby-plugin-mdx's loader.
 * @param {import('webpack').LoaderContext<unknown>} context
 * @param {string} source
 * @param {string} loader
 * @param {any} options
 * @returns {Promise<string | Buffer>}
 */
async function compile(context, source, loader, options) {
  // Anything unexpected on the way to a worker leaves the page to gatsby-plugin-mdx's loader here.
  const fromWorker = await compileInWorker(context, options).catch(() => undefined);
  if (fromWorker !== undefined) return fromWorker;
  const inner = require(loader);
  // The wrapped loader reads its own options through `this.getOptions()`.
  const here = Object.create(context, { getOptions: { value: () => options } });
  return (inner.default ?? inner).call(here, source);
}

/** @type {Map<string, { result: Promise<string | Buffer>, uses: number }>} */
const compiled = new Map();

/**
 * @this {import('webpack').LoaderContext<{ loader: string, options: unknown }>}
 * @param {string} source
 */
module.exports = function sharedMdxLoader(source) {
  const { loader, options } = this.getOptions();
  const key = `${this.resourcePath}\0${crypto.createHash('sha256').update(source).digest('base64')}`;
  let entry = compiled.get(key);
  if (!entry) {
    entry = { result: compile(this, source, loader, options), uses: 0 };
    compiled.set(key, entry);
  }
  entry.uses += 1;
  if (entry.uses >= 2) compiled.delete(key);
  const callback = this.async();
  entry.result.then(
    (output) => callback(null, output),
    (error) => {
      compiled.delete(key);
      callback(error);
    },
  );
};
