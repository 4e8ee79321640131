import type { ChildProcessWithoutNullStreams, SpawnOptions } from 'node:child_process';

export declare const ESBUILD_GATSBY_FILES: string;
export declare const V8_POOL_OPTION: string;
export declare function gatsbyEnv(args: string[], env: NodeJS.ProcessEnv, cores?: number): NodeJS.ProcessEnv;
export declare function spawnGatsby(
  args: string[],
  options?: SpawnOptions & { cwd?: string; env?: NodeJS.ProcessEnv },
): ChildProcessWithoutNullStreams; // with the default piped stdio
