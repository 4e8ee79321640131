import { toHtml } from 'hast-util-to-html';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { expect, it } from 'vitest';
import type { Root } from 'mdast';
import { headingIds } from './headingIds';
import { mdxParser } from './syntax';

const markdown = ['## Set up', '', '## Set up', '', '### `cursor` and *select*', '', ':::note', '#### Inside a note', ':::'].join('\n');

it('gives every heading the id GitHub would, numbering repeats', () => {
  const tree = mdxParser.runSync(mdxParser.parse(markdown)) as Root;
  expect([...headingIds(tree).values()]).toEqual(['set-up', 'set-up-1', 'cursor-and-select', 'inside-a-note']);
});

it('puts those ids on the headings the build renders', () => {
  const tree = mdxParser.runSync(mdxParser.parse(markdown)) as Root;
  const html = toHtml(
    unified()
      .use(remarkRehype)
      .runSync(tree as never) as never,
  );
  expect([...html.matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1])).toEqual(['set-up', 'set-up-1', 'cursor-and-select', 'inside-a-note']);
});
