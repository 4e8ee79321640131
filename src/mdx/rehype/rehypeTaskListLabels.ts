import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const classes = (node: Element) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};

/**
 * Names the checkbox of each GFM task-list item (`- [ ] …`) after the item's own text. remark-gfm
 * renders a bare disabled `<input type="checkbox">` beside the text, which screen readers announce
 * as an unlabelled checkbox; nested lists are left out of the name.
 */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (item: Element) => {
      if (item.tagName !== 'li' || !classes(item).includes('task-list-item')) return;
      const own = item.children.filter((child) => !(child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')));
      const label = own
        .map((child) => toString(child as Element))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      visit({ type: 'root', children: own } as Root, 'element', (node: Element) => {
        if (node.tagName === 'input' && node.properties?.type === 'checkbox' && label) node.properties.ariaLabel = label;
      });
    });
  };
}
