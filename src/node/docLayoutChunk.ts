import type { Chunk, ChunkGraph, Compiler, Configuration, Module } from 'webpack';
import { isPageComponentChunkGroup, isTemplateChunk } from '../gatsby/node/conventions';
import { warnOnce, type Warn } from '../gatsby/node/failSafe';

/** The chunk every docs page loads: the article frame, the MDX components, @mdx-js/react. */
export const DOC_LAYOUT_CHUNK = 'doc-layout';

/** The template of the MDX pages: what its chunks share is the frame. */
const MDX_TEMPLATE = 'DocPage.tsx';

const isMdxPageChunk = (chunk: Chunk): boolean => isTemplateChunk(chunk.name, MDX_TEMPLATE);

/**
 * What the MDX pages share goes into one chunk that every template's page loads. Gatsby's `shared`
 * group names a chunk after the chunks using it, so the category pages kept their own copy of the
 * frame and the name changed with every added page (docs/decisions/2026-11-27-doc-layout-chunk.md).
 * Ranked above `shared` (10), below Gatsby's `commons`, `lib`, `framework` and `styles` (20–40).
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
          },
        },
      },
    },
    plugins: [new TemplateChunksSeen(warn)],
  };
}

const PLUGIN = 'TemplateChunksSeen';

/** Warns when page components' chunks exist but none has the MDX template's name (Gatsby renamed them). */
class TemplateChunksSeen {
  constructor(private readonly warn: Warn) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap(PLUGIN, (chunks) => {
        const all = [...chunks];
        if (all.some((chunk) => isPageComponentChunkGroup(chunk.name)) && !all.some(isMdxPageChunk))
          warnOnce(
            'docLayoutChunk',
            this.warn,
            `no chunk has the name Gatsby gives ${MDX_TEMPLATE}'s pages (src/gatsby/node/conventions.ts)`,
            "Gatsby's own chunks are used (pages work; a category page carries its own copy of the doc frame)",
          );
      });
    });
  }
}
