import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Node, Parent } from 'unist';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: Array<{ type: string; data?: Record<string, unknown>; children?: unknown[] }>;
  data?: Record<string, unknown>;
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/**
 * `:::tip[Title]` … `:::` → `<Admonition type="tip" title="Title">`. Text that remark-directive
 * mistook for a directive (`10:30`, `tasks:write`) is put back as text, so nothing is lost.
 */
export function remarkAdmonitions() {
  return (tree: Node) => {
    visit(tree, (node: Node, index: number | null | undefined, parent: Parent | null | undefined) => {
      const directive = node as unknown as DirectiveNode;
      if (!['containerDirective', 'leafDirective', 'textDirective'].includes(directive.type)) return;
      if (directive.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
        const [first, ...rest] = directive.children;
        const hasLabel = first?.data?.directiveLabel === true;
        const title = hasLabel ? toString(first as never) : '';
        Object.assign(node, {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes: [attribute('type', directive.name), ...(title ? [attribute('title', title)] : [])],
          children: hasLabel ? rest : directive.children,
        });
        return;
      }
      if (!parent || index === undefined || index === null) return;
      // Not ours: restore the source text so a stray colon never swallows words.
      const label = directive.children.length ? `[${toString(directive as never)}]` : '';
      const colons = directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
      const text = { type: 'text', value: `${colons}${directive.name}${label}` };
      const replacement = directive.type === 'textDirective' ? text : { type: 'paragraph', children: [text] };
      (parent.children as unknown[]).splice(index, 1, replacement);
    });
  };
}
