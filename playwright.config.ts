import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

// The e2e suites drive the production build served by the `npm start` server, on loopback only.
const PORT = Number(process.env.E2E_PORT ?? 9100);
const SITE_DIR = process.env.E2E_SITE_DIR ?? 'public';

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
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT} --host 127.0.0.1 --dir ${SITE_DIR}`,
    url: `http://127.0.0.1:${PORT}/docs/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
