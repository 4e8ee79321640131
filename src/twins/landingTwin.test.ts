import { expect, it } from 'vitest';
import { landingTwin } from './landingTwin';

it("makes a landing page's twin: its head, tagline and lead, its links as twin paths, and where every page is listed", () => {
  const markdown = landingTwin(
    { title: 'Developer Portal 2.x', description: 'Guides for 2.x.', url: '/docs/2.x/', versionNote: '> **Note:** 2.x.\n\n' },
    {
      tagline: 'Work at the speed of sync',
      lead: 'Build connectors.',
      content: {
        actions: [{ href: '/2.x/intro/', title: 'Read the introduction', description: '' }],
        areas: [{ href: '/2.x/category/recipes/', title: 'Recipes', description: 'Worked solutions.' }],
      },
      llmsUrl: '/docs/2.x/llms.txt',
    },
    (route) => `/docs${route}index.md`,
  );
  expect(markdown).toBe(
    [
      '---',
      'title: Developer Portal 2.x',
      'description: Guides for 2.x.',
      'url: /docs/2.x/',
      '---',
      '',
      '# Developer Portal 2.x',
      '',
      '> **Note:** 2.x.',
      '',
      'Work at the speed of sync',
      '',
      'Build connectors.',
      '',
      '- [Read the introduction](/docs/2.x/intro/index.md)',
      '',
      '## Explore the documentation',
      '',
      '- [Recipes](/docs/2.x/category/recipes/index.md): Worked solutions.',
      '',
      'Every page of this version, in one list: [llms.txt](/docs/2.x/llms.txt).',
      '',
    ].join('\n'),
  );
});
