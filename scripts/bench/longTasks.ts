/**
 * `npm run bench:longtasks [-- --loads 4]`: the main thread's long tasks while a page loads, in
 * headless Chromium with the CPU slowed four times, for the pages `npm run bench` measures. For each
 * load it prints the blocking time: each task's time over 50 ms, summed, as observed (Lighthouse's
 * TBT simulates it, and moves by hundreds of milliseconds on a busy 2-core host; this does not).
 * Measures public/ as it is: run `npm run build` first. A benchmark: it prints, never fails.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../lib/chromium';
import { median } from '../lib/stats';
import { startServer } from '../serve';
import { PAGES } from './pages';

const { values } = parseArgs({ options: { loads: { type: 'string', default: '4' } } });
const loads = Number(values.loads);
const SETTLE_MS = 3000;

async function main() {
  ensureChromium();
  const server = await startServer({ dir: path.resolve(__dirname, '../../public'), port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`blocking time per load, ms (CPU slowed 4×, ${loads} loads; tasks over 50 ms in brackets)`);
    for (const route of PAGES) {
      const blocking: number[] = [];
      const tasks: string[] = [];
      for (let load = 0; load < loads; load += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const seen: number[] = [];
          (window as unknown as { __longTasks: number[] }).__longTasks = seen;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({
            type: 'longtask',
            buffered: true,
          });
        });
        await page.goto(`${origin}${route}`);
        await page.waitForTimeout(SETTLE_MS);
        const durations = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
        blocking.push(Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)));
        tasks.push(`[${durations.map(Math.round).join(', ')}]`);
        await context.close();
      }
      console.log(`${route}\n  ${blocking.join(', ')} (median ${median(blocking)}) ${tasks.join(' ')}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
