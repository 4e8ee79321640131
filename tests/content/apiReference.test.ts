import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAllDocumentExamples, checkGeneratedSamples, checkPageNames, specifiesApi, vocabularies } from '../../src/checks/api/checkReference';
import { loadReferencePages, type ReferencePages } from '../../src/checks/api/referencePages';
import type { ConnectorApi } from '../../src/checks/api/connectorApi';
import { loadPageApis } from '../../src/checks/api/document';
import { loadContent } from '../../src/checks/loadContent';

const root = path.resolve(__dirname, '../..');
const content = loadContent(root);
let reference: ReferencePages;
let apis: Record<'connector' | 'embed', ConnectorApi>;

beforeAll(async () => {
  [reference, apis] = await Promise.all([loadReferencePages(root), loadPageApis()]);
}, 60_000);

const lines = (problems: Array<{ file: string; line: number; message: string }>) => problems.map((p) => `${p.file}:${p.line} ${p.message}`);

describe('API reference, one source', () => {
  it('every example of both OpenAPI documents matches its schema', async () => {
    expect(lines(await checkAllDocumentExamples(root))).toEqual([]);
  });

  it.each(content.docs.filter((d) => specifiesApi(d.doc.relativePath)).map((d) => [d.displayPath, d] as const))(
    '%s names only fields, headers and statuses the documents have',
    (_, { doc, displayPath }) => {
      const page = { displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset };
      expect(lines(checkPageNames(page, apis, vocabularies(reference)))).toEqual([]);
    },
  );

  it('the generated samples compile against the SDK and call the API as its document says', () => {
    expect(lines(checkGeneratedSamples(reference.pages, apis))).toEqual([]);
  });
});
