/**
 * Builds the site with the integrations settings (scripts/lib/integrations.ts) into
 * .e2e/integrations/public, for the end-to-end specs that need an identity provider, analytics
 * and an announcement. The site's code with the skeleton pages of the build fixtures, not the whole
 * documentation: those specs visit a handful of pages, the code paths are the same, and the build
 * takes a third of the time in a scratch copy, so `npm test` runs it beside the production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { INTEGRATIONS_BUILD_ENV, INTEGRATIONS_DIR } from './lib/integrations';
import { createScratchSite, runGatsbyBuild } from './lib/scratchSite';

const ROOT = path.resolve(__dirname, '..');
const SKELETON = path.join(ROOT, 'tests/build/fixtures/skeleton');

async function main(): Promise<void> {
  const site = createScratchSite({ base: null, overlay: SKELETON, prefix: 'dp-integrations-' });
  try {
    // Thrown away after: webpack need not write its cache.
    const { code, output } = await runGatsbyBuild(site.dir, { ...INTEGRATIONS_BUILD_ENV, WEBPACK_PERSISTENT_CACHE: 'false' });
    process.stdout.write(output);
    if (code !== 0) process.exit(code);
    const target = path.join(ROOT, INTEGRATIONS_DIR);
    fs.rmSync(target, { recursive: true, force: true });
    // A copy, not a rename: the scratch site is on the temporary file system.
    fs.cpSync(path.join(site.dir, 'public'), target, { recursive: true });
    console.log(`Integrations build ready in ${INTEGRATIONS_DIR}`);
  } finally {
    site.remove();
  }
}

void main();
