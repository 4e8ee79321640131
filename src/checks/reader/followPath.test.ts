import { describe, expect, it } from 'vitest';
import { containsExcerpt, followPages, followPath } from './followPath';
import { fence, testPage } from './testPages';

// No DOM library: the tests stay fast on a busy machine; the template's tsconfig (with it) is exercised by tests/content.
const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    skipLibCheck: true,
  },
});
const report = (body: string) =>
  followPath('tutorial', [testPage('connectors/build/step.mdx', body)]).map(
    (p) => `${p.line} ${p.message.replace(/ \(content\/docs[^)]*\)/, '')}`,
  );

// Front matter (5 lines) and a blank line come first: the first fence is on line 7.
const init = fence('bash', '', 'sync-connector init demo') + fence('json', 'title="tsconfig.json (generated)"', TSCONFIG);

// The first compile parses @types/node and the SDK's declarations: seconds, more on a shared machine.
describe('followPath', { timeout: 60_000 }, () => {
  it('builds a project typed in page order, appended blocks included', () => {
    const body =
      init +
      fence('ts', 'title="src/names.ts"', "export const first = 'a';") +
      fence('ts', 'title="src/names.ts (continued)"', "export const second = 'b';") +
      fence(
        'ts',
        'title="src/index.ts"',
        "import { Integration } from '@syncplatform/connector-sdk';\nimport { first, second } from './names.js';\nconsole.log(first, second);\nawait new Integration().start();",
      ) +
      fence('bash', '', 'sync-connector dev');
    expect(report(body)).toEqual([]);
  });

  it('names the page and line of a name used before a block shows it', () => {
    const body =
      init +
      fence('ts', 'title="src/index.ts"', "import { tracker } from './provider.js';\nexport const t = tracker;") +
      fence('bash', '', 'sync-connector dev');
    // tsconfig fence 11–13, index fence 15, its first line 16.
    expect(report(body)).toEqual([
      "16 the tutorial does not compile when the reader runs `sync-connector dev`: src/index.ts: Cannot find module './provider.js' or its corresponding type declarations. (TS2307)",
    ]);
  });

  it('replaces a file with a block of the same title: an append must say "(continued)"', () => {
    const body =
      init +
      fence('ts', 'title="src/names.ts"', "export const first = 'a';") +
      fence('ts', 'title="src/names.ts"', "export const second = 'b';") +
      fence('ts', 'title="src/index.ts"', "import { first } from './names.js';\nexport const f = first;") +
      fence('bash', '', 'npm run build');
    expect(report(body)).toEqual([expect.stringContaining("has no exported member 'first'. (TS2305)")]);
  });

  it('compiles against the SDK declarations only: a name the SDK does not export fails', () => {
    const body =
      init +
      fence('ts', 'title="src/index.ts"', "import { Connector } from '@syncplatform/connector-sdk';\nexport const c = Connector;") +
      fence('bash', '', 'sync-connector test');
    expect(report(body)).toEqual([expect.stringContaining("has no exported member 'Connector'")]);
  });

  it('checks after every saved file while dev runs, but not between the parts of one file', () => {
    const body =
      init +
      fence('ts', 'title="src/index.ts"', 'export const ok = 1;') +
      fence('bash', '', 'sync-connector dev') +
      fence('ts', 'title="src/later.ts"', "import { missing } from './nowhere.js';\nexport const m = missing;") +
      fence('ts', 'title="src/parts.ts"', 'export const a = (): number => b;') +
      fence('ts', 'title="src/parts.ts (continued)"', 'const b = 1;');
    expect(report(body)).toEqual([expect.stringMatching(/^24 .*when the reader saves src\/later\.ts with `dev` running.*TS2307/)]);
  });

  it('applies generated files at init and rm as the reader does', () => {
    const body =
      fence('bash', '', 'sync-connector init demo') +
      fence('ts', 'title="src/stub.ts (generated)"', 'export const stub: number = "not a number";') +
      fence('bash', '', 'rm src/stub.ts') +
      fence('json', 'title="tsconfig.json (generated)"', TSCONFIG) +
      fence('ts', 'title="src/index.ts"', 'export const ok = 1;') +
      fence('bash', '', 'sync-connector dev');
    expect(report(body)).toEqual([]);
  });

  it('refuses an unnamed block, a continuation of nothing, and an excerpt the file does not hold', () => {
    const body =
      init +
      fence('ts', '', 'export const x = 1;') +
      fence('ts', 'title="src/a.ts (continued)"', 'export const y = 2;') +
      fence('ts', 'title="src/b.ts"', 'export const b = 1;\nexport const c = 2;') +
      fence('ts', 'title="src/b.ts (excerpt)"', 'export const d = 3;');
    expect(report(body)).toEqual([
      expect.stringMatching(/^15 a tutorial block must name the file/),
      expect.stringMatching(/^19 "src\/a\.ts \(continued\)" continues src\/a\.ts, which no earlier block/),
      expect.stringMatching(/^28 "src\/b\.ts \(excerpt\)" shows lines that src\/b\.ts does not have/),
    ]);
  });

  it('finds an excerpt in a file, with … for lines left out', () => {
    expect(containsExcerpt('a\nb\nc\nd', 'a\n…\nd')).toBe(true);
    expect(containsExcerpt('a\nb\nc', 'c\na')).toBe(false);
  });
});

