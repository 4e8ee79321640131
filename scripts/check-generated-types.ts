/**
 * After a build: the GraphQL types Gatsby regenerated (src/types/gatsby-types.d.ts, see
 * graphqlTypegen in gatsby-config.ts) must be the committed ones, or the code was type-checked
 * against queries that no longer exist. Outside a git checkout (a tarball) there is nothing to compare.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FILE = 'src/types/gatsby-types.d.ts';
const status = spawnSync('git', ['status', '--porcelain', '--', FILE], { cwd: ROOT, encoding: 'utf8' });
if (status.status !== 0) {
  console.log(`Not a git checkout: ${FILE} not compared.`);
} else if (status.stdout.trim()) {
  console.error(`${FILE} changed when the build regenerated it (${status.stdout.trim()}).`);
  console.error('A page or static query changed: commit the regenerated file, then run npm run typecheck.');
  process.exitCode = 1;
} else {
  console.log(`${FILE} is what the build generated.`);
}
