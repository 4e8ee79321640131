// `npm run build` and `npm run develop`: Gatsby's CLI with the Node options of the build's process
// part `v8PoolSize` (src/build/faster/parts.ts), which must be set before Node starts. FASTER=0
// (or FASTER=-v8PoolSize) leaves Node's defaults. Plain JavaScript, so it starts in milliseconds.
// @ts-check
const { spawn } = require('node:child_process');
const { createRequire } = require('node:module');
const path = require('node:path');

/**
 * V8 sizes its background thread pool to the cores (one here on two cores) instead of its default
 * four, which otherwise compete with Gatsby's main thread (docs/decisions/2026-11-26-build-speed.md).
 */
const V8_POOL_OPTION = '--v8-pool-size=0';

/**
 * The NODE_OPTIONS Gatsby runs with: the v8PoolSize part's, unless the environment turns the parts off.
 * @param {NodeJS.ProcessEnv} env
 */
function gatsbyNodeOptions(env) {
  // As src/build/faster/parts.ts reads FASTER (which also rejects a misspelt part, once Gatsby loads it).
  const faster = (env.FASTER ?? '').trim();
  const off = faster === '0' || faster === 'false' || faster.split(',').some((item) => item.trim() === '-v8PoolSize');
  return [off ? '' : V8_POOL_OPTION, env.NODE_OPTIONS ?? ''].filter(Boolean).join(' ');
}

/**
 * Runs Gatsby's CLI in `cwd` with `args`; returns the child process.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
function spawnGatsby(args, { cwd = process.cwd(), env = process.env, ...options } = {}) {
  const cli = createRequire(path.join(cwd, 'package.json')).resolve('gatsby/cli.js');
  return spawn(process.execPath, [cli, ...args], {
    cwd,
    ...options,
    env: { GATSBY_TELEMETRY_DISABLED: '1', ...env, NODE_OPTIONS: gatsbyNodeOptions(env) },
  });
}

module.exports = { V8_POOL_OPTION, gatsbyNodeOptions, spawnGatsby };

if (require.main === module) {
  const child = spawnGatsby(process.argv.slice(2), { stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}
