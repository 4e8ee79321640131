import os from 'node:os';
import type { GatsbyNode } from 'gatsby';

/**
 * The CPU count Gatsby is told for a production build on a machine of two cores or fewer: 1.
 * Gatsby gives its worker processes one core fewer than it counts, but at least one. On two cores
 * that one worker process starts, runs the page queries (a third of a second), is restarted to free
 * memory and starts again to render the pages. Told 1, Gatsby runs the queries in this process and
 * starts its worker once, for the pages: one start of a process that loads all of Gatsby less.
 * An explicit GATSBY_CPU_COUNT, a bigger machine and `gatsby develop` keep Gatsby's own count.
 */
export function cpuCountForBuild(env: NodeJS.ProcessEnv, cores: number): string | undefined {
  if (env.gatsby_executing_command !== 'build' || env.GATSBY_CPU_COUNT !== undefined || cores > 2) return env.GATSBY_CPU_COUNT;
  return '1';
}

/** Runs before Gatsby creates its worker processes, which read the count. */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  const count = cpuCountForBuild(process.env, os.availableParallelism());
  if (count !== undefined) process.env.GATSBY_CPU_COUNT = count;
};
