import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../../..', process.env.E2E_SITE_DIR ?? 'public');

/** Text that no answer of any host may carry: it sits beside the site, outside what is served. */
export const CANARY = 'canary-4e1d9b27-not-part-of-the-site';

/** The symlinks planted inside the site, each leading out of it to the canary. */
export const PLANTED = ['/docs/planted.txt', '/docs/planted-dir/canary.txt'];

/**
 * A copy of the build for the hosts to serve, as it would be deployed (`root/docs/`, hard links:
 * no time or space for a copy), with what a hostile request looks for planted around it: the
 * canary in the root, and symlinks inside the site that lead to it.
 */
export function plantSite(from = SITE_DIR): { root: string; site: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-hosts-'));
  const site = path.join(root, 'docs');
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const to = path.join(site, path.relative(from, file));
    if (entry.isDirectory()) fs.mkdirSync(to, { recursive: true });
    else if (entry.isFile()) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.linkSync(file, to);
    }
  }
  fs.writeFileSync(path.join(root, 'canary.txt'), `${CANARY}\n`);
  fs.symlinkSync('../canary.txt', path.join(site, 'planted.txt'));
  fs.symlinkSync('..', path.join(site, 'planted-dir'), 'dir');
  return { root, site, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
