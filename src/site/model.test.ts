import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingWithin } from '../landing/content';
import { versionPageContext } from '../versions/pageVersion';
import type { GeneratedPage } from './generatedPage';
import { FILE_ROUTES, indexedRoutes, siteModel, type CategoryNode, type GeneratedNode, type MdxNode, type SiteNodes } from './model';
import { categoryRoute } from '../routes/slugs';
import { categoryPath, findPrevNext, findTrail, flattenSidebar, type SidebarItem } from './sidebarTree';

const category = (folder: string, label: string, position: number, slug: string): CategoryNode => ({
  id: `category ${folder}`,
  route: categoryRoute(slug),
  label,
  position,
  description: `About ${label}`,
  folder,
  version: 'current',
  sourcePath: `content/docs/${folder}/_category_.json`,
});

const doc = (slug: string, folder: string, title: string, extra: { position?: number; label?: string } = {}): MdxNode => ({
  id: `mdx ${slug}`,
  body: `Body of ${title}.`,
  fields: {
    slug,
    folder,
    version: 'current',
    sourcePath: `content/docs${slug.slice(0, -1)}.mdx`,
    sections: [{ heading: null, anchor: null, text: `Body of ${title}.` }],
  },
  frontmatter: { title, description: `${title} in a line.`, sidebar_label: extra.label ?? null, sidebar_position: extra.position ?? null },
  internal: { contentFilePath: `/site/content/docs${slug.slice(0, -1)}.mdx` },
});

const generated = (route: string, title: string, sidebar: GeneratedPage['sidebar']): GeneratedNode => ({
  id: `generated ${route}`,
  route,
  title,
  description: `${title}, generated.`,
  sourcePath: 'static/openapi/sample.yaml',
  template: 'src/templates/ApiOperationPage.tsx',
  sections: [{ heading: null, anchor: null, text: title }],
  markdown: `About ${title}.`,
  sidebar,
});

const categories = [
  category('connectors', 'Connectors', 2, 'connectors'),
  category('connectors/recipes', 'Recipes', 3, 'recipes'),
  category('connectors/build', 'Build a connector', 2, 'tutorial'),
  category('embeds', 'Embeds', 3, 'embeds'),
];

const docs = [
  doc('/intro/', '', 'Introduction', { position: 1 }),
  doc('/connectors/getStarted/', 'connectors', 'Connectors overview', { position: 1 }),
  doc('/connectors/recipes/pagination/', 'connectors/recipes', 'Pagination', { position: 2 }),
  doc('/connectors/recipes/enums/', 'connectors/recipes', 'Enums', { position: 1 }),
  doc('/connectors/recipes/zeta/', 'connectors/recipes', 'Zeta'),
  doc('/connectors/recipes/alpha/', 'connectors/recipes', 'Alpha page', { label: 'Alpha' }),
  doc('/connectors/build/getStarted/', 'connectors/build', 'Build your first connector', { position: 1 }),
  doc('/embeds/getStarted/', 'embeds', 'Embeds overview', { position: 1 }),
];

const nodes = (extra: Partial<SiteNodes> = {}): SiteNodes => ({ mdx: docs, categories, generated: [], ...extra });
const labels = (items: SidebarItem[]): unknown[] => items.map((i) => (i.type === 'category' ? { [i.label]: labels(i.items) } : i.label));

