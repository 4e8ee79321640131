import type { Chunk, ChunkGraph, Compiler, Configuration, Module } from 'webpack';
import { isPageComponentChunkGroup, isTemplateChunk } from '../gatsby/build/conventions';
import { warnOnce, type Warn } from '../gatsby/build/failSafe';

/** The chunk every docs page loads: the article frame, the MDX components, @mdx-js/react. */
export const DOC_LAYOUT_CHUNK = 'doc-layout';

const isMdxPageChunk = (chunk: Chunk): boolean => isTemplateChunk(chunk.name, 'DocPage.tsx');

/**
 * What the MDX pages need beyond their text goes into one chunk, `doc-layout`, which the category
 * and API pages (the other templates) load too. Gatsby's own `shared` group names a chunk after the
 * set of chunks that use it: the category pages carried their own copy of the frame, so a reader
 * going from a category to a page fetched it twice, and the name changed whenever a page was added.
 * What only the API pages share stays in Gatsby's groups. Ranked above Gatsby's `shared` (10),
 * below its framework, lib and styles groups (30, 40). `warn` hears once if no chunk has a
 * template's name: Gatsby's grouping then stays as it is.
 */
export function docLayoutChunk(warn: Warn): Configuration {
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          docLayout: {
            name: DOC_LAYOUT_CHUNK,
            chunks: (chunk: Chunk) => isTemplateChunk(chunk.name),
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
              [...chunkGraph.getModuleChunksIterable(module)].some(isMdxPageChunk),
            minChunks: 2,
            minSize: 0,
            priority: 15,
            reuseExistingChunk: true,
          },
        },
      },
    },
    plugins: [new TemplateChunksSeen(warn)],
  };
}

const PLUGIN = 'TemplateChunksSeen';

/** Warns when there are page components' chunks but none has a template's name (Gatsby renamed them). */
class TemplateChunksSeen {
  constructor(private readonly warn: Warn) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap(PLUGIN, (chunks) => {
        const names = [...chunks].map((chunk) => chunk.name);
        if (names.some(isPageComponentChunkGroup) && !names.some((name) => isTemplateChunk(name)))
          warnOnce(
            'docLayoutChunk',
            this.warn,
            "no chunk has the name of a template's (component---src-templates-…)",
            "Gatsby's own chunks are used (pages work; a category page carries its own copy of the doc frame)",
          );
      });
    });
  }
}
