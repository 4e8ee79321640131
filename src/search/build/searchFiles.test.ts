import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { unpackStore } from '../fileFormat';
import { finalizeSearchFiles, searchFiles, writeSearchFile } from './searchFiles';

const doc = { url: '/docs/a/', title: 'A', section: null, subcategory: '', text: 'Text.' };

it('names the files by content and keeps only the current build’s pair', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
  const node = { index: '[[{"a":[0]}],{},["0"]]', store: { 0: doc } };
  const names = searchFiles(node);
  expect(names.index.name).toMatch(/^search-index\.[0-9a-f]{16}\.json$/);
  expect(unpackStore(names.store.content)).toEqual({ options: { language: 'en', maxHits: 5, highlightResult: true }, documents: [doc] });
  writeSearchFile({ index: '[[{"b":[0]}],{},["0"]]', store: {} }, 'index', publicDir);
  expect(writeSearchFile(node, 'store', publicDir)).toBe(`/static/search/${names.store.name}`);
  const { kept, removed } = finalizeSearchFiles(node, publicDir);
  expect(kept.sort()).toEqual([names.index.name, names.store.name].sort());
  expect(removed).toHaveLength(1);
  expect(fs.readdirSync(path.join(publicDir, 'static/search')).sort()).toEqual(kept.sort());
  fs.rmSync(publicDir, { recursive: true });
});
