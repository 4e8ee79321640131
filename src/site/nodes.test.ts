import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { expect, it, vi } from 'vitest';
import type { GeneratedPage } from './generatedPage';
import { onCreateSiteNode } from './nodes';

const page = (route: string): GeneratedPage => ({
  route,
  title: route,
  description: 'A page.',
  sourcePath: 'static/openapi/sample.yaml',
  sidebar: { parent: '/category/embeds/', position: 1 },
  template: 'ApiOperationPage.tsx',
  headings: [],
  sections: [{ heading: null, anchor: null, text: 'A page.' }],
  markdown: 'A page.',
  data: { operationId: 'x' },
});

function args(file: object) {
  const createNode = vi.fn();
  const createParentChildLink = vi.fn();
  const panicOnBuild = vi.fn();
  const node = {
    id: 'file-1',
    internal: { type: 'File' },
    sourceInstanceName: 'openapi',
    base: 'sample.yaml',
    relativePath: 'sample.yaml',
    relativeDirectory: '',
    absolutePath: path.resolve('static/openapi/sample.yaml'),
    ...file,
  };
  const value = {
    node,
    actions: { createNode, createNodeField: vi.fn(), createParentChildLink },
    getNode: vi.fn(),
    loadNodeContent: async () => 'openapi: 3.1.0',
    createNodeId: (key: string) => `id(${key})`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    reporter: { panicOnBuild },
  } as unknown as CreateNodeArgs;
  return { value, createNode, createParentChildLink, panicOnBuild };
}

it('turns each page a generated-page source makes of a file into a GeneratedDoc node, child of the file', async () => {
  const { value, createNode, createParentChildLink } = args({});
  const make = vi.fn(async () => [page('/embeds/reference/a/'), page('/embeds/reference/b/')]);
  await onCreateSiteNode(value, { openapi: make });
  expect(make).toHaveBeenCalledWith({ sourcePath: 'static/openapi/sample.yaml', text: 'openapi: 3.1.0' });
  expect(createNode.mock.calls.map(([node]) => [node.id, node.parent, node.internal.type, node.route, node.data])).toEqual([
    [
      'id(GeneratedDoc static/openapi/sample.yaml /embeds/reference/a/)',
      'file-1',
      'GeneratedDoc',
      '/embeds/reference/a/',
      { operationId: 'x' },
    ],
    [
      'id(GeneratedDoc static/openapi/sample.yaml /embeds/reference/b/)',
      'file-1',
      'GeneratedDoc',
      '/embeds/reference/b/',
      { operationId: 'x' },
    ],
  ]);
  // Linked as the file's children, so Gatsby deletes them with the file, or when it changes.
  expect(createParentChildLink.mock.calls.map(([link]) => [link.parent.id, link.child.route])).toEqual([
    ['file-1', '/embeds/reference/a/'],
    ['file-1', '/embeds/reference/b/'],
  ]);
});

it('stops the build naming the file when its source cannot make pages of it, and leaves other sources alone', async () => {
  const failing = args({});
  await onCreateSiteNode(failing.value, {
    openapi: async () => {
      throw new Error('line 12: $ref "#/components/schemas/Nope" points nowhere');
    },
  });
  expect(failing.panicOnBuild).toHaveBeenCalledWith('static/openapi/sample.yaml: line 12: $ref "#/components/schemas/Nope" points nowhere');
  const other = args({ sourceInstanceName: 'docs', base: 'intro.mdx' });
  await onCreateSiteNode(other.value, { openapi: async () => [page('/x/')] });
  expect(other.createNode).not.toHaveBeenCalled();
});
