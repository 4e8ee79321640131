import { describe, expect, it } from 'vitest';
import { categoryToMarkdown } from './categoryTwin';

describe('category twin', () => {
  it('lists the children with links, descriptions and page counts', () => {
    const markdown = categoryToMarkdown({ title: 'Connectors', description: 'Build connectors.', url: '/docs/category/connectors/' }, [
      { title: 'Overview', description: 'Where to start.', url: '/docs/connectors/getStarted/index.md' },
      { title: 'Recipes [all]', description: 'Worked solutions.', url: '/docs/category/recipes/index.md', count: 13 },
    ]);
    expect(markdown).toBe(
      '---\ntitle: Connectors\ndescription: Build connectors.\nurl: /docs/category/connectors/\n---\n\n# Connectors\n\nBuild connectors.\n\n' +
        '- [Overview](/docs/connectors/getStarted/index.md): Where to start.\n' +
        '- [Recipes \\[all\\]](/docs/category/recipes/index.md): Worked solutions. (13 pages)\n',
    );
  });
});
