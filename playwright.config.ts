import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CLIENT_ID, IDP_PORT, INTEGRATIONS_DIR } from './tests/e2e/integrations/settings';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

// The e2e suites drive production builds served by the `npm start` server, on loopback only.
const PORT = Number(process.env.E2E_PORT ?? 9100);
const INTEGRATIONS_PORT = PORT + 1;
const SITE_DIR = process.env.E2E_SITE_DIR ?? 'public';
// The integrations project needs its own build (npm run build:integrations); without it, it is skipped.
const withIntegrations = fs.existsSync(path.join(__dirname, INTEGRATIONS_DIR, 'index.html'));
const serve = (port: number, dir: string) => ({
  command: `npx tsx scripts/serve.ts --port ${port} --host 127.0.0.1 --dir ${dir}`,
  url: `http://127.0.0.1:${port}/docs/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two cores: two browsers at a time.
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: 'integrations/**', use: { baseURL: `http://127.0.0.1:${PORT}` } },
    ...(withIntegrations
      ? [{ name: 'integrations', testDir: 'tests/e2e/integrations', use: { baseURL: `http://127.0.0.1:${INTEGRATIONS_PORT}` } }]
      : []),
  ],
  webServer: [
    serve(PORT, SITE_DIR),
    ...(withIntegrations
      ? [
          serve(INTEGRATIONS_PORT, INTEGRATIONS_DIR),
          {
            command: `npx tsx scripts/idp/server.ts --port ${IDP_PORT} --client-id ${CLIENT_ID}`,
            url: `http://127.0.0.1:${IDP_PORT}/.well-known/openid-configuration`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
