import type { Element, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { rehypeTaskListLabels } from './rehypeTaskListLabels';

function checkboxLabels(markdown: string): Array<string | undefined> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTaskListLabels);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const labels: Array<string | undefined> = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'input') labels.push(node.properties?.ariaLabel as string | undefined);
  });
  return labels;
}

it('names each task-list checkbox after its item, without nested items', () => {
  expect(checkboxLabels('- [ ] `whoami` shows the **right** organization.\n- [x] Tests pass\n  - [ ] nested step\n')).toEqual([
    'whoami shows the right organization.',
    'Tests pass',
    'nested step',
  ]);
});

it('names checkboxes of loose lists, whose text sits in a paragraph', () => {
  expect(checkboxLabels('- [ ] First\n\n- [ ] Second\n')).toEqual(['First', 'Second']);
});
