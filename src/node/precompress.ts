import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listFiles } from '../lib/listFiles';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|webmanifest)$/;
/**
 * Brotli quality by how a file is fetched. Per-page files (HTML, page data, Markdown twins, llms
 * files) are most of the bytes and all rewritten by an edit: quality 8 costs a fifteenth of 10's
 * time for about 7% more bytes (a page's HTML, 18 KB, grows by about 1.3 KB). Shared files (chunks,
 * CSS, search data) are content-hashed and cached for a year: quality 10 is within about 2% of 11
 * at a third of its time. Figures: docs/decisions/2026-11-22-precompress-only-changed-files.md.
 */
export const PER_PAGE = /(\.html|[\\/]page-data\.json|\.md|\.txt)$/;
export const QUALITY = { perPage: 8, shared: 10 };

/** Each file's SHA-256 as last compressed, by its path under the folder. */
export type Manifest = Record<string, string>;

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
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const keyOf = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');
const isFresh = (manifest: Manifest, key: string, hash: string, file: string) =>
  manifest[key] === hash && fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`);

/** Writes `file`'s `.br` and `.gz`; returns the sizes. */
async function compressFile(file: string, content: Buffer): Promise<{ bytes: number; brotli: number }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PER_PAGE.test(file) ? QUALITY.perPage : QUALITY.shared,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return { bytes: content.length, brotli: br.length };
}

/**
 * Compresses `files` of `dir` ahead of precompress, one at a time while the build still runs
 * (the `earlyPrecompression` part); returns each file's content hash as compressed, for precompress
 * to keep (`early`). A file that changes afterwards is compressed again there; one that cannot be
 * read is left to it.
 */
export async function precompressEarly(dir: string, files: string[]): Promise<Manifest> {
  const done: Manifest = {};
  await eachLimited(
    files.filter((file) => COMPRESSIBLE.test(file)),
    1,
    async (file) => {
      const content = await fs.promises.readFile(file).catch(() => undefined);
      if (!content) return;
      await compressFile(file, content);
      done[keyOf(dir, file)] = digest(content);
    },
  );
  return done;
}

/**
 * Writes `.br` (quality by PER_PAGE) and `.gz` (level 9) next to every text file of
 * the build, so the server sends the smallest encoding the browser accepts without compressing on
 * each request. Source maps are skipped: only developer tools fetch them. The compression runs on
 * libuv's thread pool, one file per core at a time.
 *
 * With `reuse` (the `precompressChangedOnly` part), a file is compressed again only when its content
 * changed: `manifestFile` (kept outside what is served) records the SHA-256 of each file as last
 * compressed, in every run. Content, not modification times: Gatsby rewrites every page's HTML when
 * it stitches slices, even when nothing changed, so a time-based check recompressed all 5,134 pages
 * of a 5,000-page warm build (373 s).
 */
export async function precompress(
  dir: string,
  manifestFile: string,
  { reuse = false, early = {}, parallel = os.availableParallelism() }: { reuse?: boolean; early?: Manifest; parallel?: number } = {},
): Promise<{ files: number; fresh: number; bytes: number; brotli: number }> {
  const before = { ...(reuse ? readManifest(manifestFile) : {}), ...early };
  // Gone while this run rewrites copies: a run that stops half-way leaves no record to trust.
  fs.rmSync(manifestFile, { force: true });
  const after: Manifest = {};
  const totals = { files: 0, fresh: 0, bytes: 0, brotli: 0 };
  await eachLimited(
    listFiles(dir).filter((file) => COMPRESSIBLE.test(file)),
    parallel,
    async (file) => {
      const key = keyOf(dir, file);
      const content = await fs.promises.readFile(file);
      const hash = (after[key] = digest(content));
      if (isFresh(before, key, hash, file)) {
        totals.fresh += 1;
        return;
      }
      const { bytes, brotli } = await compressFile(file, content);
      totals.files += 1;
      totals.bytes += bytes;
      totals.brotli += brotli;
    },
  );
  // Written last, and in every run: a run that reused nothing must not leave an older record behind.
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(after));
  return totals;
}
