import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCopiedStatements, checkRepeatedExcerpts, regionLineNumbers } from './shownOnce';
import { fence, testPage } from './testPages';

const connector = fs.mkdtempSync(path.join(os.tmpdir(), 'shown-once-'));
fs.mkdirSync(path.join(connector, 'src'));
const handler = [
  '// #region handler',
  'export async function getThing(id: string): Promise<string> {',
  '  // #region lookup',
  '  const found = await lookupSomewhere(id);',
  '  // #endregion lookup',
  '  return found.toUpperCase();',
  '}',
  '// #endregion handler',
].join('\n');
fs.writeFileSync(path.join(connector, 'src', 'thing.ts'), handler);
afterAll(() => fs.rmSync(connector, { recursive: true, force: true }));

const whole = fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#handler"', 'unused');

describe('code shown once', () => {
  it('maps a region to the file lines it shows, without markers or trivial lines', () => {
    expect(regionLineNumbers(handler, 'handler')).toEqual([1, 3, 5]);
    expect(regionLineNumbers(handler, 'lookup')).toEqual([3]);
  });

  it('lets a reading path print it whole, and asks another page for highlighted lines and a link', () => {
    const tutorial = testPage('connectors/build/step.mdx', whole);
    const plain = testPage('recipes/a.mdx', whole);
    const highlighted = testPage('recipes/b.mdx', fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#lookup" {1}', 'x'));
    const linked = testPage(
      'recipes/c.mdx',
      `See [the step](/docs/connectors/build/step/).\n\n${fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#lookup" {1}', 'x')}`,
    );
    const problems = checkRepeatedExcerpts([tutorial, plain, highlighted, linked], new Set([tutorial]), connector).map(
      (p) => `${p.file} ${p.message}`,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/recipes\/a\.mdx src\/thing\.ts#handler is printed whole on content\/docs\/connectors\/build\/step\.mdx/,
      ),
      expect.stringMatching(/^content\/docs\/recipes\/b\.mdx src\/thing\.ts#lookup repeats lines that .* prints whole: link to it/),
    ]);
  });

  it('refuses a copy of a reference statement and a statement printed on two pages', () => {
    const copy = testPage(
      'a.mdx',
      fence(
        'ts',
        'title="src/other.ts"',
        handler
          .split('\n')
          .slice(1, 7)
          .join('\n')
          .replace(/ {2}\/\/ #\w+ lookup\n/g, ''),
      ),
    );
    const first = testPage('b.mdx', fence('ts', '', 'export function twice() {\n  return 1;\n}'));
    const second = testPage('c.mdx', fence('ts', '', '// the same function\nexport function twice() {\n  return 1;\n}'));
    const problems = checkCopiedStatements([copy, first, second], new Set(), connector).map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:8 copies `getThing` from examples\/example-tracker\/src\/thing\.ts/),
      expect.stringMatching(/^content\/docs\/c\.mdx:9 repeats `twice`, already printed on content\/docs\/b\.mdx:8/),
    ]);
  });
});
