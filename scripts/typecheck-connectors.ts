/**
 * `npm run typecheck`'s second half: every docs version's reference connector (current's in
 * examples/, each released version's frozen beside its pages) against its own SDK declarations.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { allVersionSources } from '../src/versions/sources';

const tsc = require.resolve('typescript/bin/tsc');
let failed = false;
for (const { version, connectorRoot } of allVersionSources(path.resolve(__dirname, '..'))) {
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(connectorRoot, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `The reference connector of docs version ${version.name} (${path.relative(process.cwd(), connectorRoot)}) does not compile.`,
    );
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
