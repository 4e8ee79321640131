import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from '../../tests/e2e/support/chromium';

/** Installs Debian's chromium when it is missing (the only browser this machine can get). */
export function ensureChromium(): string {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package…`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !hasSudo) {
    throw new Error(`Chromium is not installed and this user cannot install it. Run as root: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  const run = (args: string[]) => execFileSync(isRoot ? args[0]! : 'sudo', isRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
  return CHROMIUM_PATH;
}
