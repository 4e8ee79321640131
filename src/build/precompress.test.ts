import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it, onTestFinished } from 'vitest';
import { tempFiles } from '../../tests/unit/tempFiles';
import { precompress, precompressAhead, workOrder } from './precompress';

const site = (files: Record<string, string>) => tempFiles('dp-precompress-', files);

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
  await precompress(dir, manifest);
  expect(await precompress(dir, manifest)).toMatchObject({ files: 0, fresh: 2 });

  // As Gatsby does on every build: both pages are written again, one of them unchanged.
  fs.writeFileSync(path.join(dir, 'a/index.html'), '<p>a</p>');
  const changed = path.join(dir, 'b/index.html');
  fs.writeFileSync(changed, '<p>b, edited</p>');
  expect(await precompress(dir, manifest)).toMatchObject({ files: 1, fresh: 1 });
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${changed}.br`)).toString()).toBe('<p>b, edited</p>');
  expect(zlib.gunzipSync(fs.readFileSync(`${changed}.gz`)).toString()).toBe('<p>b, edited</p>');

  // A missing copy is rewritten; without a manifest (a cleaned cache) everything is.
  fs.rmSync(path.join(dir, 'a/index.html.gz'));
  expect(await precompress(dir, manifest)).toMatchObject({ files: 1, fresh: 1 });
  fs.rmSync(manifest);
  expect(await precompress(dir, manifest)).toMatchObject({ files: 2, fresh: 0 });
});

it('keeps what was compressed ahead while the file is unchanged, and compresses a file changed since', async () => {
  const dir = site({ 'app-1.js': 'let a = 1;'.repeat(100), 'app-2.js': 'let b = 2;', 'app-2.js.map': '{}' });
  const manifest = manifestOf(dir);
  const [kept, changed] = [path.join(dir, 'app-1.js'), path.join(dir, 'app-2.js')];
  precompressAhead(dir, [kept, changed, `${changed}.map`], manifest);
  // The build goes on: the second file is written again before the final pass.
  await expect.poll(() => fs.existsSync(`${changed}.br`)).toBe(true);
  fs.writeFileSync(changed, 'let b = 3;');
  expect(await precompress(dir, manifest)).toMatchObject({ files: 2, ahead: 1, fresh: 0 });
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${changed}.br`)).toString()).toBe('let b = 3;');
  expect(zlib.gunzipSync(fs.readFileSync(`${changed}.gz`)).toString()).toBe('let b = 3;');
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${kept}.br`)).toString()).toBe('let a = 1;'.repeat(100));
  expect(fs.existsSync(`${changed}.map.br`)).toBe(false);
  // Ahead of a later build, unchanged files stay as they are.
  precompressAhead(dir, [kept], manifest);
  expect(await precompress(dir, manifest)).toMatchObject({ files: 0, ahead: 0, fresh: 2 });
});

it('files handed over one by one in a lane are compressed in turn, and all kept', async () => {
  const dir = site({ 'a/index.md': '# A '.repeat(2000), 'b/index.md': '# B '.repeat(2000), 'c/index.md': '# C' });
  const manifest = manifestOf(dir);
  const files = ['a', 'b', 'c'].map((name) => path.join(dir, name, 'index.md'));
  for (const file of files) precompressAhead(dir, [file], manifest, 'twins');
  // In turn: the last one handed over is not compressed before the first.
  await expect.poll(() => fs.existsSync(`${files[2]}.br`)).toBe(true);
  expect(fs.existsSync(`${files[0]}.br`) && fs.existsSync(`${files[1]}.br`)).toBe(true);
  expect(await precompress(dir, manifest)).toMatchObject({ files: 3, ahead: 3, fresh: 0 });
});

it('takes its own files largest first, and those handed over ahead last', () => {
  const sizes: Record<string, number> = { 'a.html': 10, 'b.js': 500, 'c.json': 90, 'd.js': 700, 'e.md': 40 };
  const handedOver = (file: string) => file.endsWith('.js') || file === 'e.md';
  expect(workOrder(Object.keys(sizes), handedOver, (file) => sizes[file] ?? 0)).toEqual(['c.json', 'a.html', 'b.js', 'd.js', 'e.md']);
});
