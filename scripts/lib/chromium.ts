import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's Chromium, launched the way this machine needs (no sandbox as root, no background traffic). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end suite's browser: Debian's Chromium headless shell, the same engine without the
 * browser's own layer, so the suite does less work (docs/decisions/2026-11-27-e2e-headless-shell.md).
 */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs a Debian package when `binary` is missing (root, or sudo); the machine's only source of browsers and servers. */
export function ensureDebianPackage(binary: string, pkg: string): string {
  if (fs.existsSync(binary)) return binary;
  console.log(`${binary} is missing; installing Debian's ${pkg} package…`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !hasSudo)
    throw new Error(`${pkg} is not installed and this user cannot install it. Run as root: apt-get install -y ${pkg}`);
  const run = (args: string[]) =>
    execFileSync(isRoot ? args[0]! : 'sudo', isRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', pkg]);
  if (!fs.existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing.`);
  return binary;
}

/** Debian's Chromium (set CHROMIUM_PATH to use another). */
export function ensureChromium(): string {
  return fs.existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : ensureDebianPackage(CHROMIUM_PATH, 'chromium');
}

/** The end-to-end suite's browser: Debian's chromium-headless-shell (set CHROMIUM_PATH to use another). */
export function ensureE2eChromium(): string {
  return fs.existsSync(E2E_CHROMIUM_PATH) ? E2E_CHROMIUM_PATH : ensureDebianPackage(E2E_CHROMIUM_PATH, 'chromium-headless-shell');
}

/** Debian's nginx, to test the shipped deploy config for real. */
export const NGINX_PATH = '/usr/sbin/nginx';
export function ensureNginx(): string {
  return ensureDebianPackage(NGINX_PATH, 'nginx-light');
}
