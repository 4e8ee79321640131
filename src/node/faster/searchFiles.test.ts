import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { tempFiles } from '../../../tests/unit/tempFiles';
import type { SearchDocument } from '../../search/node/searchDocuments';
import { writeSearchFiles } from '../../search/node/searchFiles';
import { keptSearchFiles } from './searchFiles';

const documents = (text: string): SearchDocument[] => [
  { id: 0, url: '/docs/a/', title: 'A page', section: null, subcategory: 'Guides', text, inbound: 0 },
];

it("names a version's files again while its documents, the code and the files are unchanged, and packs them otherwise", () => {
  const root = tempFiles('dp-kept-search-', {});
  const publicDir = path.join(root, 'public');
  const store = path.join(root, '.cache/faster/search-files.json');
  const write = (text: string, code = 'code-1') => {
    const kept = keptSearchFiles(store, code);
    const set = vi.spyOn(kept, 'set');
    const { indexFile } = writeSearchFiles(documents(text), publicDir, '/static/search/2.x/', { kept });
    // `set` follows a packing: a kept answer sets nothing.
    return { indexFile, packed: set.mock.calls.length === 1 };
  };
  const first = write('Sync every record.');
  expect(first.packed).toBe(true);
  expect(write('Sync every record.')).toEqual({ indexFile: first.indexFile, packed: false });
  // Another build's code, other documents, or a file gone from public/: packed again.
  expect(write('Sync every record.', 'code-2')).toEqual({ indexFile: first.indexFile, packed: true });
  expect(write('Sync some records.', 'code-2').packed).toBe(true);
  const again = write('Sync some records.', 'code-2');
  expect(again.packed).toBe(false);
  fs.rmSync(path.join(publicDir, again.indexFile));
  expect(write('Sync some records.', 'code-2')).toEqual({ indexFile: again.indexFile, packed: true });
  expect(fs.existsSync(path.join(publicDir, again.indexFile))).toBe(true);
});
