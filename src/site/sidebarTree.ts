/**
 * The one docs sidebar as data. Built at build time from the content tree (src/site/sidebar.ts)
 * and read in the browser for the sidebar, breadcrumbs and previous/next links.
 * Every `href` is a Gatsby route without the `/docs` prefix.
 */

export interface SidebarDoc {
  type: 'doc';
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's generated index page. */
  href: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarCategory;

/** Ancestors of the item whose href is `route`, outermost first, and the item itself (last). */
export function findTrail(items: SidebarItem[], route: string): SidebarItem[] {
  for (const item of items) {
    if (item.href === route) return [item];
    if (item.type === 'category') {
      const inner = findTrail(item.items, route);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

/** Every page in sidebar order, categories before their children (what prev/next walks). */
export function flattenSidebar(items: SidebarItem[]): Array<{ label: string; href: string }> {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [{ label: item.label, href: item.href }, ...flattenSidebar(item.items)]
      : [{ label: item.label, href: item.href }],
  );
}

export interface PrevNext {
  previous: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
}

/** The pages before and after `route` in sidebar order. */
export function findPrevNext(items: SidebarItem[], route: string): PrevNext {
  const flat = flattenSidebar(items);
  const at = flat.findIndex((entry) => entry.href === route);
  if (at === -1) return { previous: null, next: null };
  return { previous: flat[at - 1] ?? null, next: flat[at + 1] ?? null };
}

/** `Connectors › Recipes` for a recipe: the labels of the categories above the page. */
export function categoryPath(items: SidebarItem[], route: string, separator = ' › '): string {
  return findTrail(items, route)
    .filter((item) => item.type === 'category' && item.href !== route)
    .map((item) => item.label)
    .join(separator);
}
