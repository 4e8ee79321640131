/**
 * `npm run bench:build [-- --pages N[,N…]] [--versions V[,V…]]`: how the build scales with the size
 * of the docs and with the number of docs versions (default: the project's; V versions are current
 * and V-1 released ones, copies of the project's frozen folders, `--pages` added to current only).
 * For each N (default 0,1000,5000) it copies the site into a scratch folder, adds N synthetic pages
 * (see syntheticPages.ts), builds it three times — cold (no .cache), warm (the first build's cache,
 * nothing changed) and after editing one page (an author's save, checked to reach the built HTML) —
 * and prints build times, the peak memory of the build's process tree, the output size and the
 * search files a visitor downloads. Writes .bench/build.json. A benchmark: it prints, never fails
 * on figures (only on a failed build). `--no-warm` skips the second and third builds (5,000 pages take long);
 * builds get a 16 GB V8 heap (`--max-heap-mb`), as the default ran out at 5,000 pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createScratchSite, runGatsbyBuild } from '../lib/scratchSite';
import { kb } from '../lib/stats';
import { syntheticPages, writeSyntheticPages } from './syntheticPages';
import { listFiles } from '../../src/lib/listFiles';
import type { DocsVersion } from '../../src/routes/versions';
import { siteConfig } from '../../src/config/site';

const ROOT = path.resolve(__dirname, '../..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '0,1000,5000' },
    versions: { type: 'string', default: '' },
    keep: { type: 'boolean', default: false },
    'no-warm': { type: 'boolean', default: false },
    'max-heap-mb': { type: 'string', default: '16384' },
  },
});
const counts = values.pages.split(',').map((n) => Number(n.trim()));
if (counts.some((n) => !Number.isInteger(n) || n < 0)) {
  console.error(`--pages takes whole numbers separated by commas, got "${values.pages}"`);
  process.exit(2);
}

const versionCounts = values.versions ? values.versions.split(',').map((n) => Number(n.trim())) : [siteConfig.docs.versions.length];
if (versionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--versions takes whole numbers of at least 1 separated by commas, got "${values.versions}"`);
  process.exit(2);
}

/** Current and `count - 1` released versions: the project's own first, then more of the same. */
function versionList(count: number): DocsVersion[] {
  const project = siteConfig.docs.versions;
  if (count === project.length) return [...project];
  const [current, ...released] = project;
  const more = Array.from({ length: Math.max(0, count - 1 - released.length) }, (_, i): DocsVersion => {
    const name = `0.${9 - i}.x`;
    return { name, label: name, path: name, status: 'unmaintained' };
  });
  return [current as DocsVersion, ...released, ...more].slice(0, count);
}

interface Row {
  extraPages: number;
  /** Docs versions built: current and the released ones. */
  versions: number;
  /** Pages whose HTML the one-page-edit build wrote again (Gatsby's count). */
  editHtmlPages: number | null;
  docPages: number;
  coldMs: number;
  warmMs: number | null;
  /** A warm build after one page's text changed. */
  editMs: number | null;
  coldPeakRssMb: number;
  warmPeakRssMb: number | null;
  /** Everything in public/, precompressed copies and source maps included. */
  outputBytes: number;
  /** What a host must serve: without source maps and the .br/.gz copies of files. */
  servedBytes: number;
  htmlFiles: number;
  search: { indexBytes: number; storeBytes: number; indexGzip: number; storeGzip: number };
  /**
   * The scripts `/docs/intro/`'s HTML names, gzip-6: what every first visit runs before its page's
   * own chunks. Webpack's runtime and Gatsby's chunk map name every page's chunk, every version's.
   */
  startupJsGzip?: number;
}

