import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import type { Node, Parent } from 'unist';
import { parseCodeMeta, stripOwnMeta } from '../codeMeta';

export const MISTAKE_TITLE = "Don't do this";

/**
 * Reads the fence keys the content checks use (see codeMeta.ts) and keeps them away from
 * rehype-pretty-code, which would take the slashes of `excerpt="src/a/b.ts"` for words to
 * highlight. A block marked `mistake` is wrapped in a danger admonition titled "Don't do this", so a
 * reader who copies it has been told, in the page, that it is the wrong way.
 */
export function remarkCodeMeta() {
  return (tree: Node) => {
    visit(tree, 'code', (node: Node, index: number | null | undefined, parent: Parent | null | undefined) => {
      const code = node as Code;
      const { mistake } = parseCodeMeta(code.meta);
      code.meta = stripOwnMeta(code.meta);
      if (!mistake || !parent || index === undefined || index === null) return;
      const wrapper = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: 'danger' },
          { type: 'mdxJsxAttribute', name: 'title', value: MISTAKE_TITLE },
        ],
        children: [code],
      };
      (parent.children as unknown[]).splice(index, 1, wrapper);
    });
  };
}
