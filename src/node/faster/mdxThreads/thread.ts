import { parentPort, workerData } from 'node:worker_threads';
import { mdxCompileOptions, mdxPluginInternals } from '../../../gatsby/node/mdxPlugin';
import type { ContentTree } from '../../../mdx/contentTree';
import { JSX_RUNTIME, mdxPluginOptions } from '../../../mdx/options';
import { pageTwin, type PageTwin, type TwinSite, type TwinSource } from '../../../twins/pageTwin';
import { compileTree, type TreeSource } from '../pagesAsData';

/**
 * An MDX thread: compiles pages to their content trees as pagesAsData does in the build's process,
 * from the site's own MDX options (src/mdx/options.ts) and gatsby-plugin-mdx's `enhanceMdxOptions`,
 * and makes Markdown twins with pageTwin. The entry of its own bundle (see bundle.ts), compiled like gatsby-node.
 */

export type ThreadRequest = { id: number; tree: TreeSource } | { id: number; twinSite: TwinSite } | { id: number; twin: TwinSource };

export type ThreadReply = { id: number; tree?: ContentTree; twin?: PageTwin; error?: string };

const { pathPrefix } = workerData as { pathPrefix: string };
const internals = mdxPluginInternals();
const options = mdxCompileOptions(internals, mdxPluginOptions, { jsxRuntime: JSX_RUNTIME, pathPrefix });
let site: TwinSite | undefined;

async function handle(message: ThreadRequest): Promise<ThreadReply> {
  if ('twinSite' in message) {
    site = message.twinSite;
    return { id: message.id };
  }
  if ('twin' in message) {
    if (!site) throw new Error('no site for the Markdown twins');
    return { id: message.id, twin: pageTwin(message.twin, site) };
  }
  return { id: message.id, tree: await compileTree(internals, await options, message.tree) };
}

// One request at a time, in the order sent: each reply goes back when ready, and memory holds one page's trees.
let queue = Promise.resolve();
parentPort?.on('message', (message: ThreadRequest) => {
  queue = queue.then(() =>
    handle(message).then(
      (reply) => parentPort?.postMessage(reply),
      (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
