import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, type ServerLimits } from '../../scripts/serve';
import { CANARY } from '../e2e/support/plantedSite';

export const FIXTURE_PAGE = `<!doctype html><title>Introduction</title><h1>Introduction</h1>${'<p>Work at the speed of sync.</p>'.repeat(40)}`;
export const FIXTURE_BUNDLE = '/docs/app-01234567.js';

/**
 * A small build — pages, a twin, a bundle, their .br and .gz copies, a folder without a page, the
 * 404 page, symlinks that lead out of it to a canary beside it — served by the `npm start` server
 * on a loopback port. Call in beforeAll; `close` in afterAll.
 */
export async function serveFixture(
  limits?: Partial<ServerLimits>,
): Promise<{ port: number; server: http.Server; close: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-serve-'));
  const dir = path.join(root, 'site');
  fs.writeFileSync(path.join(root, 'canary.txt'), `${CANARY}\n`);
  const files: Record<string, string> = {
    'index.html': FIXTURE_PAGE,
    'intro/index.html': FIXTURE_PAGE,
    'intro/index.md': '# Introduction\n\nWork at the speed of sync — › twins.\n',
    'connectors/readme.txt': 'a folder without a page\n',
    '404.html': '<!doctype html><title>Not found</title>',
    'robots.txt': 'User-agent: *\n',
    [FIXTURE_BUNDLE.slice('/docs/'.length)]: 'console.log("app");\n'.repeat(50),
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    if (/\.(html|md|js)$/.test(name) && name !== '404.html') {
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    }
  }
  fs.symlinkSync('../canary.txt', path.join(dir, 'planted.txt'));
  fs.symlinkSync('..', path.join(dir, 'planted-dir'), 'dir');
  const server: http.Server = await startServer({ dir, port: 0, host: '127.0.0.1', limits });
  return {
    port: (server.address() as AddressInfo).port,
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
