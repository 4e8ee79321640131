/**
 * `npm run bench:serve [-- --duration 20 --connections 50]`: load on the `npm start` server.
 * Starts scripts/serve.ts on loopback in its own process (as `npm start` runs it) over the built
 * public/, then drives it with autocannon, one target at a time: a doc page, its page-data file and
 * the search index, each for `duration` seconds at `connections` connections, asking for brotli
 * like a browser. Prints requests/s, latency p50/p99 and errors; writes .bench/serve.json.
 * Run `npm run build` first. A benchmark: it prints figures and fails only when the server does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '9300' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const origin = `http://127.0.0.1:${values.port}`;

function searchIndexPath(): string {
  const dir = path.join(PUBLIC, 'static', 'search');
  const file = fs.readdirSync(dir).find((name) => /^search-index\.[0-9a-f]+\.json$/.test(name));
  if (!file) throw new Error(`no search index in ${dir}: build the site first (npm run build)`);
  return `/docs/static/search/${file}`;
}

async function waitForServer(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) {
    console.error('Nothing to serve: public/index.html is missing. Run "npm run build" first.');
    process.exit(1);
  }
  const targets = [
    { name: 'doc page', path: '/docs/connectors/recipes/pagination/' },
    { name: 'page-data', path: '/docs/page-data/connectors/recipes/pagination/page-data.json' },
    { name: 'search index', path: searchIndexPath() },
  ];
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/serve.ts', '--port', values.port, '--host', '127.0.0.1', '--dir', PUBLIC],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const rows = [];
  try {
    await waitForServer(`${origin}/docs/`);
    for (const target of targets) {
      const result = await autocannon({
        url: `${origin}${target.path}`,
        connections,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push({
        target: target.name,
        path: target.path,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        requests: result.requests.total,
        errors,
      });
      console.log(`${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`);
    }
  } finally {
    server.kill('SIGTERM');
  }

  console.log(`\n${connections} connections, ${duration} s each, on ${origin} (Accept-Encoding: br, gzip)`);
  console.log('target       |   req/s | p50 ms | p99 ms | bytes/req | requests | errors');
  for (const r of rows) {
    console.log(
      [
        r.target.padEnd(12),
        String(r.requestsPerSecond).padStart(7),
        String(r.latencyP50Ms).padStart(6),
        String(r.latencyP99Ms).padStart(6),
        String(r.bytesPerRequest).padStart(9),
        String(r.requests).padStart(8),
        String(r.errors).padStart(6),
      ].join(' | '),
    );
  }
  const out = path.join(ROOT, '.bench', 'serve.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), duration, connections, rows }, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, out)}`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
