/**
 * `npm run bench:preview [-- --runs N]`: how long an author waits on `npm run develop`. In a scratch
 * copy of the site it starts the preview twice — cold (a fresh clone: no .cache) and warm (the
 * cache of the first start, as on an author's next day) — and after each start opens /intro/ in
 * headless Chromium, saves an edit to that page and times how long the edit takes to show in the
 * open page, without a reload; then it lets the preview run until webpack has written its cache, as
 * an author's preview does. Prints the figures and writes .bench/preview.json. A benchmark: it
 * prints, and fails only when the preview does not start or the edit never shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../lib/chromium';
import { createScratchSite, startGatsbyDevelop } from '../lib/scratchSite';
import { median } from '../lib/stats';
import { freePort } from '../lib/ports';
import { webpackCacheDir } from '../../src/gatsby/node/conventions';

const ROOT = path.resolve(__dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of at least 1, got "${values.runs}"`);
  process.exit(2);
}

interface Start {
  /** From spawning `gatsby develop` to its "You can now view" line. */
  startMs: number;
  /** From saving intro.mdx to the new sentence showing in the open page. */
  editMs: number;
}

async function startAndEdit(browser: Browser, siteDir: string, contentDir: string): Promise<Start> {
  const started = Date.now();
  const server = await startGatsbyDevelop(siteDir, await freePort());
  const startMs = Date.now() - started;
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/intro/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const marker = `Edited for the preview benchmark ${Date.now()}.`;
    const saved = Date.now();
    fs.appendFileSync(path.join(contentDir, 'intro.mdx'), `\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 120_000 });
    const editMs = Date.now() - saved;
    if (!(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)))
      throw new Error('the edit showed only after a full page reload, not in place');
    await cacheStored(siteDir, started);
    return { startMs, editMs };
  } finally {
    await page.close();
    await server.stop();
  }
}

/**
 * Waits until webpack has written the preview's cache, which it does once the first compile has
 * been idle for a few seconds. An author's preview runs for minutes, so the next start finds it; a
 * preview stopped sooner leaves none, and the next start compiles every page again.
 */
async function cacheStored(siteDir: string, since: number): Promise<void> {
  const index = path.join(webpackCacheDir(siteDir, 'develop'), 'index.pack');
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (fs.existsSync(index) && fs.statSync(index).mtimeMs > since) return;
  }
  throw new Error(`webpack did not write the preview's cache (${path.relative(siteDir, index)}) within 60 s`);
}

async function main() {
  ensureChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cold: Start[] = [];
  const warm: Start[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const site = createScratchSite({ prefix: 'dp-bench-preview-' });
      try {
        cold.push(await startAndEdit(browser, site.dir, site.contentDir));
        warm.push(await startAndEdit(browser, site.dir, site.contentDir));
        console.log(`run ${run}: cold start ${s(cold.at(-1)!.startMs)}, warm start ${s(warm.at(-1)!.startMs)}`);
      } finally {
        site.remove();
      }
    }
  } finally {
    await browser.close();
  }
  const figures = {
    coldStartMs: median(cold.map((r) => r.startMs)),
    coldEditMs: median(cold.map((r) => r.editMs)),
    warmStartMs: median(warm.map((r) => r.startMs)),
    warmEditMs: median(warm.map((r) => r.editMs)),
  };
  const out = path.join(ROOT, '.bench', 'preview.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, ...figures }, null, 2)}\n`);
  console.log(`\n${`preview, median of ${runs}`.padEnd(24)} |  start | edit shown`);
  console.log(`cold (no .cache)         | ${s(figures.coldStartMs).padStart(6)} | ${s(figures.coldEditMs).padStart(6)}`);
  console.log(`warm (the cache kept)    | ${s(figures.warmStartMs).padStart(6)} | ${s(figures.warmEditMs).padStart(6)}`);
  console.log(`\nwrote ${path.relative(ROOT, out)}`);
}

function s(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
