import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { GATSBY_NODE_OPTIONS } from '../../scripts/lib/scratchSite';

test('npm run build and develop give Gatsby the Node options that scratch builds and previews (benches, build checks, develop spec) use', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const name of ['build', 'develop']) expect(scripts[name], name).toContain(`NODE_OPTIONS="${GATSBY_NODE_OPTIONS} $NODE_OPTIONS"`);
});
