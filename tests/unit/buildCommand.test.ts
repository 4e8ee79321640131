import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { GATSBY_BUILD_NODE_OPTIONS } from '../../scripts/lib/scratchSite';

test('npm run build gives Gatsby the Node options that scratch builds (bench:build, build checks) use', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.build).toContain(`NODE_OPTIONS="${GATSBY_BUILD_NODE_OPTIONS} $NODE_OPTIONS"`);
});
