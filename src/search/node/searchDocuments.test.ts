import { describe, expect, it } from 'vitest';
import { pageOutline } from '../../mdx/outline';
import path from 'node:path';
import { siteConfig } from '../../config/site';
import type { SitePage } from '../../site/model';
import { buildSearchDocuments, excerpt, inboundLinks, searchPages } from './searchDocuments';
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
  const pages = searchPages(
    {
      version: siteConfig.docs.versions[0]!,
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
    },
    '/docs/',
  );
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

describe('inbound links, a ranking signal', () => {
  const doc = (version: string, route: string, file: string, linkBody: string): SitePage => ({
    kind: 'doc',
    id: route,
    version,
    route,
    title: route,
    description: '',
    sourcePath: file,
    contentFile: path.resolve(file),
    body: linkBody,
    sections: [],
  });
  const counts = (version: (typeof siteConfig.docs.versions)[number], pages: SitePage[]) =>
    Object.fromEntries(inboundLinks(searchPages({ version, pages }, '/docs/')));

  it('resolves links as the build does, counts each linking page once, and skips itself, code and other sites', () => {
    const [current] = siteConfig.docs.versions;
    const pages = [
      doc(
        'current',
        '/connectors/recipes/pagination/',
        'content/docs/connectors/recipes/pagination.mdx',
        [
          'See [OAuth2](./oauth2.mdx#pkce), [again](/docs/connectors/recipes/oauth2/) and [itself](/docs/connectors/recipes/pagination/).',
          '<Card href="/docs/intro" /> [off site](https://example.com/docs/intro/) [admin](/admin/login) [anchor](#x)',
          '```md\n[in code](/docs/connectors/CLI/commands/)\n```',
        ].join('\n'),
      ),
      doc('current', '/intro/', 'content/docs/intro.mdx', 'Relative: [OAuth2](../connectors/recipes/oauth2/).'),
    ];
    expect(counts(current!, pages)).toEqual({ '/connectors/recipes/oauth2/': 2, '/intro/': 1 });
  });

  it("gives a released version's links its own routes, as its pages do", () => {
    const released = siteConfig.docs.versions.find((version) => version.path === '2.x')!;
    const pages = [
      doc(
        '2.x',
        '/2.x/connectors/recipes/pagination/',
        'content/versions/2.x/docs/connectors/recipes/pagination.mdx',
        ['[OAuth2](./oauth2.mdx) [intro](/docs/intro/) [current on purpose](/docs/1.x/intro/)'].join(''),
      ),
    ];
    expect(counts(released, pages)).toEqual({ '/2.x/connectors/recipes/oauth2/': 1, '/2.x/intro/': 1, '/1.x/intro/': 1 });
  });
});
