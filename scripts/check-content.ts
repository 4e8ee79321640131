/**
 * Every content check at once, printed like compiler output (`file:line message`), in about a
 * minute for every version: links, front matter and code blocks (checkDoc), TypeScript samples
 * against the SDK declarations and the reference connector (checkSamples), API examples against their OpenAPI
 * document (checkApiExamples), the API reference as one source (src/checks/api: the fields, headers
 * and statuses pages name are in the documents, the deadlines, ranges, rate limits and header names
 * they state are the documents', the documents' examples match their schemas, the
 * generated samples compile and call the API right), and the reader check (src/checks/reader: the
 * quick start and the tutorial typed in page order must build; imports, code shown once, closing
 * sections, every page applied on top of the finished tutorial and the recipes in sidebar order; the
 * Example Tracker page against examples/example-tracker/src/tracker.ts).
 * `npm run check:content [path-substring]`; exit 1 on any error. A path-substring that names no page
 * of a version skips that version.
 * Warnings (a broken anchor, src/routes/linkPolicy.ts) are printed and do not fail, as in the build.
 * `npm test` runs the same checks as vitest suites (tests/content).
 */
import path from 'node:path';
import {
  checkAllDocumentExamples,
  checkGeneratedSamples,
  checkPageNames,
  checkPageValues,
  versionFacts,
  vocabularies,
} from '../src/checks/api/checkReference';
import { apiOfPage, checkApiExamples } from '../src/checks/api/checkApiExamples';
import { loadPageApis } from '../src/checks/api/document';
import { handlerTable } from '../src/checks/api/handlerTable';
import { loadReferencePages } from '../src/checks/api/referencePages';
import { checkDoc, type Problem } from '../src/checks/checkDoc';
import { checkExampleTracker } from '../src/checks/exampleTracker';
import { loadAllContent, siteIndex } from '../src/checks/loadContent';
import { checkComposition, checkReader } from '../src/checks/reader';
import { readPage } from '../src/checks/reader/pageBlocks';
import { checkSamples } from '../src/checks/samples/checkSamples';

async function main() {
  const args = process.argv.slice(2);
  const filter = args[0] ?? '';
  const root = path.resolve(__dirname, '..');
  // Every version's pages, checked against its own SDK declarations, reference connector and OpenAPI
  // documents; links against the site model of them all (a link resolves within its version).
  const contents = loadAllContent(root);
  const site = await siteIndex(root, contents);
  const problems: Problem[] = site.error ? [{ file: 'content', line: 1, message: site.error }] : [];
  let checked = 0;
  for (const content of contents) {
    const { sources } = content;
    const examples = { connectorRoot: sources.connectorRoot, sdkDeclarations: sources.sdkDeclarations };
    const docs = content.docs.filter((d) => d.displayPath.includes(filter));
    // A filter that names no page of this version skips it, documents included: one version checked in a third of the time.
    if (docs.length === 0) continue;
    checked += docs.length;
    const [apis, reference] = await Promise.all([loadPageApis(sources.openapiDir), loadReferencePages(root, sources)]);
    const vocabulary = vocabularies(reference);
    const facts = versionFacts(root, sources);
    const handlers = handlerTable(sources.connectorRoot);
    const pageSources = content.docs.map(({ doc, displayPath }) => ({ ...doc, displayPath }));
    const page = (doc: (typeof docs)[number]['doc'], displayPath: string) => ({
      displayPath,
      relativePath: doc.relativePath,
      tree: doc.tree,
      lineOffset: doc.lineOffset,
    });
    problems.push(
      ...docs.flatMap(({ doc, displayPath }) => checkDoc(doc, site.index, content.cli, displayPath)),
      ...checkSamples(
        docs.map(({ doc, displayPath }) => ({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset })),
        examples,
      ),
      // The reader checks read every page (a path spans pages), then report on the ones asked for.
      ...[
        ...checkReader(pageSources, examples, sources.version.name),
        // As `npm test`: each page on top of the tutorial, and the recipes in sidebar order.
        ...checkComposition(pageSources, examples, sources.version.name),
        ...checkExampleTracker(pageSources.map(readPage), sources.connectorRoot),
      ].filter((p) => p.file.includes(filter)),
      ...docs.flatMap(({ doc, displayPath }) => {
        const api = apiOfPage(doc.relativePath);
        return api ? checkApiExamples(page(doc, displayPath), apis[api], handlers) : [];
      }),
      ...docs.flatMap(({ doc, displayPath }) => checkPageNames(page(doc, displayPath), apis, vocabulary)),
      ...docs.flatMap(({ doc, displayPath }) => checkPageValues(page(doc, displayPath), apis, vocabulary, facts)),
      // The OpenAPI documents and the reference made from them, whatever the filter.
      ...(await checkAllDocumentExamples(root, sources)),
      ...checkGeneratedSamples(reference.pages, apis, examples),
    );
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const p of problems) console.log(`${p.file}:${p.line} ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`);
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  const warnings = problems.length - errors;
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  console.log(`${checked} pages checked, ${count(errors, 'problem')}${warnings ? `, ${count(warnings, 'warning')}` : ''}`);
  process.exitCode = errors ? 1 : 0;
}

void main();
