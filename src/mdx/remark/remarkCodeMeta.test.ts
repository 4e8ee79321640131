import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { remarkCodeMeta } from './remarkCodeMeta';

const run = (markdown: string) => {
  const processor = unified().use(remarkParse).use(remarkCodeMeta);
  return processor.runSync(processor.parse(markdown)) as Root;
};

describe('remarkCodeMeta', () => {
  it('keeps title and line ranges, drops the keys only the checks read', () => {
    const tree = run('```ts title="src/handlers/tasks.ts" excerpt="src/handlers/tasks.ts#read" {2}\nx\n```\n');
    expect(tree.children[0]).toMatchObject({ type: 'code', meta: 'title="src/handlers/tasks.ts" {2}' });
  });

  it('wraps a deliberate mistake in a "Don\'t do this" danger admonition', () => {
    const tree = run('```ts mistake\nconst cache = new Map();\n```\n');
    expect(tree.children[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Admonition',
      attributes: [
        { name: 'type', value: 'danger' },
        { name: 'title', value: "Don't do this" },
      ],
      children: [{ type: 'code', meta: null, value: 'const cache = new Map();' }],
    });
  });
});
