import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, it } from 'vitest';
import { remarkAdmonitions } from './remarkAdmonitions';

function transform(source: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkAdmonitions);
  return processor.runSync(processor.parse(source)) as unknown as { children: Array<Record<string, unknown>> };
}

it('turns :::type[Title] into an Admonition element with type and title', () => {
  const [node] = transform(':::warning[Never cache credentials]\nThe cache is shared.\n:::').children;
  expect(node).toMatchObject({
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'type', value: 'warning' },
      { type: 'mdxJsxAttribute', name: 'title', value: 'Never cache credentials' },
    ],
  });
  expect(JSON.stringify(node)).toContain('The cache is shared.');
  expect(JSON.stringify(node)).not.toContain('directiveLabel');
});

it('leaves the title out when there is none', () => {
  const [node] = transform(':::tip\nUse the debugger.\n:::').children;
  expect(node).toMatchObject({ name: 'Admonition', attributes: [{ name: 'type', value: 'tip' }] });
});

it('puts text that only looks like a directive back as text', () => {
  const tree = transform('Grant the scope tasks:write before 10:30, or ::note here.');
  expect(toString(tree as never)).toBe('Grant the scope tasks:write before 10:30, or ::note here.');
  expect(JSON.stringify(tree)).not.toContain('textDirective');
});