function startupScripts(publicDir: string): number {
  const html = fs.readFileSync(path.join(publicDir, 'intro', 'index.html'), 'utf8');
  const names = [...html.matchAll(/<script[^>]* src="\/docs\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return names.reduce((sum, name) => sum + gzipSync(fs.readFileSync(path.join(publicDir, name)), { level: 6 }).length, 0);
}

function measureOutput(publicDir: string): Pick<Row, 'outputBytes' | 'servedBytes' | 'htmlFiles' | 'search' | 'startupJsGzip'> {
  const files = listFiles(publicDir).map((file) => ({ file, size: fs.statSync(file).size }));
  const size = (pattern: RegExp) => files.filter((f) => pattern.test(f.file)).reduce((sum, f) => sum + f.size, 0);
  return {
    outputBytes: files.reduce((sum, f) => sum + f.size, 0),
    servedBytes: files.filter((f) => !/\.(map|br|gz)$/.test(f.file)).reduce((sum, f) => sum + f.size, 0),
    htmlFiles: files.filter((f) => f.file.endsWith('.html')).length,
    startupJsGzip: startupScripts(publicDir),
    search: {
      // Current's files (each version has its own). `store` counts the shards, the postings and stored
      // documents a query reads two of; until 2026-11-29 it was one store file, the postings in the index.
      indexBytes: size(/static\/search\/search-index\.[0-9a-f]+\.json$/),
      storeBytes: size(/static\/search\/search-shard\.[0-9a-f]+\.json$/),
      indexGzip: size(/static\/search\/search-index\.[0-9a-f]+\.json\.gz$/),
      storeGzip: size(/static\/search\/search-shard\.[0-9a-f]+\.json\.gz$/),
    },
  };
}

/** Gatsby's own log (with its per-step timings) goes to .bench/, to see where a slow build spends its time. */
function keepLog(name: string, output: string) {
  const file = path.join(ROOT, '.bench', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, output);
}

/** What an author does between two previews: one sentence added to one page, then a build; fails unless the page shows it. */
async function buildAfterEdit(siteDir: string, contentDir: string, env: NodeJS.ProcessEnv, logName: string) {
  const page = path.join(contentDir, 'intro.mdx');
  const marker = `Edited for the build benchmark ${Date.now()}.`;
  fs.appendFileSync(page, `\n${marker}\n`);
  const edit = await runGatsbyBuild(siteDir, env);
  keepLog(logName, edit.output);
  if (edit.code !== 0) throw new Error(`build after editing intro.mdx failed:\n${edit.output.slice(-4000)}`);
  if (!fs.readFileSync(path.join(siteDir, 'public', 'intro', 'index.html'), 'utf8').includes(marker))
    throw new Error('the build after editing intro.mdx did not put the edit into public/intro/index.html');
  return edit;
}

/**
 * With fewer versions than the project has, current's explicit links into a version left out (the
 * migration page's) would break the build: they become their text.
 */
function unlinkDroppedVersions(contentDir: string, kept: readonly DocsVersion[]) {
  const dropped = siteConfig.docs.versions.filter((v) => v.path && !kept.some((k) => k.name === v.name)).map((v) => v.path);
  if (!dropped.length) return;
  const link = new RegExp(`\\[([^\\]]+)\\]\\(/docs/(?:${dropped.map((p) => p.replace(/[.]/g, '\\.')).join('|')})/[^)]*\\)`, 'g');
  for (const file of listFiles(contentDir).filter((f) => f.endsWith('.mdx'))) {
    const text = fs.readFileSync(file, 'utf8');
    if (link.test(text)) fs.writeFileSync(file, text.replace(link, '$1'));
    link.lastIndex = 0;
  }
}

/** How many pages' HTML a build wrote, from Gatsby's own log line. */
const htmlPagesBuilt = (output: string) => Number(/Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output)?.[1] ?? 0);

async function measure(extraPages: number, versions: number): Promise<Row> {
  const site = createScratchSite({ prefix: `dp-bench-build-${extraPages}-${versions}v-`, versions: versionList(versions) });
  try {
    if (extraPages > 0) writeSyntheticPages(site.contentDir, syntheticPages(extraPages));
    unlinkDroppedVersions(site.contentDir, versionList(versions));
    const docPages = listFiles(site.contentDir).filter((f) => f.endsWith('.mdx')).length;
    console.log(`N=${extraPages}, ${versions} versions: ${docPages} doc pages of current in ${site.dir}`);
    // Node's default heap (about 4 GB here) ran out while webpack compiled 5,000 page components.
    // Warm and one-page-edit figures need webpack's cache, whatever the environment says.
    const env = {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${values['max-heap-mb']}`.trim(),
      WEBPACK_PERSISTENT_CACHE: undefined,
    };
    const cold = await runGatsbyBuild(site.dir, env);
    keepLog(`build-${extraPages}-${versions}v-cold.log`, cold.output);
    if (cold.code !== 0) throw new Error(`cold build failed for N=${extraPages}:\n${cold.output.slice(-4000)}`);
    console.log(`  cold build ${(cold.ms / 1000).toFixed(1)} s`);
    const warm = values['no-warm'] ? null : await runGatsbyBuild(site.dir, env);
    if (warm) keepLog(`build-${extraPages}-${versions}v-warm.log`, warm.output);
    if (warm && warm.code !== 0) throw new Error(`warm build failed for N=${extraPages}:\n${warm.output.slice(-4000)}`);
    if (warm) console.log(`  warm build ${(warm.ms / 1000).toFixed(1)} s`);
    const edit = warm ? await buildAfterEdit(site.dir, site.contentDir, env, `build-${extraPages}-${versions}v-edit.log`) : null;
    if (edit) console.log(`  one-page edit ${(edit.ms / 1000).toFixed(1)} s, HTML of ${htmlPagesBuilt(edit.output)} pages written`);
    return {
      extraPages,
      versions,
      editHtmlPages: edit ? htmlPagesBuilt(edit.output) : null,
      docPages,
      coldMs: cold.ms,
      warmMs: warm?.ms ?? null,
      editMs: edit?.ms ?? null,
      coldPeakRssMb: Math.round(cold.peakRss / 2 ** 20),
      warmPeakRssMb: warm ? Math.round(warm.peakRss / 2 ** 20) : null,
      ...measureOutput(path.join(site.dir, 'public')),
    };
  } finally {
    if (values.keep) console.log(`  kept ${site.dir}`);
    else site.remove();
  }
}

async function main() {
  const measured: Row[] = [];
  for (const v of versionCounts) for (const n of counts) measured.push(await measure(n, v));

  const out = path.join(ROOT, '.bench', 'build.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Runs for other page counts are kept, so sizes can be measured one at a time (5,000 pages take
  // the better part of an hour) and still be compared in one table.
  const earlier: Row[] = fs.existsSync(out)
    ? (JSON.parse(fs.readFileSync(out, 'utf8')) as { rows: Row[] }).rows.map((r) => ({
        ...r,
        versions: r.versions ?? 1,
        editHtmlPages: r.editHtmlPages ?? null,
      }))
    : [];
  const same = (a: Row, b: Row) => a.extraPages === b.extraPages && a.versions === b.versions;
  const rows = [...earlier.filter((e) => !measured.some((r) => same(r, e))), ...measured].sort(
    (a, b) => a.versions - b.versions || a.extraPages - b.extraPages,
  );
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);

  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const seconds = (value: number | null) => (value === null ? '—' : `${(value / 1000).toFixed(1)} s`);
  console.log(
    '\nversions | extra pages | doc pages | cold build | warm build | one-page edit (HTML pages) | peak RSS cold/warm | output (all) | served | search data gzip (index+store) | start-up scripts gzip-6',
  );
  for (const r of rows) {
    console.log(
      [
        String(r.versions).padStart(8),
        `${String(r.extraPages).padStart(10)}${measured.includes(r) ? ' ' : '*'}`,
        String(r.docPages).padStart(9),
        seconds(r.coldMs).padStart(10),
        seconds(r.warmMs).padStart(10),
        `${seconds(r.editMs ?? null)} (${r.editHtmlPages ?? '—'})`.padStart(26),
        `${r.coldPeakRssMb}/${r.warmPeakRssMb ?? '—'} MB`.padStart(18),
        mb(r.outputBytes).padStart(12),
        mb(r.servedBytes).padStart(8),
        `${kb(r.search.indexGzip + r.search.storeGzip)} (${kb(r.search.indexBytes + r.search.storeBytes)} raw)`,
        r.startupJsGzip === undefined ? '—' : kb(r.startupJsGzip),
      ].join(' | '),
    );
  }
  if (rows.length > measured.length) console.log('* from an earlier run, kept in .bench/build.json');
  // Growth per added page against N=0: roughly constant across sizes means linear.
  const base = rows.find((r) => r.extraPages === 0 && r.versions === versionCounts[0]);
  if (base) {
    console.log('\nper added page (vs N=0): cold build, warm build, served output, search gzip');
    for (const r of rows.filter((row) => row.extraPages > 0 && row.versions === base.versions)) {
      const per = (a: number, b: number) => (a - b) / r.extraPages;
      const warmPer = r.warmMs !== null && base.warmMs !== null ? `${per(r.warmMs, base.warmMs).toFixed(1)} ms` : '—';
      console.log(
        `  N=${r.extraPages}: ${per(r.coldMs, base.coldMs).toFixed(1)} ms, ${warmPer}, ` +
          `${kb(per(r.servedBytes, base.servedBytes))}, ${(per(r.search.indexGzip + r.search.storeGzip, base.search.indexGzip + base.search.storeGzip) / 1024).toFixed(2)} KB`,
      );
    }
  }
  console.log(`\nwrote ${path.relative(ROOT, out)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
