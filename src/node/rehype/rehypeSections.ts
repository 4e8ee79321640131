import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * Wraps each h2 and what follows it, up to the next h2, in a <section>. Sections are the units
 * the browser can skip laying out while they are off-screen (`content-visibility: auto` in the
 * article's CSS), which keeps long pages cheap to render on phones; and they are semantic.
 */
export function rehypeSections() {
  return (tree: Root) => {
    const out: RootContent[] = [];
    let current: Element | null = null;
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        current = { type: 'element', tagName: 'section', properties: {}, children: [] };
        out.push(current);
      }
      if (current) current.children.push(node as ElementContent);
      else out.push(node);
    }
    tree.children = out;
  };
}
