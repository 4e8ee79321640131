// @ts-check
/**
 * A webpack loader that runs the function it is given (`options.run`), so what the speed layer puts
 * in gatsby-mdx-loader's place (previewShellOnly's empty page) lives in the build's TypeScript, and
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
