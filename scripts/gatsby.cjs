// `npm run build` and `npm run develop`: Gatsby's CLI with the environment of the build's process
// parts `v8PoolSize`, `gatsbyCpuCount` and `esbuildGatsbyFiles` (src/node/faster/parts.ts), which
// must be set before Node and Gatsby start. FASTER=0 (or FASTER=-<part>) leaves the defaults, read
// as the speed layer reads it (src/node/faster/fasterEnv.cjs, the one reader of FASTER). Plain
// JavaScript, so it starts in milliseconds.
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

/** What the esbuildGatsbyFiles part sets for patches/gatsby+5.16.1.patch: esbuild, not Parcel, compiles gatsby-*.ts. */
const ESBUILD_GATSBY_FILES = 'DEVPORTAL_ESBUILD_GATSBY_FILES';

/**
 * What the process parts set in Gatsby's environment, each unless the environment turns it off (a
 * misspelt part stops the build once Gatsby loads src/node/faster/parts.ts, which knows every name):
 * - v8PoolSize: V8_POOL_OPTION, before the caller's NODE_OPTIONS;
 * - gatsbyCpuCount: GATSBY_CPU_COUNT=1 for `gatsby build` on two cores or fewer (Gatsby's documented
 *   setting, "Multi-core builds"), where Gatsby then runs the page queries in its own process instead
 *   of a worker that must first load the site's state, and its one HTML worker has a core to itself.
 *   Measured on two cores only, so larger machines keep Gatsby's default; a caller's value wins;
 * - esbuildGatsbyFiles: ESBUILD_GATSBY_FILES=1, which the patch reads (`0` leaves Gatsby's Parcel).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {number} [cores]
 * @returns {NodeJS.ProcessEnv}
 */
function gatsbyEnv(args, env, cores = os.availableParallelism()) {
  const { allOff, off } = readFaster(env.FASTER);
  /** @param {string} part */
  const on = (part) => !allOff && !off.has(part);
  const cpuCount = env.GATSBY_CPU_COUNT ?? (args[0] === 'build' && cores <= 2 && on('gatsbyCpuCount') ? '1' : undefined);
  return {
    NODE_OPTIONS: [on('v8PoolSize') ? V8_POOL_OPTION : '', env.NODE_OPTIONS ?? ''].filter(Boolean).join(' '),
    ...(cpuCount !== undefined && { GATSBY_CPU_COUNT: cpuCount }),
    [ESBUILD_GATSBY_FILES]: on('esbuildGatsbyFiles') ? '1' : '0',
  };
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
    env: { GATSBY_TELEMETRY_DISABLED: '1', ...env, ...gatsbyEnv(args, env) },
  });
}

module.exports = { ESBUILD_GATSBY_FILES, V8_POOL_OPTION, gatsbyEnv, spawnGatsby };

if (require.main === module) {
  const child = spawnGatsby(process.argv.slice(2), { stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}
