import type { Element, Root } from 'hast';
import rehypePrettyCode from 'rehype-pretty-code';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { rehypeStaticCode } from './rehypeStaticCode';

async function codeElements(markdown: string, highlight = false, tagName = 'code'): Promise<Element[]> {
  const processor = unified().use(remarkParse).use(remarkRehype);
  if (highlight) processor.use(rehypePrettyCode, { theme: 'css-variables', keepBackground: false });
  processor.use(rehypeStaticCode);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node);
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
  expect(html).toContain('<span class="sh-keyword">const</span>');
  expect(html.match(/data-highlighted-line/g)).toHaveLength(1);
});

it('drops the spans of tokens in the block’s own colour and turns token colours into classes', async () => {
  const [block] = await codeElements('```ts\nconst total = add(a, 1); // sum\n```\n', true);
  const html = String(block?.properties?.dataHtml);
  expect(html).not.toContain('style=');
  expect(html).not.toContain('--shiki-color-text');
  // The text is all there, in order, with nothing but the line around the plain tokens.
  expect(html.replace(/<[^>]+>/g, '')).toBe('const total = add(a, 1); // sum');
  expect(html).toMatch(/^<span data-line=""><span class="sh-keyword">const<\/span> <span class="sh-constant">total<\/span>/);
  expect(html).toContain('(a<span class="sh-punctuation">,</span>');
  expect(html).toContain('<span class="sh-function">add</span>');
  expect(html).toContain('<span class="sh-comment">// sum</span>');
});

it('keeps a token whose style is more than a theme colour as rehype-pretty-code wrote it', async () => {
  const [block] = await codeElements('```md\n**bold** and _it_\n```\n', true);
  const html = String(block?.properties?.dataHtml);
  expect(html).toMatch(/<span style="color: var\(--shiki-color-text\); font-weight: bold">/);
  expect(html).toMatch(/<span style="color: var\(--shiki-color-text\); font-style: italic">/);
});

it('writes each block’s line count on its <pre>, blank lines included, highlighted or not', async () => {
  const markdown = 'Inline `x`.\n\n```ts\nconst a = 1;\n\nexport { a };\n```\n\n```\none\ntwo\n```\n';
  for (const highlight of [true, false]) {
    const counts = (await codeElements(markdown, highlight, 'pre')).map((pre) => pre.properties?.dataLineCount);
    expect(counts, highlight ? 'highlighted' : 'plain').toEqual([3, 2]);
  }
});

it('leaves a blank line empty, so copied code has no trailing space, and keeps a line that is a space in the source', async () => {
  const [block] = await codeElements('```ts\nconst a = 1;\n\nconst b = 2;\n```\n', true);
  expect(String(block?.properties?.dataHtml)).toContain('<span data-line=""></span>');
  const [diff] = await codeElements('```diff\n a();\n \n+b();\n```\n', true);
  expect(String(diff?.properties?.dataHtml)).toContain('<span data-line=""> </span>');
});

it("marks a diff's added and removed lines, and no line of another language", async () => {
  const [diff] = await codeElements('```diff\n--- a/x.ts\n+++ b/x.ts\n a();\n-b();\n+c();\n```\n', true);
  const html = String(diff?.properties?.dataHtml);
  expect(html).toContain('<span data-line="" data-diff="deleted">-b();</span>');
  expect(html).toContain('<span data-line="" data-diff="inserted">+c();</span>');
  expect(html).toContain('<span data-line=""> a();</span>');
  expect(html).toContain('<span data-line="">--- a/x.ts</span>');
  expect(html).toContain('<span data-line="">+++ b/x.ts</span>');
  const [ts] = await codeElements('```ts\n-1;\n```\n', true);
  expect(String(ts?.properties?.dataHtml)).not.toContain('data-diff');
});
