import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { GatsbyCache } from 'gatsby';
import { ownCacheDir } from '../../gatsby/node/conventions';
import { listRelativeFiles } from '../../lib/listFiles';
import { pageTwin, type PageTwin, type TwinSite, type TwinSource } from '../../twins/pageTwin';
import type { TwinMaker } from '../../twins/writeTwins';
import { digest } from './kept';

/** The MDX thread's entry, from the site root; its bundle holds the site's twin code. */
const THREAD_ENTRY = 'src/node/faster/mdxThreads/thread.ts';

/**
 * Compiles the MDX thread's entry into one CommonJS file under `.cache`, as Gatsby's own compile
 * does gatsby-node (esbuild, packages external). Returns its path; throws what esbuild reports.
 */
export function bundleThreadEntry(root = process.cwd(), outDir = ownCacheDir(root, 'faster')): string {
  const outfile = path.join(outDir, 'mdx-thread.js');
  const bundle = { bundle: true, packages: 'external', platform: 'node', format: 'cjs', target: 'node20' } as const;
  buildSync({ ...bundle, entryPoints: [path.join(root, THREAD_ENTRY)], absWorkingDir: root, outfile, logLevel: 'silent' });
  return outfile;
}

/** What the thread is given: the pages' twin sources and the site they belong to. */
export interface TwinBatch {
  sources: readonly TwinSource[];
  site: TwinSite;
}

/** Makes many twins elsewhere (twinsInThread), in the order given. */
type Thread = (batch: TwinBatch) => Promise<PageTwin[]>;

/**
 * The Markdown twins of `sources`, made by pageTwin in a worker thread beside the build's own work:
 * one batch, answered at once, after which the thread ends. Rejects when the thread fails or stops.
 * One thread, not one per core: the build was measured on two cores only, where a second would
 * have no core of its own. `bundle` is the thread's entry compiled on its own (bundleThreadEntry).
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

type TwinsOptions = { thread?: Thread; cache?: Pick<GatsbyCache, 'get' | 'set'>; codeVersion: string; warn?: (message: string) => void };

/**
 * The Markdown twins made faster, each still by pageTwin: kept in Gatsby's cache between builds
 * (`cache`), and those the cache lacks made in the MDX thread while webpack runs (`prepare`, in
 * onPreBuild). A twin the thread did not make is made here. `codeVersion` names the code that makes
 * twins: a new version makes every twin again.
 */
export class FasterTwins {
  private readonly ahead = new Map<string, Promise<PageTwin | undefined>>();
  private readonly shapes = new WeakMap<TwinSite, string>();

  constructor(private readonly options: TwinsOptions) {}

  /** A twin depends on its source, on which routes and content files exist (its links resolve against them) and on the code. */
  private key(source: TwinSource, site: TwinSite): string {
    let shape = this.shapes.get(site);
    if (!shape) {
      shape = JSON.stringify([
        [...site.twinRoutes].sort(),
        site.roots.map((root) => [root.version, listRelativeFiles(root.docsRoot)]),
        site.basePath,
        this.options.codeVersion,
      ]);
      this.shapes.set(site, shape);
    }
    return `markdown-twin-${digest(JSON.stringify(source), shape)}`;
  }

  /** Starts the thread on the twins of `sources` that the cache lacks. */
  async prepare(sources: readonly TwinSource[], site: TwinSite): Promise<void> {
    const { thread, cache } = this.options;
    if (!thread) return;
    const missing: Array<{ source: TwinSource; key: string }> = [];
    for (const source of sources) {
      const key = this.key(source, site);
      if (!this.ahead.has(key) && !((await cache?.get(key)) as PageTwin | undefined)?.anchors) missing.push({ source, key });
    }
    if (!missing.length) return;
    // A failed thread leaves every twin to be made here, and says so.
    const made = thread({ sources: missing.map(({ source }) => source), site }).catch((error: unknown): PageTwin[] => {
      this.options.warn?.(`the MDX thread made no twins (${String(error)}): they are made after the build`);
      return [];
    });
    for (const [at, { key }] of missing.entries())
      this.ahead.set(
        key,
        made.then((twins) => twins[at]),
      );
  }

  /** The TwinMaker for writeTwins: each twin from the cache, the thread or pageTwin here, in order. */
  maker(): TwinMaker {
    const { cache } = this.options;
    const find = async (source: TwinSource, site: TwinSite): Promise<PageTwin> => {
      const key = this.key(source, site);
      // The key names the code that made a kept twin, so its shape is this code's.
      const kept = (await cache?.get(key)) as PageTwin | undefined;
      if (kept?.anchors) return kept;
      const twin = (await this.ahead.get(key)) ?? pageTwin(source, site);
      await cache?.set(key, twin);
      return twin;
    };
    return async function* (sources, site) {
      for (const source of sources) yield await find(source, site);
    };
  }
}
