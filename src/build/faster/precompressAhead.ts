import path from 'node:path';
import type { Compiler } from 'webpack';
import { precompressAhead } from '../precompress';

/**
 * Hands the browser bundle's files to precompression as soon as webpack has written them: the
 * HTML renderer is built next, on one core, and the brotli of the chunks and styles (most of the
 * compression's work) fills the other. onPostBuild's precompress keeps these results.
 */
export class PrecompressAheadPlugin {
  constructor(private readonly manifestFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('PrecompressAheadPlugin', ({ compilation }) => {
      const dir = compilation.outputOptions.path ?? compiler.outputPath;
      // Only what was written: an unchanged file webpack left alone keeps its copies.
      precompressAhead(
        dir,
        [...compilation.emittedAssets].map((name) => path.join(dir, name)),
        this.manifestFile,
      );
    });
  }
}
