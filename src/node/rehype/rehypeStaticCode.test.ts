import type { Element, Root } from 'hast';
import rehypePrettyCode from 'rehype-pretty-code';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { rehypeStaticCode } from './rehypeStaticCode';

async function codeElements(markdown: string, highlight = false): Promise<Element[]> {
  const processor = unified().use(remarkParse).use(remarkRehype);
  if (highlight) processor.use(rehypePrettyCode, { theme: 'css-variables', keepBackground: false });
  processor.use(rehypeStaticCode);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'code') found.push(node);
  });
  return found;
}

it('turns a block’s contents into one escaped HTML string and leaves inline code alone', async () => {
  const [inline, block] = await codeElements('Run `sync <name>` first.\n\n```ts\nif (a < b) run("x & y");\n```\n');
  expect(inline?.properties?.dataHtml).toBeUndefined();
  expect(inline?.children).toEqual([{ type: 'text', value: 'sync <name>', position: expect.anything() }]);
  expect(block?.children).toEqual([]);
  expect(block?.properties?.dataHtml).toBe('if (a &#x3C; b) run("x &#x26; y");\n');
  expect(block?.properties?.className).toEqual(['language-ts']);
});

it('keeps rehype-pretty-code’s token colours and line attributes in the string', async () => {
  const [block] = await codeElements('```ts {2}\nconst a = 1;\nconst b = 2;\n```\n', true);
  const html = String(block?.properties?.dataHtml);
  expect(block?.children).toEqual([]);
  expect(block?.properties?.['data-language']).toBe('ts');
  expect(html).toMatch(/^<span data-line="">/);
  expect(html).toContain('<span style="color: var(--shiki-token-keyword)">const</span>');
  expect(html.match(/data-highlighted-line/g)).toHaveLength(1);
});
