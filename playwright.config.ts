import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CLIENT_ID, IDP_PORT, INTEGRATIONS_DIR } from './scripts/lib/integrations';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/lib/chromium';

// The e2e suites drive production builds served by the `npm start` server, on loopback only, on a
// free port (a server left on a fixed one must not fail the suite). The port goes into the
// environment, so the worker processes, which load this file again, agree with the runner.
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);
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
  // A failed test runs once more, recording a trace (npx playwright show-trace …/trace.zip): recording
  // every test cost about a fifth of the suite's time. A test that passes only on its retry is
  // "flaky", and flaky fails the run, so the retry hides nothing.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
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

/** Two free consecutive loopback ports (the site and the integrations build); returns the first. */
function freePort(): string {
  const probe = `
    const net = require('node:net');
    const take = (port) => new Promise((ok, no) => { const s = net.createServer().once('error', no).listen(port, '127.0.0.1', () => ok(s)); });
    (async () => {
      for (;;) {
        const first = await take(0);
        const port = first.address().port;
        const second = await take(port + 1).catch(() => null);
        first.close(); second?.close();
        if (second) { process.stdout.write(String(port)); return; }
      }
    })();`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
