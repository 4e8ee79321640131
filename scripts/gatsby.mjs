// `npm run build` and `npm run develop`: Gatsby's CLI with the Node options of the build's process
// part `v8PoolSize` (src/build/faster/parts.ts), which must be set before Node starts. FASTER=0
// leaves Node's defaults. Plain JavaScript, so it starts in milliseconds.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * V8 sizes its background thread pool to the cores (one here on two cores) instead of its default
 * four, which otherwise compete with Gatsby's main thread (docs/decisions/2026-11-26-build-faster.md).
 */
export const V8_POOL_OPTION = '--v8-pool-size=0';

/** The NODE_OPTIONS Gatsby runs with: the v8PoolSize part's, unless the environment turns the parts off. */
export function gatsbyNodeOptions(env) {
  const off = env.FASTER === '0' || env.FASTER === 'false';
  return [off ? '' : V8_POOL_OPTION, env.NODE_OPTIONS ?? ''].filter(Boolean).join(' ');
}

/** Runs Gatsby's CLI in `cwd` with `args`; resolves with the child process. */
export function spawnGatsby(args, { cwd = process.cwd(), env = process.env, ...options } = {}) {
  const cli = createRequire(path.join(cwd, 'package.json')).resolve('gatsby/cli.js');
  return spawn(process.execPath, [cli, ...args], {
    cwd,
    ...options,
    env: { GATSBY_TELEMETRY_DISABLED: '1', ...env, NODE_OPTIONS: gatsbyNodeOptions(env) },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const child = spawnGatsby(process.argv.slice(2), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}
