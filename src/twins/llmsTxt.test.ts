import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../site/sidebarTree';
import type { DocsVersion } from '../routes/versions';
import { brokenLocalLinks, buildLlmsFull, buildLlmsTxt, markdownAnchors, markdownLinks, type TwinPage } from './llmsTxt';
import { llmsHeader } from './writeTwins';

const sidebar: SidebarItem[] = [
  { type: 'doc', label: 'Introduction', href: '/intro/' },
  {
    type: 'category',
    label: 'Connectors',
    href: '/category/connectors/',
    items: [
      { type: 'doc', label: 'Overview', href: '/connectors/getStarted/' },
      {
        type: 'category',
        label: 'Recipes',
        href: '/category/recipes/',
        items: [{ type: 'doc', label: 'Pagination', href: '/connectors/recipes/pagination/' }],
      },
    ],
  },
];
const later: SidebarItem = { type: 'doc', label: 'Publish', href: '/connectors/publish/' };
const twin = (route: string, title: string, description: string): [string, TwinPage] => [
  route,
  { title, description, url: `/docs${route}index.md`, markdown: `# ${title}\n` },
];
const pages = new Map([
  twin('/intro/', 'Introduction', 'What the platform does.'),
  twin('/category/connectors/', 'Connectors', 'Build connectors.'),
  twin('/connectors/getStarted/', 'Connectors overview', 'Where to start.'),
  twin('/category/recipes/', 'Recipes', 'Worked solutions.'),
  twin('/connectors/recipes/pagination/', 'Pagination', 'Page by page.'),
]);

describe('llms.txt', () => {
  it('has the title, summary and notes, then every page grouped by category in sidebar order', () => {
    const text = buildLlmsTxt(
      { title: 'Developer Portal', summary: 'Docs of the platform.', notes: 'Notes for assistants:\n\n- One.' },
      sidebar,
      pages,
    );
    expect(text).toBe(
      [
        '# Developer Portal',
        '',
        '> Docs of the platform.',
        '',
        'Notes for assistants:',
        '',
        '- One.',
        '',
        '## Overview',
        '',
        '- [Introduction](/docs/intro/index.md): What the platform does.',
        '',
        '## Connectors',
        '',
        '- [Connectors](/docs/category/connectors/index.md): Build connectors.',
        '- [Connectors overview](/docs/connectors/getStarted/index.md): Where to start.',
        '',
        '## Connectors › Recipes',
        '',
        '- [Recipes](/docs/category/recipes/index.md): Worked solutions.',
        '- [Pagination](/docs/connectors/recipes/pagination/index.md): Page by page.',
        '',
      ].join('\n'),
    );
  });

  it("llms-full.txt has llms.txt's head, then the twins in the order llms.txt lists them", () => {
    // A page after a sub-category: llms.txt lists it in its category's section, before the sub-category's.
    const withLater: SidebarItem[] = [
      sidebar[0]!,
      {
        ...(sidebar[1] as SidebarItem & { type: 'category' }),
        items: [...(sidebar[1] as SidebarItem & { type: 'category' }).items, later],
      },
    ];
    const all = new Map([...pages, twin('/connectors/publish/', 'Publish', 'Ship it.')]);
    const header = { title: 'Developer Portal', summary: 'Docs of the platform.', notes: 'Notes for assistants:\n\n- One.' };
    const listed = markdownLinks(buildLlmsTxt(header, withLater, all)).map(
      (url) => [...all.values()].find((page) => page.url === url)?.title,
    );
    expect(listed).toEqual(['Introduction', 'Connectors', 'Connectors overview', 'Publish', 'Recipes', 'Pagination']);
    expect(buildLlmsFull(header, withLater, all)).toBe(
      '# Developer Portal\n\n> Docs of the platform.\n\nNotes for assistants:\n\n- One.\n\n' +
        listed.map((title) => `# ${title}\n`).join('\n'),
    );
  });

  it('finds the links that name no built file', () => {
    const links = markdownLinks(
      '[a](/docs/intro/index.md#x) [b](/docs/gone/index.md) [c](/docs/) [d](https://x.example/) [e](/admin/)\n\n[f]: /docs/x.yaml',
    );
    expect(links).toEqual(['/docs/intro/index.md#x', '/docs/gone/index.md', '/docs/', 'https://x.example/', '/admin/', '/docs/x.yaml']);
    const built = new Set(['intro/index.md', 'index.html']);
    expect(brokenLocalLinks(links, '/docs/', (rel) => built.has(rel))).toEqual(['/docs/gone/index.md', '/docs/x.yaml']);
  });

  it("reads a twin's anchors as a built page's heading ids, and its own <a id>s", () => {
    const twin =
      '# Schemas\n\n## FieldValue\n\n<a id="field-schema"></a>\n\n## FieldSchema\n\n## Errors\n\n### Errors\n\n```md\n## Not a heading\n```\n';
    expect([...markdownAnchors(twin)]).toEqual(['schemas', 'fieldvalue', 'fieldschema', 'errors', 'errors-1', 'field-schema']);
  });

  it('finds the links to an anchor their twin does not have', () => {
    const built = new Set(['api/index.md', 'intro/index.html']);
    const anchorsOf = (rel: string) => (rel === 'api/index.md' ? new Set(['field-value', 'ünïcode']) : undefined);
    const links = [
      '/docs/api/index.md#field-value',
      '/docs/api/index.md#fieldvalue',
      '/docs/api/index.md#%C3%BCn%C3%AFcode',
      '/docs/api/index.md#%E0%A4%A',
      '/docs/api/index.md',
      '/docs/intro/#anything',
    ];
    expect(brokenLocalLinks(links, '/docs/', (rel) => built.has(rel), anchorsOf)).toEqual([
      '/docs/api/index.md#fieldvalue',
      '/docs/api/index.md#%E0%A4%A',
    ]);
  });
});

describe("each version's llms.txt header", () => {
  const versions: DocsVersion[] = [
    { name: 'current', label: 'Next', path: '', status: 'current' },
    { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' },
    { name: '1.x', label: '1.x', path: '1.x', status: 'unmaintained' },
  ];
  const [current, maintained, unmaintained] = versions as [DocsVersion, DocsVersion, DocsVersion];
  const head = (version: DocsVersion) => buildLlmsTxt(llmsHeader(version, '/docs/', versions), [], new Map()).split('\n## ')[0] ?? '';

  it("current's says it is the newest release, though labelled Next, and links every released version's list", () => {
    const text = head(current);
    expect(text).toContain('the newest release, labelled "Next" in the site\'s version menu (a release, not a preview)');
    expect(markdownLinks(text)).toEqual(expect.arrayContaining(['/docs/2.x/llms.txt', '/docs/1.x/llms.txt']));
    expect(text).toContain('2.x at [/docs/2.x/llms.txt](/docs/2.x/llms.txt), which receives fixes only');
    expect(text).toContain('1.x at [/docs/1.x/llms.txt](/docs/1.x/llms.txt), which is no longer maintained');
  });

  it("a released version's says which it is and where current is, and lists no other version", () => {
    for (const version of [maintained, unmaintained]) {
      const text = head(version);
      expect(text).toContain(`This is the documentation of version ${version.label}`);
      expect(text).toContain('the current documentation is listed in /docs/llms.txt');
      expect(markdownLinks(text).filter((link) => link.endsWith('llms.txt'))).toEqual([]);
    }
  });
});
