import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { startServer } from './scripts/serve';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/lib/chromium';
(async () => {
  const server = await startServer({ dir: path.resolve('public'), port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const routes = process.argv.slice(2);
  for (const [w, h, tag] of [[1280, 900, 'd'], [390, 844, 'm']] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    for (const route of routes) {
      await page.goto(origin + route);
      await page.waitForTimeout(800);
      const file = `/tmp/shot-${tag}-${route.replace(/\W+/g, '_')}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
    await page.close();
  }
  await browser.close(); server.close();
})();
