import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ESBUILD_GATSBY_FILES, gatsbyEnv, V8_POOL_OPTION } from '../../scripts/gatsby.cjs';
import { fasterFromEnv } from '../../src/node/faster/parts';

test('npm run build and develop start Gatsby through the launcher the scratch builds and previews use', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.build).toBe('node scripts/gatsby.cjs build --prefix-paths');
  expect(scripts.develop).toBe('node scripts/gatsby.cjs develop');
});

const nodeOptions = (env: NodeJS.ProcessEnv) => gatsbyEnv(['build'], env, 2).NODE_OPTIONS;
const cpuCount = (args: string[], env: NodeJS.ProcessEnv, cores: number) => gatsbyEnv(args, env, cores).GATSBY_CPU_COUNT;

test('the v8PoolSize part goes before any NODE_OPTIONS of the caller; FASTER=0 or FASTER=-v8PoolSize leaves it out', () => {
  expect(nodeOptions({})).toBe(V8_POOL_OPTION);
  expect(nodeOptions({ NODE_OPTIONS: '--max-old-space-size=4096' })).toBe(`${V8_POOL_OPTION} --max-old-space-size=4096`);
  expect(nodeOptions({ FASTER: '0', NODE_OPTIONS: '--inspect' })).toBe('--inspect');
  expect(nodeOptions({ FASTER: '-oneBabelPass,-v8PoolSize' })).toBe('');
  expect(nodeOptions({ FASTER: '-oneBabelPass' })).toBe(V8_POOL_OPTION);
});

test('the gatsbyCpuCount part sets GATSBY_CPU_COUNT=1 for builds on two cores or fewer, unless the caller set it or FASTER turns it off', () => {
  expect(cpuCount(['build', '--prefix-paths'], {}, 2)).toBe('1');
  expect(cpuCount(['build'], {}, 8)).toBeUndefined();
  expect(cpuCount(['develop'], {}, 2)).toBeUndefined();
  expect(cpuCount(['build'], { FASTER: '0' }, 2)).toBeUndefined();
  expect(cpuCount(['build'], { FASTER: '-gatsbyCpuCount' }, 2)).toBeUndefined();
  expect(cpuCount(['build'], { GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
});

test('the esbuildGatsbyFiles part asks the Gatsby patch for esbuild, by a variable of its own: the patch does not read FASTER', () => {
  const patch = fs.readFileSync(path.resolve('patches/gatsby+5.16.1.patch'), 'utf8');
  expect(patch).toContain(`+    if (process.env.${ESBUILD_GATSBY_FILES} === \`1\`) {`);
  expect(patch.split('\n').filter((line) => line.startsWith('+') && line.includes('process.env.FASTER'))).toEqual([]);
  expect(gatsbyEnv(['develop'], {})[ESBUILD_GATSBY_FILES]).toBe('1');
  expect(gatsbyEnv(['build'], { FASTER: '-esbuildGatsbyFiles' })[ESBUILD_GATSBY_FILES]).toBe('0');
});

// The launcher must start before anything compiled, so it reads FASTER on its own: it must read it as the layer does.
test.each([
  '',
  '0',
  'false',
  '1',
  'true',
  '-v8PoolSize',
  '-gatsbyCpuCount',
  ' -oneBabelPass , -v8PoolSize ',
  '-gatsbyCpuCount,-twinCache',
  '-esbuildGatsbyFiles',
])("FASTER=%j turns the launcher's parts on and off as src/node/faster/parts.ts reads it", (value) => {
  const { allOff, off } = fasterFromEnv(value);
  const env = gatsbyEnv(['build'], { FASTER: value }, 2);
  expect(env.NODE_OPTIONS === V8_POOL_OPTION).toBe(!allOff && !off.has('v8PoolSize'));
  expect(env.GATSBY_CPU_COUNT === '1').toBe(!allOff && !off.has('gatsbyCpuCount'));
  expect(env[ESBUILD_GATSBY_FILES] === '1').toBe(!allOff && !off.has('esbuildGatsbyFiles'));
});