describe('the site model', () => {
  const model = siteModel(nodes());
  const tree = model.sidebar;

  it('nests categories by folder and sorts pages and categories together by position, then label', () => {
    expect(labels(tree)).toEqual([
      'Introduction',
      {
        Connectors: [
          'Connectors overview',
          { 'Build a connector': ['Build your first connector'] },
          { Recipes: ['Enums', 'Pagination', 'Alpha', 'Zeta'] },
        ],
      },
      { Embeds: ['Embeds overview'] },
    ]);
  });

  it('links categories to their generated index pages', () => {
    const recipes = findTrail(tree, '/category/recipes/');
    expect(recipes.map((i) => i.href)).toEqual(['/category/connectors/', '/category/recipes/']);
  });

  it('knows every route with its source, the file routes of src/pages included, and which ones a crawler should list', () => {
    expect(model.routes.get('/connectors/recipes/enums/')).toBe('content/docs/connectors/recipes/enums.mdx');
    expect(model.routes.get('/category/recipes/')).toBe('content/docs/connectors/recipes/_category_.json');
    expect(model.routes.get('/')).toBe('src/pages/index.tsx');
    expect(indexedRoutes(model)).toContain('/');
    expect(indexedRoutes(model)).not.toContain('/404/');
    expect(model.pages).toHaveLength(docs.length + categories.length);
  });

  it('lists every page of src/pages among the file routes, so none goes missing from the sitemap or is taken by a doc', () => {
    const files = fs.readdirSync(path.resolve('src/pages')).filter((file) => file.endsWith('.tsx'));
    const routes = files.map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}/`));
    expect([...FILE_ROUTES.keys()].sort()).toEqual(routes.sort());
    for (const file of files) expect([...FILE_ROUTES.values()]).toContain(`src/pages/${file}`);
  });

  it("gives a category's cards: its pages, and its sub-categories with their page counts", () => {
    expect(model.cards('/category/connectors/')).toEqual([
      {
        kind: 'doc',
        title: 'Connectors overview',
        description: 'Connectors overview in a line.',
        href: '/connectors/getStarted/',
        count: null,
      },
      { kind: 'category', title: 'Build a connector', description: 'About Build a connector', href: '/category/tutorial/', count: 1 },
      { kind: 'category', title: 'Recipes', description: 'About Recipes', href: '/category/recipes/', count: 4 },
    ]);
  });

  it('names the folder that lacks a _category_.json', () => {
    const orphan = doc('/misc/page/', 'misc', 'Page');
    expect(() => siteModel(nodes({ mdx: [...docs, orphan] }))).toThrow('content/docs/misc/ holds pages but has no _category_.json');
  });

  it('names the folder whose nested category has no parent category', () => {
    const nested = category('loose/deeper', 'Deeper', 1, 'deeper');
    expect(() => siteModel(nodes({ categories: [...categories, nested] }))).toThrow('content/docs/loose/ holds the category "Deeper"');
  });

  it('keeps the first of two pages that claim one route, and says so naming both', () => {
    const twin = {
      ...doc('/intro/', '', 'Another introduction'),
      id: 'mdx other',
      fields: { ...doc('/intro/', '', 'x').fields!, sourcePath: 'content/docs/intro/index.mdx' },
    };
    const claimed = siteModel(nodes({ mdx: [...docs, twin] }));
    expect(claimed.page('/intro/')?.title).toBe('Introduction');
    expect(claimed.conflicts).toEqual([
      'Duplicate routes found! Attempting to create page at url=/intro/ from content/docs/intro/index.mdx, but a page already exists at this route (from content/docs/intro.mdx). The later one is skipped.',
    ]);
  });
});

describe('generated pages in the site model', () => {
  const model = siteModel(
    nodes({
      generated: [
        generated('/embeds/reference/', 'Embed API', { parent: '/category/embeds/', position: 2, label: 'API reference' }),
        generated('/embeds/reference/create-token/', 'Create an embed token', { parent: '/embeds/reference/', position: 1 }),
        generated('/embeds/reference/revoke-token/', 'Revoke an embed token', { parent: '/embeds/reference/', position: 2 }),
      ],
    }),
  );

  it('sit in the sidebar under their parent; one with children is a category linking to its own page', () => {
    expect(labels(model.sidebar).at(-1)).toEqual({
      Embeds: ['Embeds overview', { 'API reference': ['Create an embed token', 'Revoke an embed token'] }],
    });
    expect(findTrail(model.sidebar, '/embeds/reference/create-token/').map((i) => i.href)).toEqual([
      '/category/embeds/',
      '/embeds/reference/',
      '/embeds/reference/create-token/',
    ]);
  });

  it('are pages like any other: routes, cards, the page itself', () => {
    expect(model.routes.get('/embeds/reference/create-token/')).toBe('static/openapi/sample.yaml');
    expect(model.cards('/category/embeds/').map((card) => [card.kind, card.title, card.count])).toEqual([
      ['doc', 'Embeds overview', null],
      ['category', 'API reference', 2],
    ]);
    expect(model.page('/embeds/reference/revoke-token/')).toMatchObject({
      kind: 'generated',
      template: 'src/templates/ApiOperationPage.tsx',
    });
  });

  it('fail the model, naming their source, when their parent is not a page', () => {
    const lost = generated('/nowhere/op/', 'Lost', { parent: '/nowhere/', position: 1 });
    expect(() => siteModel(nodes({ generated: [lost] }))).toThrow(
      'static/openapi/sample.yaml: the page /nowhere/op/ goes under /nowhere/ in the sidebar, which is not a page of the site',
    );
  });
});

describe('sidebar navigation', () => {
  const tree = siteModel(nodes()).sidebar;

  it('walks pages and category index pages in sidebar order', () => {
    expect(flattenSidebar(tree).map((e) => e.href)).toEqual([
      '/intro/',
      '/category/connectors/',
      '/connectors/getStarted/',
      '/category/tutorial/',
      '/connectors/build/getStarted/',
      '/category/recipes/',
      '/connectors/recipes/enums/',
      '/connectors/recipes/pagination/',
      '/connectors/recipes/alpha/',
      '/connectors/recipes/zeta/',
      '/category/embeds/',
      '/embeds/getStarted/',
    ]);
  });

  it('finds previous and next, with none at the ends', () => {
    expect(findPrevNext(tree, '/connectors/recipes/enums/')).toEqual({
      previous: { label: 'Recipes', href: '/category/recipes/', section: 'Connectors' },
      next: { label: 'Pagination', href: '/connectors/recipes/pagination/' },
    });
    expect(findPrevNext(tree, '/intro/').previous).toBeNull();
    expect(findPrevNext(tree, '/embeds/getStarted/').next).toBeNull();
    expect(findPrevNext(tree, '/nowhere/')).toEqual({ previous: null, next: null });
  });

  it("names a neighbour's category when it is not the page's own, so two pages of one title read apart", () => {
    const twoHealths: SidebarItem[] = [
      {
        type: 'category',
        label: 'API specification',
        href: '/category/api-specification/',
        items: [
          { type: 'doc', label: 'Health', href: '/health/' },
          {
            type: 'category',
            label: 'API reference',
            href: '/reference/',
            items: [{ type: 'category', label: 'Health', href: '/reference/health/', items: [] }],
          },
        ],
      },
    ];
    // The overview of the reference (a category page) sits in API specification, as the guide does;
    // the reference's Health tag is a category of its own, named by the category above it.
    expect(findPrevNext(twoHealths, '/reference/')).toEqual({
      previous: { label: 'Health', href: '/health/' },
      next: { label: 'Health', href: '/reference/health/', section: 'API reference' },
    });
  });

  it('describes a page by the categories above it', () => {
    expect(categoryPath(tree, '/connectors/recipes/pagination/')).toBe('Connectors › Recipes');
    expect(categoryPath(tree, '/category/recipes/')).toBe('Connectors');
    expect(categoryPath(tree, '/intro/')).toBe('');
  });
});

describe('docs versions in the model', () => {
  const released = { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' } as const;
  const current = { name: 'current', label: 'Next', path: '', status: 'current' } as const;
  const frozen = <T extends { id: string }>(node: T, changes: Partial<T>): T => ({ ...node, ...changes, id: `2.x ${node.id}` });
  const oldDocs = [
    {
      ...doc('/2.x/intro/', '', 'Old introduction', { position: 1 }),
      fields: { ...doc('/intro/', '', '').fields!, slug: '/2.x/intro/', version: '2.x' },
    },
    {
      ...doc('/2.x/connectors/recipes/polling/', 'connectors/recipes', 'Polling'),
      fields: {
        ...doc('/connectors/recipes/polling/', 'connectors/recipes', '').fields!,
        slug: '/2.x/connectors/recipes/polling/',
        version: '2.x',
      },
    },
  ].map((node) => ({ ...node, id: `2.x ${node.id}` }));
  const oldCategories = categories
    .filter((c) => c.folder.startsWith('connectors'))
    .map((c) =>
      frozen(c, { route: `/2.x${c.route}`, version: '2.x', sourcePath: c.sourcePath.replace('content/docs', 'content/versions/2.x/docs') }),
    );
  const model = siteModel({ mdx: [...docs, ...oldDocs], categories: [...categories, ...oldCategories], generated: [] }, [
    current,
    released,
  ]);

  it("gives each version its own sidebar of its own pages, a folder's category within its version", () => {
    expect(labels(model.sidebar)).toEqual(labels(siteModel(nodes(), [current, released]).sidebar));
    expect(labels(model.versions.get('2.x')?.sidebar ?? [])).toEqual([
      'Old introduction',
      { Connectors: [{ 'Build a connector': [] }, { Recipes: ['Polling'] }] },
    ]);
    expect(model.page('/2.x/connectors/recipes/polling/')?.version).toBe('2.x');
    expect(model.page('/connectors/recipes/pagination/')?.version).toBe('current');
  });

  it("finds a version's page by the route within the version, and lists only current's pages for crawlers", () => {
    expect(model.versions.get('2.x')?.pageWithin('/intro/')?.title).toBe('Old introduction');
    expect(model.versions.get('2.x')?.pageWithin('/connectors/recipes/pagination/')).toBeUndefined();
    expect(indexedRoutes(model).some((route) => route.startsWith('/2.x/'))).toBe(false);
    expect(model.routes.has('/2.x/category/recipes/')).toBe(true);
  });

  it("gives a released version a landing page at its root, whose links are current's that the version has, at its routes", () => {
    expect(model.routes.get('/2.x/')).toBe('src/templates/VersionLandingPage.tsx');
    const within = model.versions.get('2.x')!.pageWithin;
    const landing = landingWithin(within, {
      actions: [{ href: '/intro/', title: 'Read the introduction' }],
      areas: [
        { href: '/connectors/recipes/pagination/', title: 'Pagination' },
        { href: '/category/recipes/', title: 'Recipes' },
      ],
    });
    expect(landing.actions.map((link) => link.href)).toEqual(['/2.x/intro/']);
    expect(landing.areas.map((link) => link.href)).toEqual(['/2.x/category/recipes/']);
    // Each card says what its page holds in that version: the page's own description there.
    expect(landing.actions[0]?.description).toBe(within('/intro/')?.description);
    expect(landing.actions[0]?.description).toBeTruthy();
    // In every page's version menu, the landing's counterpart in each version is that version's landing.
    const context = versionPageContext(model, '/2.x/', new Map(), [current, released]);
    expect(context.counterparts).toEqual({ current: '/', '2.x': '/2.x/' });
    expect(versionPageContext(model, '/connectors/recipes/pagination/', new Map(), [current, released]).counterparts).toEqual({
      current: '/connectors/recipes/pagination/',
      '2.x': '/2.x/intro/',
    });
  });

  it("refuses a current page whose route lies under a released version's path", () => {
    const squatter = { ...doc('/2.x/guide/', '', 'Squatter'), fields: { ...doc('/2.x/guide/', '', '').fields!, version: 'current' } };
    expect(() => siteModel({ ...nodes(), mdx: [...docs, squatter] }, [current, released])).toThrow(
      /lies under the docs version 2\.x's path/,
    );
  });
});
