// `npm run build` and `npm run develop`: Gatsby's CLI with the environment of the build's process
// parts `v8PoolSize` and `gatsbyCpuCount` (src/node/faster/parts.ts), which must be set before
// Node and Gatsby start. FASTER=0 (or FASTER=-<part>) leaves the defaults, read as the speed layer
// reads it (src/node/faster/fasterEnv.cjs). Plain JavaScript, so it starts in milliseconds.
// @ts-check
const { spawn } = require('node:child_process');
const { createRequire } = require('node:module');
const os = require('node:os');
const path = require('node:path');
const { readFaster } = require('../src/node/faster/fasterEnv.cjs');

/**
 * V8 sizes its background thread pool to the cores (one here on two cores) instead of its default
 * four, which otherwise compete with Gatsby's main thread (docs/decisions/2026-11-26-build-speed.md).
 */
const V8_POOL_OPTION = '--v8-pool-size=0';

/**
 * Whether the environment turns a process part off (a misspelt part stops the build once Gatsby
 * loads src/node/faster/parts.ts, which knows every part's name).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} part
 */
function partOff(env, part) {
  const { allOff, off } = readFaster(env.FASTER);
  return allOff || off.has(part);
}

/**
 * The NODE_OPTIONS Gatsby runs with: the v8PoolSize part's, unless the environment turns it off.
 * @param {NodeJS.ProcessEnv} env
 */
function gatsbyNodeOptions(env) {
  return [partOff(env, 'v8PoolSize') ? '' : V8_POOL_OPTION, env.NODE_OPTIONS ?? ''].filter(Boolean).join(' ');
}

/**
 * GATSBY_CPU_COUNT for `gatsby build` (Gatsby's documented setting, "Multi-core builds"): 1 on a
 * machine of two cores or fewer, where Gatsby then runs the page queries in its own process instead
 * of a worker that must first load the site's state, and its one HTML worker has a core to itself.
 * Measured on two cores only, so larger machines keep Gatsby's default; a caller's value wins.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {number} [cores]
 * @returns {string | undefined}
 */
function gatsbyCpuCount(args, env, cores = os.availableParallelism()) {
  if (env.GATSBY_CPU_COUNT !== undefined) return env.GATSBY_CPU_COUNT;
  return args[0] === 'build' && cores <= 2 && !partOff(env, 'gatsbyCpuCount') ? '1' : undefined;
}

/**
 * Runs Gatsby's CLI in `cwd` with `args`; returns the child process.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
function spawnGatsby(args, { cwd = process.cwd(), env = process.env, ...options } = {}) {
  const cli = createRequire(path.join(cwd, 'package.json')).resolve('gatsby/cli.js');
  const cpuCount = gatsbyCpuCount(args, env);
  return spawn(process.execPath, [cli, ...args], {
    cwd,
    ...options,
    env: {
      GATSBY_TELEMETRY_DISABLED: '1',
      ...env,
      NODE_OPTIONS: gatsbyNodeOptions(env),
      ...(cpuCount !== undefined && { GATSBY_CPU_COUNT: cpuCount }),
    },
  });
}

module.exports = { V8_POOL_OPTION, gatsbyCpuCount, gatsbyNodeOptions, spawnGatsby };

if (require.main === module) {
  const child = spawnGatsby(process.argv.slice(2), { stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}
