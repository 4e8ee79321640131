/**
 * Builds the site with the integrations settings (tests/e2e/integrations/settings.ts) into
 * .e2e/integrations/public, for the end-to-end specs that need an identity provider, analytics
 * and an announcement. Gatsby always writes to public/, so the result is moved aside.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { INTEGRATIONS_BUILD_ENV, INTEGRATIONS_DIR } from './lib/integrations';

const ROOT = path.resolve(__dirname, '..');
const target = path.join(ROOT, INTEGRATIONS_DIR);
const result = spawnSync('npm', ['run', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...INTEGRATIONS_BUILD_ENV, GATSBY_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.renameSync(path.join(ROOT, 'public'), target);
console.log(`Integrations build ready in ${INTEGRATIONS_DIR}`);
