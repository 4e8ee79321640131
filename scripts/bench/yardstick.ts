/**
 * `npm run bench:yardstick -- --anchor DIR [--rounds N]`: this site against the Docusaurus
 * yardstick, cold, with as many docs versions on each side. DIR is a writable copy of
 * ../shared/anchors/docusaurus, installed and with its docs and API pages generated (its README,
 * "Build"); the script cuts the project's released versions there with `docusaurus docs:version`
 * when DIR has none. Each round builds both sides from cold, Docusaurus first, the other side
 * from a scratch copy of the project (its versions included), so the rounds interleave; wall
 * time and peak memory are those of each build's whole process tree, sampled alike. Prints each
 * pair and the medians. A benchmark: it prints figures and never fails on them.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteConfig } from '../../src/config/site';
import { createScratchSite, runGatsbyBuild } from '../lib/scratchSite';
import { samplePeakRss } from '../lib/processTree';

const { values } = parseArgs({ options: { anchor: { type: 'string' }, rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
if (!values.anchor || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: npm run bench:yardstick -- --anchor DIR [--rounds N]  (DIR: a prepared copy of ../shared/anchors/docusaurus)');
  process.exit(2);
}
const anchor = path.resolve(values.anchor);
if (!fs.existsSync(path.join(anchor, 'node_modules')) || !fs.existsSync(path.join(anchor, 'docs')))
  throw new Error(`${anchor}: install it and generate its docs first (its README, "Build")`);

/** The project's released versions, oldest first, cut in the anchor as Docusaurus does it. */
function cutAnchorVersions(): string[] {
  const released = siteConfig.docs.versions.filter((version) => version.status !== 'current').map((version) => version.name);
  const listFile = path.join(anchor, 'versions.json');
  const cut = fs.existsSync(listFile) ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[]) : [];
  for (const name of [...released].reverse().filter((name) => !cut.includes(name))) {
    const run = spawnSync('npx', ['--no-install', 'docusaurus', 'docs:version', name], { cwd: anchor, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`docusaurus docs:version ${name} failed:\n${run.stderr}`);
  }
  return JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[];
}

interface Run {
  ms: number;
  peakRss: number;
}

function buildAnchor(): Promise<Run> {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) fs.rmSync(path.join(anchor, dir), { recursive: true, force: true });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'docusaurus', 'build'], { cwd: anchor, stdio: ['ignore', 'ignore', 'pipe'] });
    const memory = samplePeakRss(child.pid ?? 0);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('close', (code) => {
      const peakRss = memory.stop();
      if (code === 0) resolve({ ms: Date.now() - started, peakRss });
      else reject(new Error(`the Docusaurus build failed:\n${errors.slice(-4000)}`));
    });
  });
}

async function buildSite(): Promise<Run> {
  const site = createScratchSite({ prefix: 'dp-yardstick-' });
  try {
    const run = await runGatsbyBuild(site.dir);
    if (run.code !== 0) throw new Error(`the site's build failed:\n${run.output.slice(-4000)}`);
    return { ms: run.ms, peakRss: run.peakRss };
  } finally {
    site.remove();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;

async function main() {
  const cut = cutAnchorVersions();
  console.log(`${siteConfig.docs.versions.length} versions on each side (Docusaurus: current and ${cut.join(', ')}), ${rounds} rounds`);
  const pairs: Array<{ anchor: Run; site: Run }> = [];
  for (let round = 1; round <= rounds; round++) {
    const docusaurus = await buildAnchor();
    const site = await buildSite();
    pairs.push({ anchor: docusaurus, site });
    console.log(
      `round ${round}: Docusaurus ${seconds(docusaurus.ms)}, ${gb(docusaurus.peakRss)}; this site ${seconds(site.ms)}, ${gb(site.peakRss)}; ` +
        `ratio ${(site.ms / docusaurus.ms).toFixed(2)}`,
    );
  }
  const median = (pick: (pair: { anchor: Run; site: Run }) => number) => {
    const sorted = pairs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  console.log(
    `median: Docusaurus ${seconds(median((p) => p.anchor.ms))}, peak ${gb(median((p) => p.anchor.peakRss))}; ` +
      `this site ${seconds(median((p) => p.site.ms))}, peak ${gb(median((p) => p.site.peakRss))}; ` +
      `time ratio ${median((p) => p.site.ms / p.anchor.ms).toFixed(2)}, memory ratio ${median((p) => p.site.peakRss / p.anchor.peakRss).toFixed(2)}`,
  );
}

void main();
