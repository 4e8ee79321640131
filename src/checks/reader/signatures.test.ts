import { describe, expect, it } from 'vitest';
import { checkSignatures } from './signatures';
import { fence, testPage } from './testPages';

const tutorial = testPage(
  'connectors/build/step.mdx',
  fence('ts', 'title="src/mappers.ts"', 'export function toFields(task: Task) {\n  return {};\n}'),
);
const widened = testPage(
  'recipes/enums.mdx',
  fence(
    'diff',
    'title="src/mappers.ts"',
    '-export function toFields(task: Task) {\n+export function toFields(task: Task, logger: Logger) {',
  ),
);

const messages = (...pages: ReturnType<typeof testPage>[]) =>
  checkSignatures([tutorial, ...pages], new Set([tutorial])).map((p) => `${p.file}:${p.line} ${p.message}`);

describe('one signature per exported function', () => {
  it("takes a diff's new signature as the pages' own, the reading path's older one left to the diff", () => {
    const caller = testPage(
      'recipes/b.mdx',
      fence('ts', 'title="src/handlers/tasks.ts (excerpt)"', 'const fields = toFields(body, ctx.logger);'),
    );
    expect(messages(widened, caller)).toEqual([]);
  });

  it('fails on a page that defines it again with another parameter list, naming both', () => {
    const older = testPage(
      'recipes/references.mdx',
      fence('ts', 'title="src/mappers.ts (excerpt)"', 'export function toFields(task: Task) {'),
    );
    expect(messages(widened, older)).toEqual([
      'content/docs/recipes/references.mdx:8 `toFields(task: Task)` differs from `toFields(task: Task, logger: Logger)` at content/docs/recipes/enums.mdx:9: an exported function has one signature on every page a reader applies to the finished tutorial',
    ]);
  });

  it('fails on a call with fewer or more arguments than it takes, optional ones counted as such', () => {
    const caller = testPage(
      'recipes/b.mdx',
      fence('ts', 'title="src/handlers/tasks.ts (excerpt)"', 'toFields(body);\nfoo.toFields(x);\nconst a = toFields(a, b, c);'),
    );
    const optional = testPage(
      'recipes/c.mdx',
      fence('ts', 'title="src/x.ts"', 'export function page(cursor?: string, size = 10) {}\npage();\npage(a, b, c);'),
    );
    expect(messages(widened, caller, optional)).toEqual([
      'content/docs/recipes/b.mdx:8 `toFields` is called with 1 argument, but the pages define it as `toFields(task: Task, logger: Logger)`',
      'content/docs/recipes/b.mdx:10 `toFields` is called with 3 arguments, but the pages define it as `toFields(task: Task, logger: Logger)`',
      'content/docs/recipes/c.mdx:10 `page` is called with 3 arguments, but the pages define it as `page(cursor?: string, size = 10)`',
    ]);
  });
});
