import type { Node } from 'gatsby';
import { expect, it, vi } from 'vitest';
import type { GeneratedPage } from './generatedPage';
import { generatedSources } from '../node/generatedSources';
import { latestDate, makeGeneratedNodes, sourceGeneratedDocs } from './generated';

const page = (route: string): GeneratedPage => ({
  route,
  title: route,
  description: 'A page.',
  sourcePath: 'static/openapi/embed-api.yaml',
  sidebar: { parent: '/category/embeds/', position: 1 },
  template: 'src/templates/ApiOperationPage.tsx',
  headings: [],
  sections: [{ heading: null, anchor: null, text: 'A page.' }],
  markdown: 'A page.',
  data: { operationId: 'x' },
});

function args(existing: Array<Partial<Node> & { sourcePath: string }> = []) {
  const createNode = vi.fn();
  const deleteNode = vi.fn();
  const panicOnBuild = vi.fn();
  return {
    value: {
      actions: { createNode, deleteNode },
      createNodeId: (key: string) => `id(${key})`,
      createContentDigest: (value: unknown) => String(JSON.stringify(value).length),
      reporter: { panicOnBuild },
      getNodesByType: () => existing as Node[],
    } as unknown as Parameters<typeof makeGeneratedNodes>[0],
    createNode,
    deleteNode,
    panicOnBuild,
  };
}

it('makes a GeneratedDoc node per page a file makes, keyed by file and route, and deletes the ones it no longer makes', async () => {
  const stale = {
    id: 'id(GeneratedDoc static/openapi/embed-api.yaml /embeds/reference/gone/)',
    sourcePath: 'static/openapi/embed-api.yaml',
  };
  const other = { id: 'other', sourcePath: 'static/openapi/connector-api.yaml' };
  const { value, createNode, deleteNode } = args([stale, other]);
  const pages = vi.fn(async (_file: { sourcePath: string; text: string }) => [page('/embeds/reference/a/'), page('/embeds/reference/b/')]);
  await makeGeneratedNodes(value, 'static/openapi/embed-api.yaml', pages);
  expect(pages.mock.calls[0]?.[0]).toMatchObject({
    sourcePath: 'static/openapi/embed-api.yaml',
    text: expect.stringContaining('openapi: 3.1'),
  });
  expect(createNode.mock.calls.map(([node]) => [node.id, node.internal.type, node.route, node.data])).toEqual([
    ['id(GeneratedDoc static/openapi/embed-api.yaml /embeds/reference/a/)', 'GeneratedDoc', '/embeds/reference/a/', { operationId: 'x' }],
    ['id(GeneratedDoc static/openapi/embed-api.yaml /embeds/reference/b/)', 'GeneratedDoc', '/embeds/reference/b/', { operationId: 'x' }],
  ]);
  expect(deleteNode.mock.calls).toEqual([[stale]]);
});

it('stops the build with the source’s own error, which names file and line, and makes nothing of that file', async () => {
  const { value, createNode, panicOnBuild } = args();
  await makeGeneratedNodes(value, 'static/openapi/embed-api.yaml', async () => {
    throw new Error('static/openapi/embed-api.yaml:12 $ref "#/components/schemas/Nope" resolves nowhere');
  });
  expect(panicOnBuild).toHaveBeenCalledWith('static/openapi/embed-api.yaml:12 $ref "#/components/schemas/Nope" resolves nowhere');
  expect(createNode).not.toHaveBeenCalled();
});

it("makes the pages of every source file at every build: the API reference of every version's OpenAPI documents", async () => {
  const { value, createNode, panicOnBuild } = args();
  const sources = generatedSources();
  const made: GeneratedPage[] = [];
  await sourceGeneratedDocs(value, sources, async (file, make) => {
    const pages = await make(file);
    made.push(...pages);
    return pages;
  });
  expect(panicOnBuild).not.toHaveBeenCalled();
  const files = new Set(createNode.mock.calls.map(([node]) => node.sourcePath));
  expect([...files].sort()).toEqual(sources.map((source) => source.sourcePath).sort());
  expect(files).toContain('content/versions/1.x/openapi/embed-api.yaml');
  // A changelog is made from two documents: the earlier one's change dates it too (and stays off the node).
  expect(made.find((page) => page.route === '/embeds/reference/changelog/')).toMatchObject({
    sourcePath: 'static/openapi/embed-api.yaml',
    otherSources: ['content/versions/2.x/openapi/embed-api.yaml'],
  });
  const node = createNode.mock.calls.map(([node]) => node).find((node) => node.route === '/embeds/reference/changelog/');
  expect(node).toBeDefined();
  expect(node).not.toHaveProperty('otherSources');
});

it("dates a page made from several files by the latest one's change, and not at all when one has no date", () => {
  expect(latestDate(['2026-11-28T10:00:00+01:00', '2026-11-30T08:00:00+00:00', '2026-11-29T23:00:00-05:00'])).toBe(
    '2026-11-30T08:00:00+00:00',
  );
  // Offsets count: 23:00 at UTC−5 is later than 01:00 the next day at UTC+1.
  expect(latestDate(['2026-11-30T01:00:00+01:00', '2026-11-29T23:00:00-05:00'])).toBe('2026-11-29T23:00:00-05:00');
  expect(latestDate(['2026-11-30T08:00:00+00:00', undefined])).toBeUndefined();
});
