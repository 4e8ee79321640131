/**
 * Builds the site with the integrations settings (scripts/lib/integrations.ts) into
 * .e2e/integrations/public, for the end-to-end specs that need an identity provider, analytics
 * and an announcement: the site's code on a few fixture pages, in a scratch copy. `npm test` does
 * not run it: the fixture comparison's first build is this build (tests/build/buildChecks.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { INTEGRATIONS_BUILD_ENV, INTEGRATIONS_DIR, INTEGRATIONS_FIXTURES } from './lib/integrations';
import { createScratchSite, runGatsbyBuild } from './lib/scratchSite';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const target = path.join(ROOT, INTEGRATIONS_DIR);
  // Gone first: after a failed build the integrations specs are skipped, not run against an older one.
  fs.rmSync(target, { recursive: true, force: true });
  const site = createScratchSite({ base: null, overlay: INTEGRATIONS_FIXTURES, prefix: 'dp-integrations-' });
  try {
    // Thrown away after: webpack need not write its cache.
    const { code, output } = await runGatsbyBuild(site.dir, { ...INTEGRATIONS_BUILD_ENV, WEBPACK_PERSISTENT_CACHE: 'false' });
    process.stdout.write(output);
    if (code !== 0) {
      process.exitCode = code;
      return;
    }
    // A copy, not a rename: the scratch site is on the temporary file system.
    fs.cpSync(path.join(site.dir, 'public'), target, { recursive: true });
    console.log(`Integrations build ready in ${INTEGRATIONS_DIR}`);
  } finally {
    site.remove();
  }
}

void main();
