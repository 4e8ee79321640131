import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkAllDocumentExamples,
  checkGeneratedSamples,
  checkPageNames,
  checkPageValues,
  specifiesApi,
  versionFacts,
  vocabularies,
} from '../../src/checks/api/checkReference';
import { loadReferencePages } from '../../src/checks/api/referencePages';
import { loadPageApis } from '../../src/checks/api/document';
import { loadAllContent } from '../../src/checks/loadContent';

const root = path.resolve(__dirname, '../..');
const lines = (problems: Array<{ file: string; line: number; message: string }>) => problems.map((p) => `${p.file}:${p.line} ${p.message}`);

// Each version's reference is made from its own documents and held against its own pages.
describe.each(loadAllContent(root).map((c) => [c.sources.version.name, c] as const))('docs version %s', (_, content) => {
  const { sources } = content;
  const loaded = Promise.all([loadReferencePages(root, sources), loadPageApis(sources.openapiDir)]);

  describe('API reference, one source', () => {
    it('every example of both OpenAPI documents matches its schema', async () => {
      expect(lines(await checkAllDocumentExamples(root, sources))).toEqual([]);
    }, 60_000);

    it.each(content.docs.filter((d) => specifiesApi(d.doc.relativePath)).map((d) => [d.displayPath, d] as const))(
      '%s names only fields, headers and statuses the documents have',
      async (__, { doc, displayPath }) => {
        const [reference, apis] = await loaded;
        const page = { displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset };
        expect(lines(checkPageNames(page, apis, vocabularies(reference)))).toEqual([]);
      },
      60_000,
    );

    it('every page states deadlines, ranges, rate limits and header names as the documents hold them', async () => {
      const [reference, apis] = await loaded;
      const facts = versionFacts(root, sources);
      const problems = content.docs.flatMap(({ doc, displayPath }) =>
        checkPageValues({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset }, apis, vocabularies(reference), facts),
      );
      expect(lines(problems)).toEqual([]);
    }, 60_000);

    it('the generated samples compile against the SDK and call the API as its document says', async () => {
      const [reference, apis] = await loaded;
      expect(lines(checkGeneratedSamples(reference.pages, apis, { connectorRoot: sources.connectorRoot }))).toEqual([]);
    }, 60_000);
  });
});
