/**
 * `npm run bench:serve [-- --duration 10 --connections 50 --hosts node,nginx --dir public]`: load on
 * the two servers of the build. Starts the `npm start` server (scripts/serve.ts, in its own process,
 * as `npm start` runs it) and nginx with the shipped config (tests/e2e/support/nginx.ts) over the
 * same copy of the build, then drives each with autocannon, one target at a time: a doc page, its
 * page-data file and the search index, each for `duration` seconds at `connections` connections,
 * asking for brotli and gzip like a browser. Prints requests/s, latency p50/p99, errors, and each
 * server's resident memory before and after the load; writes .bench/serve.json.
 * Run `npm run build` first. A benchmark: it prints figures and fails only when a server does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, untilServing } from '../lib/ports';
import { ensureNginx } from '../lib/chromium';
import { startNginx } from '../../tests/e2e/support/nginx';
import { plantSite } from '../../tests/e2e/support/plantedSite';

const ROOT = path.resolve(__dirname, '../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    hosts: { type: 'string', default: 'node,nginx' },
    dir: { type: 'string', default: 'public' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const PUBLIC = path.resolve(ROOT, values.dir);

function searchIndexPath(): string {
  const dir = path.join(PUBLIC, 'static', 'search');
  const file = fs.readdirSync(dir).find((name) => /^search-index\.[0-9a-f]+\.json$/.test(name));
  if (!file) throw new Error(`no search index in ${dir}: build the site first (npm run build)`);
  return `/docs/static/search/${file}`;
}

/** Resident memory in MB of a process and every process below it (nginx's workers, tsx's node). */
function residentMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]!) ?? []));
  const kb = tree.reduce((sum, member) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
  return Math.round(kb / 1024);
}

interface Host {
  name: string;
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startNode(site: string): Promise<Host> {
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1', '--dir', site],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await untilServing(`${origin}/docs/`, 20_000, () => child.exitCode !== null);
  return {
    name: 'node',
    origin,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startNginxHost(root: string): Promise<Host> {
  ensureNginx();
  const nginx = await startNginx(await freePort(), root);
  const pid = Number(fs.readFileSync(nginx.pidFile, 'utf8').trim());
  return { name: 'nginx', origin: nginx.url, pid, stop: nginx.stop };
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) {
    console.error(`Nothing to serve: ${values.dir}/index.html is missing. Run "npm run build" first.`);
    process.exit(1);
  }
  const targets = [
    { name: 'doc page', path: '/docs/connectors/recipes/pagination/' },
    { name: 'page-data', path: '/docs/page-data/connectors/recipes/pagination/page-data.json' },
    { name: 'search index', path: searchIndexPath() },
  ];
  const planted = plantSite(PUBLIC);
  const rows = [];
  try {
    for (const name of values.hosts.split(',')) {
      const host = name === 'nginx' ? await startNginxHost(planted.root) : await startNode(planted.site);
      try {
        for (const target of targets) {
          const before = residentMb(host.pid);
          const result = await autocannon({
            url: `${host.origin}${target.path}`,
            connections,
            duration,
            headers: { 'accept-encoding': 'br, gzip' },
          });
          const errors = result.errors + result.timeouts + result.non2xx;
          const row = {
            host: host.name,
            target: target.name,
            path: target.path,
            requestsPerSecond: Math.round(result.requests.average),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
            requests: result.requests.total,
            errors,
            memoryBeforeMb: before,
            memoryAfterMb: residentMb(host.pid),
          };
          rows.push(row);
          console.log(`${host.name} ${target.name}: ${row.requestsPerSecond} req/s, p99 ${row.latencyP99Ms} ms, ${errors} errors`);
        }
      } finally {
        await host.stop();
      }
    }
  } finally {
    planted.remove();
  }

  console.log(`\n${connections} connections, ${duration} s each (Accept-Encoding: br, gzip)`);
  console.log('host  | target       |   req/s | p50 ms | p99 ms | bytes/req | requests | errors | MB before | MB after');
  for (const r of rows) {
    console.log(
      [
        r.host.padEnd(5),
        r.target.padEnd(12),
        String(r.requestsPerSecond).padStart(7),
        String(r.latencyP50Ms).padStart(6),
        String(r.latencyP99Ms).padStart(6),
        String(r.bytesPerRequest).padStart(9),
        String(r.requests).padStart(8),
        String(r.errors).padStart(6),
        String(r.memoryBeforeMb).padStart(9),
        String(r.memoryAfterMb).padStart(8),
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
