import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { webpackCacheDir } from '../lib/gatsbyInternals';
import { CONTENT_ROOT, PUBLIC_DIR } from './buildPaths';
import { prepareMarkdownTwins } from './markdown/markdownTwinsAhead';

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
 * Readies the Markdown twins, written once the HTML renderer is built (markdownTwinsAhead.ts).
 *
 * Starts compiling every MDX page in worker threads before webpack asks for them, so the compiles
 * run beside webpack's own work (src/node/webpack/mdxCompiler.cjs). Required by path at run time,
 * as webpack requires the loader that takes the results, so both share one module. Only for a
 * cold build: with its cache, webpack asks for the changed pages alone, and the workers compile
 * those when it does.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ getNodesByType, pathPrefix, graphql, cache }) => {
  prepareMarkdownTwins({ graphql, cache }, { publicDir: PUBLIC_DIR, contentRoot: CONTENT_ROOT, basePath: `${pathPrefix}/` });
  if (fs.existsSync(webpackCacheDir(process.cwd(), 'build-javascript'))) return;
  const compiler = createRequire(path.resolve('package.json'))(path.resolve('src/node/webpack/mdxCompiler.cjs')) as MdxCompiler;
  const pages = (getNodesByType('Mdx') as unknown as MdxNode[]).map((node) => ({
    absolutePath: node.internal.contentFilePath,
    body: node.body,
    mdxNodeId: node.id,
  }));
  compiler.compileAhead({ root: process.cwd(), pathPrefix, pages });
};
