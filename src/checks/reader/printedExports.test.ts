import { describe, expect, it } from 'vitest';
import { checkImports, exportedNames, importedFile, printedExports } from './printedExports';
import { fence, testPage } from './testPages';

describe('printedExports and checkImports', () => {
  it('lists what a block exports, however it is written', () => {
    const code =
      'export const a = 1, b = 2;\nexport function c() {}\nexport interface D {}\nexport type E = string;\nconst f = 1;\nexport { f as g };';
    expect(exportedNames(code)).toEqual(['a', 'b', 'c', 'D', 'E', 'g']);
  });

  it('resolves a reader import from the block that imports it', () => {
    expect(importedFile('src/handlers/labels.ts', '../provider.js')).toBe('src/provider.ts');
    expect(importedFile(undefined, './cache.js')).toBe('src/cache.ts');
  });

  it('accepts what another page prints and names what no page prints', () => {
    const home = testPage(
      'home.mdx',
      fence('ts', 'title="src/tracker.ts"', "export const TRACKER_API_URL = 'https://api.tracker.example/v2';"),
    );
    const user = testPage(
      'user.mdx',
      fence(
        'ts',
        'title="src/config.ts"',
        "import { TRACKER_API_URL, TRACKER_VERSION_HEADER } from './tracker.js';\nimport { cache } from './cache.js';",
      ),
    );
    const problems = checkImports([user], printedExports([home, user])).map((p) => `${p.line} ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(
        /^8 imports TRACKER_VERSION_HEADER from '\.\/tracker\.js', but no page prints TRACKER_VERSION_HEADER in src\/tracker\.ts/,
      ),
      expect.stringMatching(/^9 imports cache from '\.\/cache\.js', but no page prints src\/cache\.ts/),
    ]);
  });

  it('reads the added lines of a diff', () => {
    const user = testPage('user.mdx', fence('diff', 'title="src/index.ts"', "+import { listLabels } from './handlers/labels.js';\n …"));
    expect(checkImports([user], new Map()).map((p) => p.message)).toEqual([
      expect.stringContaining('no page prints src/handlers/labels.ts'),
    ]);
  });

  it("counts a diff's added declarations as printed, not its removed or context lines", () => {
    const change = testPage(
      'change.mdx',
      fence(
        'diff',
        'title="src/schemas.ts"',
        "+export const commentSchema: RelationSchema = {\n+  label: 'Comment',\n+};\n export const taskSchema = {\n-export const oldSchema = {};",
      ),
    );
    expect([...(printedExports([change]).get('src/schemas.ts') ?? [])]).toEqual(['commentSchema']);
  });
});
