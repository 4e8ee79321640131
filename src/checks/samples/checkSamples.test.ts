import { describe, expect, it } from 'vitest';
import { parseDoc } from '../checkDoc';
import { checkSamples } from './checkSamples';
import { EXAMPLES } from './project';

/** One page holding these blocks; the front matter takes 4 lines, the blank line a fifth. */
const check = (body: string) => {
  const source = `---\ntitle: Samples\ndescription: A page of samples.\n---\n\n${body}`;
  const doc = parseDoc('samples.mdx', source, 'content/docs/samples.mdx');
  return checkSamples([{ displayPath: 'content/docs/samples.mdx', tree: doc.tree, lineOffset: doc.lineOffset }], EXAMPLES).map(
    (p) => `${p.line} ${p.message}`,
  );
};

const fence = (meta: string, code: string) => `\`\`\`ts ${meta}\n${code}\n\`\`\`\n`;

describe('checkSamples', () => {
  it('accepts a module that uses the SDK and the reference connector as they are declared', () => {
    const code = [
      "import type { GetItemHandler } from '@syncplatform/connector-sdk';",
      "import { tracker, requestOptions } from '../provider.js';",
      "import type { TrackerTask } from '../tracker.js';",
      '',
      'export const getTask: GetItemHandler = async (ctx) => {',
      '  const { body } = await tracker.get<TrackerTask>(`/tasks/${ctx.params.taskId}`, requestOptions(ctx));',
      '  return { fields: { title: body.title }, relations: [] };',
      '};',
    ].join('\n');
    expect(check(fence('title="src/handlers/tasks.ts"', code))).toEqual([]);
  });

  it('names the line and the compiler message of a wrong method name', () => {
    const code = ["import { tracker } from './provider.js';", "export const p = tracker.fetch('/me');"].join('\n');
    expect(check(fence('title="src/me.ts"', code))).toEqual([
      "8 ts does not compile: Property 'fetch' does not exist on type 'Provider'. (TS2339)",
    ]);
  });

  it('fails an import of a module that does not exist', () => {
    const [problem] = check(fence('', "import { listPage } from './graph.js';\nexport { listPage };"));
    expect(problem).toMatch(/^7 ts does not compile: Cannot find module '\.\/graph\.js'/);
  });

  it('fails an SDK export the declarations do not have', () => {
    const [problem] = check(fence('', "import { Connector } from '@syncplatform/connector-sdk';\nexport { Connector };"));
    expect(problem).toMatch(/has no exported member 'Connector'/);
  });

  it('compares an excerpt with its region and reports the first line that differs', () => {
    const code = ["export const encodeCursor = (providerCursor: string) => Buffer.from(providerCursor, 'utf8').toString('base64');"].join(
      '\n',
    );
    const [problem] = check(fence('title="src/pagination.ts" excerpt="src/pagination.ts#cursor"', code));
    expect(problem).toMatch(
      /^7 excerpt differs from examples\/example-tracker\/src\/pagination\.ts#cursor: expected `\/\*\* Provider cursors/,
    );
  });

  it('compares an excerpt in any language, such as the whole .connector.json', () => {
    const json = '```json title=".connector.json" excerpt=".connector.json"\n{ "name": "example-tracker" }\n```\n';
    const [problem] = check(json);
    expect(problem).toMatch(/^7 excerpt differs from examples\/example-tracker\/\.connector\.json: expected `\{`/);
  });

  it('names the regions a file has when the excerpt asks for another', () => {
    const [problem] = check(fence('excerpt="src/pagination.ts#nope"', 'x'));
    // The reference file's regions, whichever pages ask for: the list names each one the file has.
    expect(problem).toMatch(/has no "\/\/ #region nope" \(its regions: [\w, ]+\)$/);
    for (const region of ['cursor', 'listPage', 'query', 'page']) expect(problem).toMatch(new RegExp(`[ (]${region}[,)]`));
  });

  it('lets a deliberate mistake be wrong as long as it parses', () => {
    expect(check(fence('mistake', "const cache: Map<string, string> = new Map();\ncache.set('k', 42);"))).toEqual([]);
  });

  it('resolves an import of a file the page defines, and keeps the reference files for the rest', () => {
    const cache = fence('title="src/limits.ts"', 'export const ttl = 600;');
    const user = fence(
      'title="src/handlers/labels.ts"',
      [
        "import { ttl } from '../limits.js';",
        "import { tracker } from '../provider.js';",
        'export const both: [number, typeof tracker] = [ttl, tracker];',
      ].join('\n'),
    );
    expect(check(`${user}\n${cache}`)).toEqual([]);
    const wrong = fence('title="src/other.ts"', "import { ttl } from './limits.js';\nexport const t: string = ttl;");
    expect(check(`${cache}\n${wrong}`)).toEqual(["12 ts does not compile: Type 'number' is not assignable to type 'string'. (TS2322)"]);
  });

  it('reads a "(continued)" block as the rest of the same file', () => {
    const first = fence('title="src/numbers.ts"', 'export const one = 1;');
    const second = fence('title="src/numbers.ts (continued)"', 'export const two: string = one + 1;');
    // The error is on the continued block's own line: blank 9, fence 10, code 11.
    expect(check(`${first}\n${second}`)).toEqual(["11 ts does not compile: Type 'number' is not assignable to type 'string'. (TS2322)"]);
  });
});
