import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { PackedIndex } from '../fileFormat';
import { searchFiles, writeSearchFiles } from './searchFiles';

const doc = { url: '/docs/a/', title: 'A', section: null, subcategory: '', text: 'Text.' };
const indexed = (text: string) => [{ ...doc, id: 0, text, inbound: 0 }];

it('names the files by content, the index naming its shards, and keeps only the current build’s, with their compressed copies', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
  const node = indexed('Text.');
  const files = searchFiles(node);
  expect(files.index.name).toMatch(/^search-index\.[0-9a-f]{16}\.json$/);
  expect(files.shards.map((shard) => shard.name)).toEqual([expect.stringMatching(/^search-shard\.[0-9a-f]{16}\.json$/)]);
  const index = JSON.parse(files.index.content) as PackedIndex;
  expect(index.shards).toEqual(files.shards.map((shard) => shard.name));
  expect(index.options).toEqual({ language: 'en', maxHits: 5, highlightResult: true });
  const dir = path.join(publicDir, 'static/search');
  writeSearchFiles(indexed('Other text.'), publicDir);
  const earlierNames = fs.readdirSync(dir);
  expect(earlierNames).toHaveLength(2);
  // The build's precompression wrote copies of each (src/node/precompress.ts).
  const copies = (names: string[]) => names.flatMap((name) => [`${name}.br`, `${name}.gz`]);
  copies(earlierNames).forEach((name) => fs.writeFileSync(path.join(dir, name), ''));
  expect(writeSearchFiles(node, publicDir)).toEqual({ indexFile: `/static/search/${files.index.name}` });
  const current = [files.index.name, ...files.shards.map((shard) => shard.name)];
  expect(fs.readdirSync(dir).sort()).toEqual(current.sort());
  // Written again with the same content (gatsby develop in a built tree): the copies stay.
  copies(current).forEach((name) => fs.writeFileSync(path.join(dir, name), ''));
  writeSearchFiles(node, publicDir);
  expect(fs.readdirSync(dir).sort()).toEqual([...current, ...copies(current)].sort());
  fs.rmSync(publicDir, { recursive: true });
});
