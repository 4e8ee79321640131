import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startServer, type ServerOptions } from '../../../scripts/serve';

const SITE_DIR = path.resolve(__dirname, '../../..', process.env.E2E_SITE_DIR ?? 'public');

/** Another server over the same build (a misconfigured host, say), on a free loopback port. */
export async function startExtraServer(options: Omit<ServerOptions, 'dir'>): Promise<{ url: string; close: () => Promise<void> }> {
  const server: http.Server = await startServer({ dir: SITE_DIR, port: 0, host: '127.0.0.1', ...options });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The browser keeps its connections alive: without closing them, close waits out their idle timeout.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
