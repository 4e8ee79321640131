import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { gatsbyCpuCount, gatsbyNodeOptions, V8_POOL_OPTION } from '../../scripts/gatsby.cjs';
import { fasterFromEnv } from '../../src/node/faster/parts';

test('npm run build and develop start Gatsby through the launcher the scratch builds and previews use', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.build).toBe('node scripts/gatsby.cjs build --prefix-paths');
  expect(scripts.develop).toBe('node scripts/gatsby.cjs develop');
});

test('the v8PoolSize part goes before any NODE_OPTIONS of the caller; FASTER=0 or FASTER=-v8PoolSize leaves it out', () => {
  expect(gatsbyNodeOptions({})).toBe(V8_POOL_OPTION);
  expect(gatsbyNodeOptions({ NODE_OPTIONS: '--max-old-space-size=4096' })).toBe(`${V8_POOL_OPTION} --max-old-space-size=4096`);
  expect(gatsbyNodeOptions({ FASTER: '0', NODE_OPTIONS: '--inspect' })).toBe('--inspect');
  expect(gatsbyNodeOptions({ FASTER: '-oneBabelPass,-v8PoolSize' })).toBe('');
  expect(gatsbyNodeOptions({ FASTER: '-oneBabelPass' })).toBe(V8_POOL_OPTION);
});

test('the gatsbyCpuCount part sets GATSBY_CPU_COUNT=1 for builds on two cores or fewer, unless the caller set it or FASTER turns it off', () => {
  expect(gatsbyCpuCount(['build', '--prefix-paths'], {}, 2)).toBe('1');
  expect(gatsbyCpuCount(['build'], {}, 8)).toBeUndefined();
  expect(gatsbyCpuCount(['develop'], {}, 2)).toBeUndefined();
  expect(gatsbyCpuCount(['build'], { FASTER: '0' }, 2)).toBeUndefined();
  expect(gatsbyCpuCount(['build'], { FASTER: '-gatsbyCpuCount' }, 2)).toBeUndefined();
  expect(gatsbyCpuCount(['build'], { GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
});

// The launcher must start before anything compiled, so it reads FASTER on its own: it must read it as the layer does.
test.each(['', '0', 'false', '1', 'true', '-v8PoolSize', '-gatsbyCpuCount', ' -oneBabelPass , -v8PoolSize ', '-gatsbyCpuCount,-twinCache'])(
  "FASTER=%j turns the launcher's parts on and off as src/node/faster/parts.ts reads it",
  (value) => {
    const { allOff, off } = fasterFromEnv(value);
    const env = { FASTER: value };
    expect(gatsbyNodeOptions(env) === V8_POOL_OPTION).toBe(!allOff && !off.has('v8PoolSize'));
    expect(gatsbyCpuCount(['build'], env, 2) === '1').toBe(!allOff && !off.has('gatsbyCpuCount'));
  },
);
