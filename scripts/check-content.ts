/**
 * Every content check at once, printed like compiler output (`file:line message`), in a few
 * seconds: links, front matter and code blocks (checkDoc), TypeScript samples against the SDK
 * declarations and the reference connector (checkSamples), and connector API examples against the
 * OpenAPI document (checkApiExamples), and the reader check (src/checks/reader: the quick start and
 * the tutorial typed in page order must build; imports, code shown once, closing sections; the
 * Example Tracker page against examples/example-tracker/src/tracker.ts).
 * `npm run check:content [path-substring]`; exit 1 on any error.
 * Warnings (a broken anchor, src/site/linkPolicy.ts) are printed and do not fail, as in the build.
 * `npm test` runs the same checks as vitest suites (tests/content).
 */
import path from 'node:path';
import { checkExampleTracker } from '../src/checks/exampleTracker';
import { checkReader } from '../src/checks/reader';
import { readPage } from '../src/checks/reader/pageBlocks';
import { checkApiExamples } from '../src/checks/api/checkApiExamples';
import { loadConnectorApi } from '../src/checks/api/connectorApi';
import { CONNECTOR_API_DOCUMENT } from '../src/checks/api/document';
import { checkDoc, type Problem } from '../src/checks/checkDoc';
import { loadContent } from '../src/checks/loadContent';
import { checkSamples } from '../src/checks/samples/checkSamples';
import { EXAMPLES } from '../src/checks/samples/project';

async function main() {
  const filter = process.argv[2] ?? '';
  const content = loadContent(path.resolve(__dirname, '..'));
  const docs = content.docs.filter((d) => d.displayPath.includes(filter));
  const api = await loadConnectorApi(CONNECTOR_API_DOCUMENT);
  const sources = content.docs.map(({ doc, displayPath }) => ({ ...doc, displayPath }));
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
    ...docs.flatMap(({ doc, displayPath }) =>
      checkApiExamples({ displayPath, relativePath: doc.relativePath, tree: doc.tree, lineOffset: doc.lineOffset }, api),
    ),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const p of problems) console.log(`${p.file}:${p.line} ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`);
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  const warnings = problems.length - errors;
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  console.log(`${docs.length} pages checked, ${count(errors, 'problem')}${warnings ? `, ${count(warnings, 'warning')}` : ''}`);
  process.exitCode = errors ? 1 : 0;
}

void main();
