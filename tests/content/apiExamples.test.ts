import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiOfPage, checkApiExamples } from '../../src/checks/api/checkApiExamples';
import type { ConnectorApi } from '../../src/checks/api/connectorApi';
import { loadPageApis } from '../../src/checks/api/document';
import { loadContent } from '../../src/checks/loadContent';

const content = loadContent(path.resolve(__dirname, '../..'));
let apis: Record<'connector' | 'embed', ConnectorApi>;

beforeAll(async () => {
  apis = await loadPageApis();
});

describe('API examples', () => {
  const pages = content.docs.filter((d) => apiOfPage(d.doc.relativePath));
  it.each(pages.map((d) => [d.displayPath, d] as const))('%s: every example matches its API\'s OpenAPI document', (_, { doc, displayPath }) => {
    const api = apis[apiOfPage(doc.relativePath) as 'connector' | 'embed'];
    const problems = checkApiExamples({ displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset }, api);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