describe('followPages on top of a finished path', { timeout: 60_000 }, () => {
  const tutorial = followPages('tutorial', [
    testPage(
      'connectors/build/step.mdx',
      init +
        fence('ts', 'title="src/mappers.ts"', 'export function toFields(title: string) {\n  return { title };\n}') +
        fence('ts', 'title="src/index.ts"', "import { toFields } from './mappers.js';\nconsole.log(toFields('a'));"),
    ),
  ]);
  const onTop = (body: string) =>
    followPages('tutorial with the recipe applied', [testPage('recipes/recipe.mdx', body)], {
      start: tutorial.files,
      onTop: true,
    }).problems.map((p) => `${p.file}:${p.line} ${p.message.replace(/ \(content\/docs\/recipes[^)]*\)/, '')}`);

  it('starts from the project the path left, which compiles', () => {
    expect(tutorial.problems).toEqual([]);
    expect([...tutorial.files.keys()]).toEqual(['tsconfig.json', 'src/mappers.ts', 'src/index.ts']);
  });

  it("applies a page's diff to the reader's file, and its calls must still compile", () => {
    const diff = fence(
      'diff',
      'title="src/mappers.ts"',
      '-export function toFields(title: string) {\n+export function toFields(title: string, done = false) {\n-  return { title };\n+  return { title, done };',
    );
    expect(onTop(diff)).toEqual([]);
  });

  it("names the diff line a reader cannot apply, the file's lines having changed", () => {
    const diff = fence(
      'diff',
      'title="src/mappers.ts"',
      ' export function toFields(title: string) {\n-  return { title: title.trim() };\n+  return { title };',
    );
    expect(onTop(diff)).toEqual([
      'content/docs/recipes/recipe.mdx:9 "src/mappers.ts" changes lines that src/mappers.ts does not have at this point of the tutorial with the recipe applied ("return { title: title.trim() };"): the reader cannot apply it',
    ]);
  });

  it("reports on the applied page what its whole-file title breaks in the path's files, naming the line it breaks", () => {
    const replaced = fence('ts', 'title="src/mappers.ts"', 'export function toRecord(title: string) {\n  return { title };\n}');
    expect(onTop(replaced)).toEqual([
      "content/docs/recipes/recipe.mdx:7 the tutorial with the recipe applied does not compile when the reader reaches the end of content/docs/recipes/recipe.mdx: src/index.ts (a line typed at content/docs/connectors/build/step.mdx:22): Module '\"./mappers.js\"' has no exported member 'toFields'. (TS2305)",
    ]);
  });
});
