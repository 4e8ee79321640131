import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addReferenceRoutes, loadReferencePages } from '../../src/checks/api/referencePages';
import { checkDoc } from '../../src/checks/checkDoc';
import { loadContent } from '../../src/checks/loadContent';

const root = path.resolve(__dirname, '../..');
const content = loadContent(root);

// Links to the API reference's generated pages (and their fields) are checked like any.
beforeAll(async () => addReferenceRoutes(content.index, await loadReferencePages(root)), 60_000);

describe('content pages', () => {
  it('exist', () => expect(content.docs.length).toBeGreaterThan(0));

  it.each(content.docs.map((d) => [d.displayPath, d] as const))('%s passes every content check', (_, { doc, displayPath }) => {
    const problems = checkDoc(doc, content.index, content.cli, displayPath);
    const line = (p: (typeof problems)[number]) => `${p.file}:${p.line} ${p.message}`;
    // Warnings (src/site/linkPolicy.ts) are said, and do not fail: the build's verdict on the same link.
    for (const warning of problems.filter((p) => p.severity === 'warning')) console.warn(`warning: ${line(warning)}`);
    // One line per problem, `file:line message`, so the failure reads like a compiler error.
    expect(problems.filter((p) => p.severity !== 'warning').map(line)).toEqual([]);
  });
});

describe('categories', () => {
  it.each(content.categories.map((c) => [c.displayPath, c] as const))('%s has label, position, slug and description', (_, c) => {
    expect(c.errors).toEqual([]);
  });

  it('have unique slugs', () => {
    const slugs = content.categories.map((c) => c.meta.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
