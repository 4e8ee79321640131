import { expect, it } from 'vitest';
import { pageOutline } from '../../mdx/outline';
import { buildSearchDocuments, excerpt, inboundLinks, searchPages, type SearchPage } from './searchDocuments';
import type { SidebarItem } from '../../site/sidebarTree';

const body = `Return large collections **page by page**.

import Something from './x';

## Cursor-based APIs

Pass the provider's \`next_cursor\` through.

\`\`\`ts
const secretCode = 1;
\`\`\`

:::tip[Keep the cursor opaque]
Encode it with base64url.
:::

<Tabs><TabItem value="a" label="A">Inside a tab.</TabItem></Tabs>

### Offsets

Offset text.

#### Deep detail

Still offsets.

## Cursor-based APIs

Same heading again.
`;

it('splits a page into its lead and h2/h3 sections with the build’s heading ids', () => {
  expect(pageOutline(body).sections).toEqual([
    { heading: null, anchor: null, text: 'Return large collections page by page.' },
    {
      heading: 'Cursor-based APIs',
      anchor: 'cursor-based-apis',
      text: "Pass the provider's next_cursor through. Keep the cursor opaque Encode it with base64url. Inside a tab.",
    },
    { heading: 'Offsets', anchor: 'offsets', text: 'Offset text. Deep detail Still offsets.' },
    { heading: 'Cursor-based APIs', anchor: 'cursor-based-apis-1', text: 'Same heading again.' },
  ]);
});

it('builds documents with prefixed URLs, the sidebar place and no code', () => {
  const sidebar: SidebarItem[] = [
    {
      type: 'category',
      label: 'Connectors',
      href: '/category/connectors/',
      items: [
        {
          type: 'category',
          label: 'Recipes',
          href: '/category/recipes/',
          items: [{ type: 'doc', label: 'Pagination', href: '/connectors/recipes/pagination/' }],
        },
      ],
    },
  ];
  const pages = searchPages({
    pages: [
      {
        kind: 'category',
        id: 'c',
        version: 'current',
        route: '/category/recipes/',
        title: 'Recipes',
        description: 'Worked solutions.',
        sourcePath: 'c.json',
      },
      {
        kind: 'doc',
        id: 'p',
        version: 'current',
        route: '/connectors/recipes/pagination/',
        title: 'Pagination',
        description: '',
        sourcePath: 'p.mdx',
        contentFile: '/p.mdx',
        body,
        sections: pageOutline(body).sections,
      },
    ],
  });
  const docs = buildSearchDocuments(pages, sidebar, '/docs/');
  expect(docs.map((d) => d.url)).toEqual([
    '/docs/connectors/recipes/pagination/',
    '/docs/connectors/recipes/pagination/#cursor-based-apis',
    '/docs/connectors/recipes/pagination/#offsets',
    '/docs/connectors/recipes/pagination/#cursor-based-apis-1',
    '/docs/category/recipes/',
  ]);
  expect(docs[1]).toMatchObject({ title: 'Pagination', section: 'Cursor-based APIs', subcategory: 'Connectors › Recipes' });
  expect(docs.every((d) => !d.text.includes('secretCode'))).toBe(true);
});

it('throws on MDX that does not parse: the build names the page', () => {
  expect(() => pageOutline('<Broken')).toThrow();
});

it('stores an excerpt', () => {
  const long = 'word '.repeat(100).trim();
  expect(excerpt('short text')).toBe('short text');
  expect(excerpt(long).length).toBeLessThanOrEqual(141);
  expect(excerpt(long).endsWith('word…')).toBe(true);
});

it('counts the other pages that link to each page, whatever the link’s form, outside code', () => {
  const page = (route: string, source: string): SearchPage => ({ route, title: route, sections: [], source });
  const inbound = inboundLinks(
    [
      page('/a/', 'See [B](/docs/b/#x), [B again](/docs/b/) and [itself](/docs/a/).'),
      page('/c/', 'Relative: [B](../b/). <Card href="/docs/b" /> [off site](https://example.com/docs/b/) [bad](http://[)'),
      page('/d/', '```md\n[B](/docs/b/)\n```\nAn [admin page](/admin/login) outside the docs.'),
    ],
    '/docs/',
  );
  expect(Object.fromEntries(inbound)).toEqual({ '/b/': 2 });
});
