import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { unpackStore } from '../fileFormat';
import { searchFiles, writeSearchFiles } from './searchFiles';

const doc = { url: '/docs/a/', title: 'A', section: null, subcategory: '', text: 'Text.' };

it('names the files by content and keeps only the current build’s pair', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
  const node = { index: '[[{"a":[0]}],{},["0"]]', store: { 0: doc } };
  const files = searchFiles(node);
  expect(files.index.name).toMatch(/^search-index\.[0-9a-f]{16}\.json$/);
  expect(unpackStore(files.store.content)).toEqual({ options: { language: 'en', maxHits: 5, highlightResult: true }, documents: [doc] });
  writeSearchFiles({ index: '[[{"b":[0]}],{},["0"]]', store: {} }, publicDir);
  expect(writeSearchFiles(node, publicDir)).toEqual({
    indexFile: `/static/search/${files.index.name}`,
    storeFile: `/static/search/${files.store.name}`,
  });
  expect(fs.readdirSync(path.join(publicDir, 'static/search')).sort()).toEqual([files.index.name, files.store.name].sort());
  fs.rmSync(publicDir, { recursive: true });
});
