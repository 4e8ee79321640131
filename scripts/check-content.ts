/**
 * Every content check at once, printed like compiler output (`file:line message`), in a few
 * seconds: links, front matter and code blocks (checkDoc), TypeScript samples against the SDK
 * declarations and the reference connector (checkSamples), API examples against their OpenAPI
 * document (checkApiExamples), and the API reference as one source (src/checks/api: the fields,
 * headers and statuses pages name are in the documents, the documents' examples match their schemas,
 * the generated samples compile and call the API right). `npm run check:content [path-substring]`;
 * exit 1 on any error.
 * Warnings (a broken anchor, src/node/linkPolicy.ts) are printed and do not fail, as in the build.
 * `npm test` runs the same checks as vitest suites (tests/content).
 */
import path from 'node:path';
import { checkAllDocumentExamples, checkGeneratedSamples, checkPageNames, vocabularies } from '../src/checks/api/checkReference';
import { addReferenceRoutes, loadReferencePages } from '../src/checks/api/referencePages';
import { apiOfPage, checkApiExamples } from '../src/node/content/api/checkApiExamples';
import { loadPageApis } from '../src/node/content/api/document';
import { checkDoc, type Problem } from '../src/node/content/checkDoc';
import { loadContent } from '../src/node/content/loadContent';
import { checkSamples } from '../src/node/content/samples/checkSamples';
import { EXAMPLES } from '../src/node/content/samples/project';

async function main() {
  const filter = process.argv[2] ?? '';
  const content = loadContent(path.resolve(__dirname, '..'));
  const docs = content.docs.filter((d) => d.displayPath.includes(filter));
  const [apis, reference] = await Promise.all([loadPageApis(), loadReferencePages(path.resolve(__dirname, '..'))]);
  addReferenceRoutes(content.index, reference);
  const vocabulary = vocabularies(reference);
  const problems: Problem[] = [
    ...docs.flatMap(({ doc, displayPath }) => checkDoc(doc, content.index, content.cli, displayPath)),
    ...checkSamples(
      docs.map(({ doc, displayPath }) => ({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset })),
      EXAMPLES,
    ),
    ...docs.flatMap(({ doc, displayPath }) => {
      const api = apiOfPage(doc.relativePath);
      return api
        ? checkApiExamples({ displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset }, apis[api])
        : [];
    }),
    ...docs.flatMap(({ doc, displayPath }) =>
      checkPageNames({ displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset }, apis, vocabulary),
    ),
    // The OpenAPI documents and the reference made from them, whatever the filter.
    ...(await checkAllDocumentExamples(path.resolve(__dirname, '..'))),
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
