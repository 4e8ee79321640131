import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiOfPage, checkApiExamples } from '../../src/checks/api/checkApiExamples';
import { loadPageApis } from '../../src/checks/api/document';
import { handlerTable } from '../../src/checks/api/handlerTable';
import { loadAllContent } from '../../src/checks/loadContent';

// Each version's API pages against that version's OpenAPI documents.
describe.each(loadAllContent(path.resolve(__dirname, '../..')).map((c) => [c.sources.version.name, c] as const))(
  'docs version %s',
  (_, content) => {
    const apis = loadPageApis(content.sources.openapiDir);
    const handlers = handlerTable(content.sources.connectorRoot);
    describe('API examples', () => {
      const pages = content.docs.filter((d) => apiOfPage(d.doc.relativePath));
      it.each(pages.map((d) => [d.displayPath, d] as const))("%s: every example matches its API's OpenAPI document", async (__, { doc, displayPath }) => {
        const api = (await apis)[apiOfPage(doc.relativePath) as 'connector' | 'embed'];
        const problems = checkApiExamples({ displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset }, api, handlers);
        expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
      });
    });
  },
);
