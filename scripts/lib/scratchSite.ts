import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnGatsby } from '../gatsby.cjs';
import { siteConfig } from '../../src/config/site';
import type { DocsVersion } from '../../src/routes/versions';
import type { SidebarItem } from '../../src/site/sidebarTree';
import { withVersionList } from '../../src/versions/node/cutVersion';
import { VERSIONS_DIR } from '../../src/versions/sources';
import { samplePeakRss } from './processTree';
import { freePort } from './ports';

const PROJECT = path.resolve(__dirname, '../..');
/**
 * What a build needs from the project; node_modules is linked, not copied. The lock file and the
 * patches are inputs of the speed layer's cache keys, as in the project.
 */
const COPIED = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'package-lock.json',
  'patches',
  'tsconfig.json',
  'src',
  'static',
];

export interface ScratchSite {
  dir: string;
  contentDir: string;
  remove: () => void;
}

/**
 * A throwaway copy of the site, so fixture and benchmark builds never touch the project's own
 * `public/` and `.cache/`. Its content is the project's `content/docs` (or none when `base` is
 * null) with the files of each `overlay` folder copied on top, in order. Its docs versions are the
 * project's, frozen folders included, with the project's content, and current alone without; or
 * `versions`, each released one a copy of the project's newest (benchmarks of how builds grow).
 */
export function createScratchSite(
  options: { base?: 'project' | null; overlay?: string | string[]; prefix?: string; versions?: readonly DocsVersion[] } = {},
): ScratchSite {
  const { base = 'project', overlay = [], prefix = 'dp-scratch-' } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPIED) fs.cpSync(path.join(PROJECT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const target = path.join(dir, 'content', 'docs');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(PROJECT, 'content', 'cli-reference.json'), path.join(dir, 'content', 'cli-reference.json'));
  fs.mkdirSync(target, { recursive: true });
  if (base === 'project') fs.cpSync(path.join(PROJECT, 'content', 'docs'), target, { recursive: true });
  for (const folder of typeof overlay === 'string' ? [overlay] : overlay) fs.cpSync(folder, target, { recursive: true });
  const versions =
    options.versions ?? (base === 'project' ? siteConfig.docs.versions : siteConfig.docs.versions.filter((v) => v.status === 'current'));
  const released = siteConfig.docs.versions.filter((v) => v.status !== 'current');
  versions.forEach((version, index) => {
    if (version.status === 'current') return;
    // The project's own frozen folder, or (benchmarks) the newest one copied under another name.
    const from = released.find((v) => v.name === version.name) ?? released[index % Math.max(released.length, 1)];
    if (!from) throw new Error(`No released version in the project to copy as ${version.name}`);
    fs.cpSync(path.join(PROJECT, VERSIONS_DIR, from.name), path.join(dir, VERSIONS_DIR, version.name), { recursive: true });
  });
  const configFile = path.join(dir, 'src/config/site.ts');
  const config = withVersionList(fs.readFileSync(configFile, 'utf8'), versions);
  if (!config) throw new Error('src/config/site.ts: docs.versions is not where withVersionList looks for it');
  fs.writeFileSync(configFile, config);
  return { dir, contentDir: target, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface BuildResult {
  code: number;
  output: string;
  ms: number;
  /** Peak resident memory of the build's whole process tree, in bytes. */
  peakRss: number;
}

/** Runs `gatsby build --prefix-paths` in `dir` as `npm run build` does; resolves with the exit code, all output, time and memory. */
export function runGatsbyBuild(dir: string, env: NodeJS.ProcessEnv = {}): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    // As `npm run build` starts it, Node options included.
    const child = spawnGatsby(['build', '--prefix-paths'], { cwd: dir, env: { ...process.env, CI: '1', NODE_ENV: 'production', ...env } });
    const memory = samplePeakRss(child.pid ?? 0);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started, peakRss: memory.stop() }));
  });
}

export interface DevelopServer {
  url: string;
  /** Everything `gatsby develop` printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `gatsby develop` in `dir` on `port` (loopback) and resolves once it serves pages; rejects
 * with its output when it exits first or is not ready within `timeoutMs`.
 */
export function startGatsbyDevelop(dir: string, port: number, timeoutMs = 300_000): Promise<DevelopServer> {
  const child = spawnGatsby(['develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    // Its own process group, so stop() ends the webpack and query workers too.
    detached: true,
    env: { ...process.env, CI: '1', NODE_ENV: 'development' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  };
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`gatsby develop exited with ${child.exitCode}:\n${output}`));
      } else if (/You can now view/.test(output)) {
        clearInterval(timer);
        resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        void stop().then(() => reject(new Error(`gatsby develop was not ready within ${timeoutMs / 1000} s:\n${output}`)));
      }
    }, 500);
  });
}

/** The build fixtures' skeleton pages: the site's code on a handful of pages. */
export const SKELETON = path.join(PROJECT, 'tests/build/fixtures/skeleton');

export interface Preview {
  site: ScratchSite;
  server: DevelopServer;
}

/**
 * The authors' preview of the skeleton pages, in a throwaway copy on a free port, as
 * tests/e2e/develop.spec.ts drives it. Resolves once the page data is written too, and every
 * sidebar page's data answers: Gatsby prints its URL before the first bundle is built, and a request
 * in between can be answered 404 (Gatsby's race, not the site's).
 */
export async function startSkeletonPreview(): Promise<Preview> {
  const site = createScratchSite({ base: null, overlay: SKELETON, prefix: 'dp-develop-' });
  try {
    const server = await startGatsbyDevelop(site.dir, await freePort());
    const deadline = Date.now() + 300_000;
    while (!/Writing page-data\.json/.test(server.output())) {
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`gatsby develop wrote no page data within 300 s:\n${server.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await askEveryPageData(server.url, deadline);
    return { site, server };
  } catch (error) {
    site.remove();
    throw error;
  }
}

/**
 * Asks for the data of the intro page and of every page in its sidebar until each answers. Gatsby's
 * preview runs a page's query when its data is first asked for, and answers 404 when that takes over
 * 15 s (a loaded machine, its first bundle still compiling): a spec's first page would find the
 * prefetches of its sidebar links failing (Gatsby's race, not the site's). Once run, a query's last
 * result is served while it runs again.
 */
async function askEveryPageData(url: string, deadline: number): Promise<void> {
  const dataOf = async (route: string): Promise<unknown> => {
    for (;;) {
      const response = await fetch(`${url}/page-data${route.replace(/\/$/, '')}/page-data.json`).catch(() => undefined);
      if (response?.ok) return response.json();
      if (Date.now() > deadline) throw new Error(`gatsby develop served no page data for ${route} within 300 s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const intro = (await dataOf('/intro/')) as { result?: { pageContext?: { sidebar?: SidebarItem[] } } };
  const routes = (items: SidebarItem[]): string[] =>
    items.flatMap((item) => [item.href, ...(item.type === 'category' ? routes(item.items) : [])]);
  await Promise.all(routes(intro.result?.pageContext?.sidebar ?? []).map(dataOf));
}

/** Where `npm test` tells the develop spec about the preview it started beside the builds. */
export const PREVIEW_ENV = { url: 'E2E_PREVIEW_URL', contentDir: 'E2E_PREVIEW_CONTENT_DIR' } as const;
