import { describe, expect, it } from 'vitest';
import { categoryPath, findPrevNext, findTrail, flattenSidebar, type SidebarItem } from './sidebarTree';
import { buildSidebar, type CategoryEntry, type DocEntry } from './sidebar';

const categories: CategoryEntry[] = [
  { folder: 'connectors', label: 'Connectors', position: 2, slug: 'connectors', description: 'c' },
  { folder: 'connectors/recipes', label: 'Recipes', position: 3, slug: 'recipes', description: 'r' },
  { folder: 'connectors/build', label: 'Build a connector', position: 2, slug: 'tutorial', description: 't' },
  { folder: 'embeds', label: 'Embeds', position: 3, slug: 'embeds', description: 'e' },
];

const docs: DocEntry[] = [
  { slug: '/intro/', folder: '', title: 'Introduction', sidebarPosition: 1 },
  { slug: '/connectors/getStarted/', folder: 'connectors', title: 'Connectors overview', sidebarPosition: 1 },
  { slug: '/connectors/recipes/pagination/', folder: 'connectors/recipes', title: 'Pagination', sidebarPosition: 2 },
  { slug: '/connectors/recipes/enums/', folder: 'connectors/recipes', title: 'Enums', sidebarPosition: 1 },
  { slug: '/connectors/recipes/zeta/', folder: 'connectors/recipes', title: 'Zeta' },
  { slug: '/connectors/recipes/alpha/', folder: 'connectors/recipes', title: 'Alpha page', sidebarLabel: 'Alpha' },
  { slug: '/connectors/build/getStarted/', folder: 'connectors/build', title: 'Build your first connector', sidebarPosition: 1 },
  { slug: '/embeds/getStarted/', folder: 'embeds', title: 'Embeds overview', sidebarPosition: 1 },
];

const labels = (items: SidebarItem[]): unknown[] => items.map((i) => (i.type === 'category' ? { [i.label]: labels(i.items) } : i.label));

describe('buildSidebar', () => {
  const tree = buildSidebar(docs, categories);

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

  it('names the folder that lacks a _category_.json', () => {
    const orphan = { slug: '/misc/page/', folder: 'misc', title: 'Page' };
    expect(() => buildSidebar([...docs, orphan], categories)).toThrow('content/docs/misc/ holds pages but has no _category_.json');
  });

  it('names the folder whose nested category has no parent category', () => {
    const nested = { folder: 'loose/deeper', label: 'Deeper', position: 1, slug: 'deeper', description: 'd' };
    expect(() => buildSidebar(docs, [...categories, nested])).toThrow('content/docs/loose/ holds the category "Deeper"');
  });
});

describe('sidebar navigation', () => {
  const tree = buildSidebar(docs, categories);

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
      previous: { label: 'Recipes', href: '/category/recipes/' },
      next: { label: 'Pagination', href: '/connectors/recipes/pagination/' },
    });
    expect(findPrevNext(tree, '/intro/').previous).toBeNull();
    expect(findPrevNext(tree, '/embeds/getStarted/').next).toBeNull();
    expect(findPrevNext(tree, '/nowhere/')).toEqual({ previous: null, next: null });
  });

  it('describes a page by the categories above it', () => {
    expect(categoryPath(tree, '/connectors/recipes/pagination/')).toBe('Connectors › Recipes');
    expect(categoryPath(tree, '/category/recipes/')).toBe('Connectors');
    expect(categoryPath(tree, '/intro/')).toBe('');
  });
});
