import { describe, expect, it } from 'vitest';
import { parseDoc } from '../checkDoc';
import { checkComposition } from '.';
import { fence, testPage } from './testPages';

const TSCONFIG = JSON.stringify({
  compilerOptions: { target: 'ES2022', lib: ['ES2022'], module: 'NodeNext', moduleResolution: 'NodeNext', strict: true },
});

/** A page as checkComposition reads it (a source, not yet read). */
function source(relativePath: string, body: string, position = 1) {
  const text = `---\ntitle: Test\ndescription: A test page.\nsidebar_position: ${position}\n---\n\n${body}`;
  const displayPath = `content/docs/${relativePath}`;
  return { ...parseDoc(relativePath, text, displayPath), displayPath };
}

const tutorial = source(
  'connectors/build/step.mdx',
  fence('bash', '', 'sync-connector init demo') +
    fence('json', 'title="tsconfig.json (generated)"', TSCONFIG) +
    fence('ts', 'title="src/tracker.ts"', 'export interface Task {\n  id: string;\n}') +
    fence('ts', 'title="src/index.ts"', "import type { Task } from './tracker.js';\nexport const task: Task = { id: 'a' };"),
);
const shapes =
  '## Add the field type\n\n' + fence('ts', 'title="src/tracker.ts (continued)"', 'export interface Field {\n  name: string;\n}');
const cachePage = (sentence: string) =>
  source(
    'connectors/SDK/cache.mdx',
    `${sentence}\n\n${fence('ts', 'title="src/cache.ts"', "import type { Field } from './tracker.js';\nexport const fields: Field[] = [];")}`,
  );
const recipe = source(
  'connectors/recipes/fields.mdx',
  `This recipe builds on the [cache](/docs/connectors/SDK/cache/) page.\n\n${shapes}## Use them\n\n${fence('ts', 'title="src/use.ts"', "import { fields } from './cache.js';\nexport const n = fields.length;")}`,
);

const report = (...pages: ReturnType<typeof source>[]) =>
  checkComposition([tutorial, ...pages]).map((p) => `${p.file}:${p.line} ${p.message.replace(/ \(content\/docs[^)]*\)/g, '')}`);

describe('pages applied on top of the finished tutorial', { timeout: 60_000 }, () => {
  it('reads the sentence that says what a page builds on', () => {
    const page = testPage(
      'a.mdx',
      'This recipe builds on [A](/docs/a/) and [B](/docs/b/#part). See [C](/docs/c/).\n\nIt also builds on [D](/docs/d/).',
    );
    expect(page.buildsOn).toEqual(['/docs/a/', '/docs/b/#part', '/docs/d/']);
  });

  it('fails a page whose code needs another page it does not say it builds on', () => {
    const silent = cachePage('The cache keeps the fields.');
    expect(report(silent)).toEqual([
      "content/docs/connectors/SDK/cache.mdx:10 the finished tutorial with content/docs/connectors/SDK/cache.mdx applied does not compile when the reader reaches the end of content/docs/connectors/SDK/cache.mdx: src/cache.ts: Module '\"./tracker.js\"' has no exported member 'Field'. (TS2305)",
    ]);
  });

  it('applies what a page builds on first, a section of a page by its anchor, and nothing twice', () => {
    // The cache page needs the recipe's first section, and the recipe needs the cache page: each reads whole.
    const saying = cachePage(
      'This section builds on the type that [the fields recipe](/docs/connectors/recipes/fields/#add-the-field-type) adds.',
    );
    expect(report(saying, recipe)).toEqual([]);
  });

  it('applies two pages that change one file in either order: added beside a line, not rewriting it', () => {
    const change = (name: string, position: number, diff: string) =>
      source(`connectors/SDK/${name}.mdx`, fence('diff', 'title="src/index.ts"', diff), position);
    const rewriteA = change('a', 1, "-export const task: Task = { id: 'a' };\n+export const task: Task = { id: 'b' };");
    const rewriteB = change('b', 2, "-export const task: Task = { id: 'a' };\n+export const task: Task = { id: 'c' };");
    expect(report(rewriteA, rewriteB).map((p) => p.replace(/ \(".*/, ''))).toEqual([
      'content/docs/connectors/SDK/b.mdx:8 "src/index.ts" changes lines that src/index.ts does not have at this point of the finished tutorial with content/docs/connectors/SDK/a.mdx applied first',
      'content/docs/connectors/SDK/a.mdx:8 "src/index.ts" changes lines that src/index.ts does not have at this point of the finished tutorial with content/docs/connectors/SDK/b.mdx applied first',
    ]);
    const addA = change('a', 1, " export const task: Task = { id: 'a' };\n+export const first = task.id;");
    const addB = change('b', 2, " export const task: Task = { id: 'a' };\n+export const second = task.id;");
    expect(report(addA, addB)).toEqual([]);
  });
});
