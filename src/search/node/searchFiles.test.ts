import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { unpackStore } from '../fileFormat';
import { searchFiles, writeSearchFiles } from './searchFiles';

const doc = { url: '/docs/a/', title: 'A', section: null, subcategory: '', text: 'Text.' };
const indexed = (text: string) => [{ ...doc, id: 0, text, inbound: 0 }];

it('names the files by content and keeps only the current build’s, with their compressed copies', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
  const node = indexed('Text.');
  const files = searchFiles(node);
  expect(files.index.name).toMatch(/^search-index\.[0-9a-f]{16}\.json$/);
  expect(unpackStore(files.store.content)).toEqual({ options: { language: 'en', maxHits: 5, highlightResult: true }, documents: [doc] });
  const dir = path.join(publicDir, 'static/search');
  const earlier = writeSearchFiles(indexed('Other text.'), publicDir);
  // The build's precompression wrote copies of each (src/node/precompress.ts).
  const copies = (names: string[]) => names.flatMap((name) => [`${name}.br`, `${name}.gz`]);
  const earlierNames = Object.values(earlier).map((file) => path.basename(file));
  copies(earlierNames).forEach((name) => fs.writeFileSync(path.join(dir, name), ''));
  expect(writeSearchFiles(node, publicDir)).toEqual({
    indexFile: `/static/search/${files.index.name}`,
    postingsFile: `/static/search/${files.postings.name}`,
    storeFile: `/static/search/${files.store.name}`,
  });
  const current = [files.index.name, files.postings.name, files.store.name];
  expect(fs.readdirSync(dir).sort()).toEqual(current.sort());
  // Written again with the same content (gatsby develop in a built tree): the copies stay.
  copies(current).forEach((name) => fs.writeFileSync(path.join(dir, name), ''));
  writeSearchFiles(node, publicDir);
  expect(fs.readdirSync(dir).sort()).toEqual([...current, ...copies(current)].sort());
  fs.rmSync(publicDir, { recursive: true });
});
