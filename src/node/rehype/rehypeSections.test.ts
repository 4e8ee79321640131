import { expect, it } from 'vitest';
import type { Root } from 'hast';
import { rehypeSections } from './rehypeSections';

const el = (tagName: string, text = '') => ({ type: 'element' as const, tagName, properties: {}, children: text ? [{ type: 'text' as const, value: text }] : [] });

it('wraps every h2 and its following content in a section, leaving the lead alone', () => {
  const tree: Root = { type: 'root', children: [el('p', 'lead'), el('h2', 'A'), el('p', 'a'), el('h3', 'A1'), el('h2', 'B'), el('p', 'b')] };
  rehypeSections()(tree);
  expect(tree.children.map((n) => (n.type === 'element' ? `${n.tagName}:${n.children.map((c) => (c.type === 'element' ? c.tagName : '')).join(',')}` : n.type))).toEqual([
    'p:',
    'section:h2,p,h3',
    'section:h2,p',
  ]);
});
