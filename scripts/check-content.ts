/**
 * Every content check at once, printed like compiler output (`file:line message`), in a few
 * seconds: links, front matter and code blocks (checkDoc), TypeScript samples against the SDK
 * declarations and the reference connector (checkSamples), API examples against their OpenAPI
 * document (checkApiExamples), the API reference as one source (src/checks/api: the fields, headers
 * and statuses pages name are in the documents, the documents' examples match their schemas, the
 * generated samples compile and call the API right), and the reader check (src/checks/reader: the
 * quick start and the tutorial typed in page order must build; imports, code shown once, closing
 * sections; the Example Tracker page against examples/example-tracker/src/tracker.ts).
 * `npm run check:content [path-substring]`; exit 1 on any error.
 * Warnings (a broken anchor, src/site/linkPolicy.ts) are printed and do not fail, as in the build.
 * `npm test` runs the same checks as vitest suites (tests/content).
 */
import path from 'node:path';
import { checkAllDocumentExamples, checkGeneratedSamples, checkPageNames, vocabularies } from '../src/checks/api/checkReference';
import { apiOfPage, checkApiExamples } from '../src/checks/api/checkApiExamples';
import { loadPageApis } from '../src/checks/api/document';
import { addReferenceRoutes, loadReferencePages } from '../src/checks/api/referencePages';
import { checkDoc, type Problem } from '../src/checks/checkDoc';
import { checkExampleTracker } from '../src/checks/exampleTracker';
import { loadContent } from '../src/checks/loadContent';
import { checkReader } from '../src/checks/reader';
import { readPage } from '../src/checks/reader/pageBlocks';
import { checkSamples } from '../src/checks/samples/checkSamples';
import { EXAMPLES } from '../src/checks/samples/project';

async function main() {
  const filter = process.argv[2] ?? '';
  const root = path.resolve(__dirname, '..');
  const content = loadContent(root);
  const docs = content.docs.filter((d) => d.displayPath.includes(filter));
  const [apis, reference] = await Promise.all([loadPageApis(), loadReferencePages(root)]);
  addReferenceRoutes(content.index, reference);
  const vocabulary = vocabularies(reference);
  const sources = content.docs.map(({ doc, displayPath }) => ({ ...doc, displayPath }));
  const page = (doc: (typeof docs)[number]['doc'], displayPath: string) => ({
    displayPath,
    relativePath: doc.relativePath,
    tree: doc.tree,
    lineOffset: doc.lineOffset,
  });
  const problems: Problem[] = [
    ...docs.flatMap(({ doc, displayPath }) => checkDoc(doc, content.index, content.cli, displayPath)),
    ...checkSamples(
      docs.map(({ doc, displayPath }) => ({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset })),
      EXAMPLES,
    ),
    // The reader checks read every page (a path spans pages), then report on the ones asked for.
    ...[...checkReader(sources), ...checkExampleTracker(sources.map(readPage), EXAMPLES.connectorRoot)].filter((p) =>
      p.file.includes(filter),
    ),
    ...docs.flatMap(({ doc, displayPath }) => {
      const api = apiOfPage(doc.relativePath);
      return api ? checkApiExamples(page(doc, displayPath), apis[api]) : [];
    }),
    ...docs.flatMap(({ doc, displayPath }) => checkPageNames(page(doc, displayPath), apis, vocabulary)),
    // The OpenAPI documents and the reference made from them, whatever the filter.
    ...(await checkAllDocumentExamples(root)),
    ...checkGeneratedSamples(reference.pages, apis),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const p of problems) console.log(`${p.file}:${p.line} ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`);
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  const warnings = problems.length - errors;
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  console.log(`${docs.length} pages checked, ${count(errors, 'problem')}${warnings ? `, ${count(warnings, 'warning')}` : ''}`);
  process.exitCode = errors ? 1 : 0;
}

void main();
