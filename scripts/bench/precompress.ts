/**
 * `npm run bench:precompress`: what each brotli quality costs and saves on the built site (public/,
 * so build first). For the per-page files and the shared ones (src/node/precompress.ts PER_PAGE),
 * prints bytes and single-core seconds per quality, beside gzip level 9, and marks the qualities
 * the build uses. A benchmark: it prints figures and never fails on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE, PER_PAGE, QUALITY } from '../../src/node/precompress';
import { listFiles } from '../../src/lib/listFiles';
import { kb } from '../lib/stats';

const PUBLIC = path.resolve(__dirname, '../../public');
if (!fs.existsSync(PUBLIC)) throw new Error('No public/: run `npm run build` first.');
const files = listFiles(PUBLIC).filter((file) => COMPRESSIBLE.test(file));
const groups = {
  perPage: files.filter((file) => PER_PAGE.test(file)),
  shared: files.filter((file) => !PER_PAGE.test(file)),
};

function timed(contents: Buffer[], compress: (content: Buffer) => Buffer): { bytes: number; seconds: number } {
  const started = process.hrtime.bigint();
  const bytes = contents.reduce((sum, content) => sum + compress(content).length, 0);
  return { bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

for (const [group, list] of Object.entries(groups) as Array<[keyof typeof groups, string[]]>) {
  const contents = list.map((file) => fs.readFileSync(file));
  const raw = contents.reduce((sum, content) => sum + content.length, 0);
  console.log(`\n${group}: ${list.length} files, ${kb(raw)}`);
  const gzip = timed(contents, (content) => zlib.gzipSync(content, { level: 9 }));
  console.log(`  gzip 9       ${kb(gzip.bytes).padStart(11)}  ${gzip.seconds.toFixed(2)} s`);
  for (const quality of [5, 6, 7, 8, 9, 10, 11]) {
    const brotli = timed(contents, (content) =>
      zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    const used = QUALITY[group] === quality ? '  ← the build' : '';
    console.log(`  brotli ${String(quality).padEnd(5)} ${kb(brotli.bytes).padStart(11)}  ${brotli.seconds.toFixed(2)} s${used}`);
  }
}
