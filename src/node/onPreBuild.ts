import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface MdxCompiler {
  compileAhead: (work: {
    root: string;
    pathPrefix: string;
    pages: Array<{ absolutePath: string; body: string; mdxNodeId: string }>;
  }) => void;
}

interface MdxNode {
  id: string;
  body: string;
  internal: { contentFilePath: string };
}

/**
 * Starts compiling every MDX page in worker threads before webpack asks for them, so the compiles
 * run beside webpack's own work (src/node/webpack/mdxCompiler.cjs). Required by path at run time,
 * as webpack requires the loader that takes the results, so both share one module.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ getNodesByType, pathPrefix }) => {
  const compiler = createRequire(path.resolve('package.json'))(path.resolve('src/node/webpack/mdxCompiler.cjs')) as MdxCompiler;
  const pages = (getNodesByType('Mdx') as unknown as MdxNode[]).map((node) => ({
    absolutePath: node.internal.contentFilePath,
    body: node.body,
    mdxNodeId: node.id,
  }));
  compiler.compileAhead({ root: process.cwd(), pathPrefix, pages });
};
