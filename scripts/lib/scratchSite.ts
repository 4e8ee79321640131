import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { samplePeakRss } from './processTree';

const PROJECT = path.resolve(__dirname, '../..');
/** What a build needs from the project; node_modules is linked, not copied. */
const COPIED = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'src', 'static'];

export interface ScratchSite {
  dir: string;
  contentDir: string;
  remove: () => void;
}

/**
 * A throwaway copy of the site, so fixture and benchmark builds never touch the project's own
 * `public/` and `.cache/`. Its content is the project's `content/docs` (or none when `base` is
 * null) with the files of `overlay` copied on top.
 */
export function createScratchSite(options: { base?: 'project' | null; overlay?: string; prefix?: string } = {}): ScratchSite {
  const { base = 'project', overlay, prefix = 'dp-scratch-' } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPIED) fs.cpSync(path.join(PROJECT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const target = path.join(dir, 'content', 'docs');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(PROJECT, 'content', 'cli-reference.json'), path.join(dir, 'content', 'cli-reference.json'));
  fs.mkdirSync(target, { recursive: true });
  if (base === 'project') fs.cpSync(path.join(PROJECT, 'content', 'docs'), target, { recursive: true });
  if (overlay) fs.cpSync(overlay, target, { recursive: true });
  return { dir, contentDir: target, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface BuildResult {
  code: number;
  output: string;
  ms: number;
  /** Peak resident memory of the build's whole process tree, in bytes. */
  peakRss: number;
}

/** Runs `gatsby build --prefix-paths` in `dir`; resolves with the exit code, all output, time and memory. */
export function runGatsbyBuild(dir: string, env: NodeJS.ProcessEnv = {}): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(PROJECT, 'node_modules/gatsby/cli.js'), 'build', '--prefix-paths'], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NODE_ENV: 'production', ...env },
    });
    const memory = samplePeakRss(child.pid ?? 0);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started, peakRss: memory.stop() }));
  });
}
