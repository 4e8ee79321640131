import fs from 'node:fs';
import path from 'node:path';
import type { Node } from 'gatsby';
import { expect, it, vi } from 'vitest';
import { tempFiles } from '../../../tests/unit/tempFiles';
import { ensureSearchFiles, onCreateSearchNode } from '.';

const node = { id: 'search', internal: { type: 'LocalSearchDocs' }, index: '[[{"a":[0]}],{},["0"]]', store: {} } as unknown as Node;

it('writes the files when the plugin makes its node and records their paths on it, for develop as for a build', () => {
  const publicDir = tempFiles('dp-search-node-', {});
  const createNodeField = vi.fn();
  onCreateSearchNode({ node, actions: { createNodeField } } as never, publicDir);
  const [[{ name, value }]] = createNodeField.mock.calls as [[{ name: string; value: { indexFile: string; storeFile: string } }]];
  expect(name).toBe('searchFiles');
  for (const file of [value.indexFile, value.storeFile]) expect(fs.existsSync(path.join(publicDir, file)), file).toBe(true);
  // Other nodes are not search's.
  onCreateSearchNode({ node: { ...node, internal: { type: 'Mdx' } }, actions: { createNodeField } } as never, publicDir);
  expect(createNodeField).toHaveBeenCalledTimes(1);

  // A warm build keeps the node but public/ may have lost the files: they are written again.
  fs.rmSync(path.join(publicDir, 'static'), { recursive: true });
  ensureSearchFiles([{ ...node, fields: { searchFiles: value } }], publicDir);
  for (const file of [value.indexFile, value.storeFile]) expect(fs.existsSync(path.join(publicDir, file)), file).toBe(true);
});
