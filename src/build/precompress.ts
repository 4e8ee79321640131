import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listFiles } from '../lib/listFiles';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|webmanifest)$/;
/**
 * Per-page files (HTML, page data, Markdown twins, llms files) use brotli quality 10: 3x faster
 * than 11 for about 2.5% more bytes, which keeps the build linear in practice for thousands of
 * pages. Shared files (chunks, CSS, search data) are few, fetched by every reader, cached for a
 * year, and worth quality 11.
 */
const PER_PAGE = /(\.html|[\\/]page-data\.json|\.md|\.txt)$/;

type Manifest = Record<string, string>;

/** Where the build keeps the manifest (see precompress): in `.cache`, outside what is served. */
export const PRECOMPRESS_MANIFEST = path.resolve('.cache', 'precompress-manifest.json');

const digest = (content: Buffer) => crypto.createHash('sha256').update(content).digest('base64url');

function readManifest(file: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {}; // first build, or `gatsby clean`: compress everything
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

const keyOf = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');
const isFresh = (manifest: Manifest, key: string, hash: string, file: string) =>
  manifest[key] === hash && fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`);

/** Writes `file`'s `.br` and `.gz`; returns the sizes. */
async function compressFile(file: string, content: Buffer): Promise<{ bytes: number; brotli: number }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PER_PAGE.test(file) ? 10 : 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return { bytes: content.length, brotli: br.length };
}

/** Compressions started ahead of `precompress`, by file: the hash of what was compressed (none: nothing to do). */
const ahead = new Map<string, Promise<{ hash: string; bytes: number; brotli: number } | null>>();
/** The last compression of each named lane (see precompressAhead). */
const lanes = new Map<string, Promise<unknown>>();
/** The manifest as the build found it, read once for everything handed over ahead. */
let aheadManifest: { file: string; manifest: Manifest } | undefined;

/**
 * Starts compressing `files` (those of them precompress would) in the background, one at a time,
 * so a build can hand over files as soon as they are final: the browser bundle's chunks while
 * webpack builds the HTML renderer on one core and leaves the other free, the Markdown twins as
 * they are written. Calls that name the same `lane` share one queue, so files handed over one by
 * one (the twins) never keep more than one compression going beside the build's own use of libuv's
 * threads. `precompress` then keeps each result whose file is unchanged, and does the rest. A
 * failure here only means it is redone.
 */
export function precompressAhead(dir: string, files: string[], manifestFile: string, lane?: string): void {
  if (aheadManifest?.file !== manifestFile) aheadManifest = { file: manifestFile, manifest: readManifest(manifestFile) };
  const before = aheadManifest.manifest;
  let previous: Promise<unknown> = (lane && lanes.get(lane)) || Promise.resolve();
  for (const file of files.filter((f) => COMPRESSIBLE.test(f) && !ahead.has(f))) {
    const result = previous.then(async () => {
      const content = await fs.promises.readFile(file);
      const hash = digest(content);
      if (isFresh(before, keyOf(dir, file), hash, file)) return null;
      return { hash, ...(await compressFile(file, content)) };
    });
    const settled = result.catch(() => null);
    ahead.set(file, settled);
    previous = settled;
  }
  if (lane) lanes.set(lane, previous);
}

/**
 * The order in which precompress takes the files: those not handed over ahead first, largest
 * first, so no lane is left with a big file while the others have finished; then those handed
 * over, whose compression is already under way in its lane. Waiting for one of them earlier would
 * hold a lane idle while the cores had files to compress.
 */
export function workOrder(files: string[], handedOver: (file: string) => boolean, sizeOf: (file: string) => number): string[] {
  const own = files.filter((file) => !handedOver(file));
  const sizes = new Map(own.map((file) => [file, sizeOf(file)]));
  own.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  return [...own, ...files.filter(handedOver)];
}

/**
 * Writes `.br` (quality 10 or 11, see PER_PAGE) and `.gz` (level 9) next to every text file of
 * the build, so the server sends the smallest encoding the browser accepts without compressing on
 * each request. Source maps are skipped: only developer tools fetch them. The compression runs on
 * libuv's thread pool, one file per core at a time: brotli 11 is most of this step.
 *
 * A file is compressed again only when its content changed. `manifest` (kept in `.cache`, outside
 * what is served) records the SHA-256 of each file as last compressed. Content, not modification
 * times: Gatsby rewrites every page's HTML when it stitches slices, even when nothing changed, so
 * a time-based check recompressed all 5,134 pages of a 5,000-page warm build (373 s).
 */
export async function precompress(
  dir: string,
  manifestFile: string,
  { parallel = os.availableParallelism() }: { parallel?: number } = {},
): Promise<{ files: number; fresh: number; bytes: number; brotli: number; ahead: number }> {
  const before = readManifest(manifestFile);
  const after: Manifest = {};
  const totals = { files: 0, fresh: 0, bytes: 0, brotli: 0, ahead: 0 };
  await eachLimited(
    workOrder(
      listFiles(dir).filter((file) => COMPRESSIBLE.test(file)),
      (file) => ahead.has(file),
      (file) => fs.statSync(file).size,
    ),
    parallel,
    async (file) => {
      const key = keyOf(dir, file);
      const content = await fs.promises.readFile(file);
      const hash = (after[key] = digest(content));
      const early = await ahead.get(file);
      if (early?.hash === hash) {
        totals.ahead += 1;
      } else if (isFresh(before, key, hash, file)) {
        totals.fresh += 1;
        return;
      }
      const { bytes, brotli } = early?.hash === hash ? early : await compressFile(file, content);
      totals.files += 1;
      totals.bytes += bytes;
      totals.brotli += brotli;
    },
  );
  ahead.clear();
  lanes.clear();
  aheadManifest = undefined;
  // Written last: a build that stops half-way leaves the old hashes, so its new files are redone.
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(after));
  return totals;
}
