import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it, onTestFinished } from 'vitest';
import { tempFiles } from '../../tests/unit/tempFiles';
import { precompress, precompressEarly } from './precompress';

const site = (files: Record<string, string>) => tempFiles('dp-precompress-', files);
// As the `precompressChangedOnly` part passes it; without it every run compresses everything.
const REUSE = { reuse: true };

// Beside the site, as `.cache` is beside `public`; removed after each test with the site.
function manifestOf(dir: string): string {
  const file = path.join(dir, '..', `${path.basename(dir)}.manifest.json`);
  onTestFinished(() => fs.rmSync(file, { force: true }));
  return file;
}

it('writes brotli and gzip copies of text files that decompress to the original, and skips source maps', async () => {
  const dir = site({ 'intro/index.html': '<h1>Intro</h1>'.repeat(50), 'app-1.js': 'let a = 1;', 'app-1.js.map': '{}', 'logo.png': 'x' });
  expect(await precompress(dir, manifestOf(dir))).toMatchObject({ files: 2, fresh: 0 });
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'intro/index.html.br'))).toString()).toBe('<h1>Intro</h1>'.repeat(50));
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'app-1.js.gz'))).toString()).toBe('let a = 1;');
  expect(fs.existsSync(path.join(dir, 'app-1.js.map.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
});

it('a second run compresses only files whose content changed, however recently they were written', async () => {
  const dir = site({ 'a/index.html': '<p>a</p>', 'b/index.html': '<p>b</p>' });
  const manifest = manifestOf(dir);
  await precompress(dir, manifest, REUSE);
  expect(await precompress(dir, manifest, REUSE)).toMatchObject({ files: 0, fresh: 2 });

  // As Gatsby does on every build: both pages are written again, one of them unchanged.
  fs.writeFileSync(path.join(dir, 'a/index.html'), '<p>a</p>');
  const changed = path.join(dir, 'b/index.html');
  fs.writeFileSync(changed, '<p>b, edited</p>');
  expect(await precompress(dir, manifest, REUSE)).toMatchObject({ files: 1, fresh: 1 });
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${changed}.br`)).toString()).toBe('<p>b, edited</p>');
  expect(zlib.gunzipSync(fs.readFileSync(`${changed}.gz`)).toString()).toBe('<p>b, edited</p>');

  // A missing copy is rewritten; without a manifest (a cleaned cache) everything is.
  fs.rmSync(path.join(dir, 'a/index.html.gz'));
  expect(await precompress(dir, manifest, REUSE)).toMatchObject({ files: 1, fresh: 1 });
  fs.rmSync(manifest);
  expect(await precompress(dir, manifest, REUSE)).toMatchObject({ files: 2, fresh: 0 });
});

it('without reuse, compresses every file, and still records them for the next run that reuses', async () => {
  const dir = site({ 'a/index.html': '<p>a</p>' });
  const manifest = manifestOf(dir);
  await precompress(dir, manifest, REUSE);
  // As a build with the part off: the page changes and is compressed again, and the record follows.
  fs.writeFileSync(path.join(dir, 'a/index.html'), '<p>b</p>');
  expect(await precompress(dir, manifest)).toMatchObject({ files: 1, fresh: 0 });
  // The record followed: a run that reuses finds b's copies fresh.
  expect(await precompress(dir, manifest, REUSE)).toMatchObject({ files: 0, fresh: 1 });
  // Back to the first content, reusing: the record says b, so a's copies are made again, not trusted.
  fs.writeFileSync(path.join(dir, 'a/index.html'), '<p>a</p>');
  expect(await precompress(dir, manifest, REUSE)).toMatchObject({ files: 1, fresh: 0 });
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'a/index.html.gz'))).toString()).toBe('<p>a</p>');
});

it('keeps what was compressed early while it is unchanged, and compresses again a file written since or missed', async () => {
  const dir = site({ 'app-1.js': 'let a = 1;', 'app-2.js': 'let b = 2;', 'intro/index.html': '<p>intro</p>', 'app-1.js.map': '{}' });
  const file = (name: string) => path.join(dir, name);
  const early = await precompressEarly(dir, [file('app-1.js'), file('app-2.js'), file('app-1.js.map'), file('gone.js')]);
  expect(Object.keys(early).sort()).toEqual(['app-1.js', 'app-2.js']);
  // Rewritten after its early copy (as a later step of the build might): that copy must not be served.
  fs.writeFileSync(file('app-2.js'), 'let b = 3;');
  expect(await precompress(dir, manifestOf(dir), { early })).toMatchObject({ files: 2, fresh: 1 });
  expect(zlib.brotliDecompressSync(fs.readFileSync(file('app-2.js.br'))).toString()).toBe('let b = 3;');
  expect(zlib.gunzipSync(fs.readFileSync(file('app-1.js.gz'))).toString()).toBe('let a = 1;');
  expect(fs.existsSync(file('intro/index.html.br'))).toBe(true);
});
