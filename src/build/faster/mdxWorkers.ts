import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageTwin, TwinSite, TwinSource } from '../../twins/pageTwin';

/** What mdxCompiler.cjs offers the build's own code. */
export interface MdxWorkers {
  compileAhead: (work: {
    root: string;
    pathPrefix: string;
    pages: Array<{ absolutePath: string; body: string; mdxNodeId: string }>;
  }) => void;
  workersStarted: () => boolean;
  twinInWorker: (source: TwinSource, site: TwinSite) => Promise<PageTwin | undefined>;
}

/**
 * The MDX worker threads (src/build/faster/mdxCompiler.cjs), required by path at run time, as
 * webpack requires the loader that takes their results, so both share one module and one pool.
 */
export function mdxWorkers(): MdxWorkers {
  return createRequire(path.resolve('package.json'))(path.resolve('src/build/faster/mdxCompiler.cjs')) as MdxWorkers;
}
