import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { gatsbyNodeOptions, V8_POOL_OPTION } from '../../scripts/gatsby.cjs';

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
