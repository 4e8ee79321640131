// @ts-check
/**
 * A webpack loader that runs the function it is given (`options.run`), so the speed layer's MDX
 * compile (src/node/faster/mdxCompiles.ts) lives in the build's TypeScript with its state, and
 * webpack still loads a loader by path. Plain CommonJS: webpack requires it as it is.
 * @this {import('webpack').LoaderContext<{ run: (context: import('webpack').LoaderContext<unknown>, source: string) => Promise<string | Buffer> }>}
 * @param {string} source
 */
module.exports = function delegatingLoader(source) {
  const callback = this.async();
  this.getOptions()
    .run(this, source)
    .then(
      (output) => callback(null, output),
      (error) => callback(error),
    );
};
