// Temporary: a build with the tree's RSS logged every 250 ms beside the build's own log lines, timestamped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { treeRss } from './scripts/lib/processTree';

const out = fs.createWriteStream(process.argv[2] ?? '/tmp/mem-probe.log');
const t0 = Date.now();
const stamp = () => ((Date.now() - t0) / 1000).toFixed(1);
const child = spawn('npm', ['run', 'build'], { env: { ...process.env } });
for (const stream of [child.stdout, child.stderr])
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${stamp()} LOG ${line}\n`);
  });
let peak = 0;
const timer = setInterval(() => {
  const rss = treeRss(child.pid ?? 0);
  if (rss > peak) peak = rss;
  out.write(`${stamp()} RSS ${Math.round(rss / 1e6)}\n`);
}, 250);
child.on('close', (code) => {
  clearInterval(timer);
  out.write(`${stamp()} END code=${code} peak=${Math.round(peak / 1e6)} MB\n`);
  out.end();
});
