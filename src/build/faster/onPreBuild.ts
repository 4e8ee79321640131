import fs from 'node:fs';
import type { GatsbyNode } from 'gatsby';
import { webpackCacheDir } from '../../gatsby/internals';
import { CONTENT_ROOT, PUBLIC_DIR } from '../../site/paths';
import { prepareMarkdownTwins } from '../../twins/markdownTwinsAhead';
import { mdxWorkers } from './mdxWorkers';

interface MdxNode {
  id: string;
  body: string;
  internal: { contentFilePath: string };
}

/**
 * Starts compiling every MDX page in worker threads before webpack asks for them, so the compiles
 * run beside webpack's own work (src/build/faster/mdxCompiler.cjs). Only for a cold build: with
 * its cache, webpack asks for the changed pages alone, and the workers compile those when it does.
 *
 * Then readies the Markdown twins (markdownTwinsAhead.ts): made by those workers once the pages
 * are compiled, or, without workers, once the HTML renderer is built.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ getNodesByType, pathPrefix, graphql, cache }) => {
  if (!fs.existsSync(webpackCacheDir(process.cwd(), 'build-javascript'))) {
    const pages = (getNodesByType('Mdx') as unknown as MdxNode[]).map((node) => ({
      absolutePath: node.internal.contentFilePath,
      body: node.body,
      mdxNodeId: node.id,
    }));
    mdxWorkers().compileAhead({ root: process.cwd(), pathPrefix, pages });
  }
  prepareMarkdownTwins({ graphql, cache }, { publicDir: PUBLIC_DIR, contentRoot: CONTENT_ROOT, basePath: `${pathPrefix}/` });
};
