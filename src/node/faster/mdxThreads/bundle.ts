import path from 'node:path';
import { buildSync } from 'esbuild';
import { ownCacheDir } from '../../../gatsby/node/conventions';

/** The thread's entry (thread.ts), from the site root; its bundle holds the site's MDX pipeline and twin code. */
const ENTRY = 'src/node/faster/mdxThreads/thread.ts';

/**
 * Compiles the MDX threads' entry into one CommonJS file under `.cache`, as Gatsby's own compile
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
