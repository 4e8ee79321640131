import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { PageTwin, TwinSite, TwinSource } from '../../../twins/pageTwin';
import { ownCacheDir } from '../../../gatsby/node/conventions';

/** The thread's entry (thread.ts), from the site root; its bundle holds the site's twin code. */
const ENTRY = 'src/node/faster/mdxThreads/thread.ts';

/**
 * Compiles the MDX thread's entry into one CommonJS file under `.cache`, as Gatsby's own compile
 * does gatsby-node (esbuild, packages external). Returns its path; throws what esbuild reports.
 */
export function bundleThreadEntry(root = process.cwd(), outDir = ownCacheDir(root, 'faster')): string {
  const outfile = path.join(outDir, 'mdx-thread.js');
  buildSync({
    entryPoints: [path.join(root, ENTRY)],
    absWorkingDir: root,
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
  });
  return outfile;
}

/** What the thread is given: the pages' twin sources and the site they belong to. */
export interface TwinBatch {
  sources: readonly TwinSource[];
  site: TwinSite;
}

/**
 * The Markdown twins of `sources`, made by pageTwin in a worker thread beside the build's own work:
 * one batch, answered at once, after which the thread ends. Rejects when the thread fails or stops.
 * One thread, not one per core: the build was measured on two cores only, where a second would
 * have no core of its own. `bundle` is thread.ts compiled on its own (bundleThreadEntry).
 */
export function twinsInThread(bundle: string, batch: TwinBatch): Promise<PageTwin[]> {
  // Started inside the promise: a thread that cannot start rejects it too.
  return new Promise<PageTwin[]>((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: batch });
    worker.once('message', resolve);
    worker.once('error', reject);
    // A thread that ends by itself (code calling process.exit) would leave the twins waiting.
    worker.once('exit', (code) => reject(new Error(`the MDX thread stopped (exit code ${code})`)));
  });
}
