import type { AddressInfo } from 'node:net';
import { startServer } from '../../../scripts/serve';
import { freePort } from '../../../scripts/lib/ports';
import { startCdn } from './cdn';
import { startNginx } from './nginx';
import { plantSite } from './plantedSite';

export type Host = 'node' | 'nginx' | 'cdn';
export const HOSTS: Host[] = ['node', 'nginx', 'cdn'];

export interface Hosts {
  port: Record<Host, number>;
  origin: Record<Host, string>;
  stop: () => Promise<void>;
}

/**
 * The three hosts of the build — the `npm start` server, the shipped nginx config and the CDN files
 * under Cloudflare's `wrangler pages dev` — each serving the same planted copy of the build
 * (plantedSite.ts), on loopback ports.
 */
export async function startHosts(): Promise<Hosts> {
  const planted = plantSite();
  const node = await startServer({ dir: planted.site, port: 0, host: '127.0.0.1' });
  const [nginx, cdn] = await Promise.all([
    freePort().then((port) => startNginx(port, planted.root)),
    freePort().then((port) => startCdn(port, planted.site)),
  ]);
  const port = { node: (node.address() as AddressInfo).port, nginx: nginx.port, cdn: cdn.port };
  return {
    port,
    origin: { node: `http://127.0.0.1:${port.node}`, nginx: nginx.url, cdn: cdn.url },
    stop: async () => {
      node.closeAllConnections();
      await Promise.all([new Promise((resolve) => node.close(resolve)), nginx.stop(), cdn.stop()]);
      planted.remove();
    },
  };
}
