import type { ChildProcessWithoutNullStreams, SpawnOptions } from 'node:child_process';

export declare const V8_POOL_OPTION: string;
export declare function gatsbyNodeOptions(env: NodeJS.ProcessEnv): string;
export declare function gatsbyCpuCount(args: string[], env: NodeJS.ProcessEnv, cores?: number): string | undefined;
export declare function spawnGatsby(
  args: string[],
  options?: SpawnOptions & { cwd?: string; env?: NodeJS.ProcessEnv },
): ChildProcessWithoutNullStreams; // with the default piped stdio
