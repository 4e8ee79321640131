import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

/**
 * Hands each highlighted code block's tokens to React as one HTML string (`data-html` on the
 * `<code>`; `mdxComponents.code` renders it with `dangerouslySetInnerHTML`) instead of one element
 * per token. Highlighting is finished at build time and nothing in a block is interactive, yet
 * rehype-pretty-code's spans were three quarters of the elements on a code-heavy page, and React
 * created, hydrated and committed a fiber for each of them, and the page's script carried a call
 * per span. Runs after rehype-pretty-code; inline code (not in a `<pre>`) is left alone.
 */
export function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      node.properties = { ...node.properties, dataHtml: toHtml(node.children) };
      node.children = [];
    });
  };
}
