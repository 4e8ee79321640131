import fs from 'node:fs';
import path from 'node:path';
import type { Node } from 'gatsby';
import { expect, it, vi } from 'vitest';
import { tempFiles } from '../../../tests/unit/tempFiles';
import { ensureSearchFiles, onCreateSearchNode, searchFilesByVersion } from '.';

const node = {
  id: 'search',
  name: 'docs',
  internal: { type: 'LocalSearchDocs' },
  index: '[[{"a":[0]}],{},["0"]]',
  store: {},
} as unknown as Node;

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

it("writes a released version's pair in a folder of its own, and leaves it there when current's pair changes", () => {
  const publicDir = tempFiles('dp-search-versions-', {});
  const createNodeField = vi.fn();
  const released = { ...node, id: 'search 2.x', name: 'docs 2.x', internal: { type: 'LocalSearchDocs_2X' } } as unknown as Node;
  onCreateSearchNode({ node: released, actions: { createNodeField } } as never, publicDir);
  onCreateSearchNode(
    { node: { ...node, index: '[[{"b":[0]}],{},["0"]]' } as unknown as Node, actions: { createNodeField } } as never,
    publicDir,
  );
  const [[first], [second]] = createNodeField.mock.calls as [[{ value: { indexFile: string } }], [{ value: { indexFile: string } }]];
  expect(first.value.indexFile).toMatch(/^\/static\/search\/2\.x\/search-index\.[0-9a-f]{16}\.json$/);
  expect(second.value.indexFile).toMatch(/^\/static\/search\/search-index\./);
  expect(fs.existsSync(path.join(publicDir, first.value.indexFile))).toBe(true);
  expect(searchFilesByVersion([{ ...released, fields: { searchFiles: first.value } } as unknown as Node]).get('2.x')).toEqual(first.value);
});
