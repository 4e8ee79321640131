import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CDN_COMPATIBILITY_DATE, writeCdnSite } from '../../../src/hosting/cdn';
import { untilServing } from '../../../scripts/lib/ports';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Serves the build as the CDN would: the folder `npm run deploy:cdn` lays out, under Cloudflare's
 * `wrangler pages dev` (its workerd runtime ships in the npm package), offline: no Request.cf
 * lookup, no metrics, no update check.
 */
export async function startCdn(port: number, siteDir: string): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-cdn-'));
  const site = path.join(work, 'site');
  writeCdnSite(siteDir, site, '/docs/');
  let log = '';
  // Its own process group: wrangler runs workerd as a child, and both must stop.
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    ['pages', 'dev', site, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', CDN_COMPATIBILITY_DATE],
    {
      cwd: work,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
        // No banner, and so no update check against the registry.
        WRANGLER_HIDE_BANNER: 'true',
        WRANGLER_LOG_PATH: path.join(work, 'logs'),
        NO_COLOR: '1',
      },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await untilServing(`${url}/docs/`, 30_000, () => child.exitCode !== null).catch((error: Error) => {
    throw new Error(`wrangler pages dev did not start (${error.message}):\n${log}`);
  });
  return {
    url,
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
