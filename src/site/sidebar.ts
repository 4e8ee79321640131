import type { SidebarItem } from './sidebarTree';

/** One entry of the sidebar, whatever page it comes from (a doc, a category, a generated page). */
export interface SidebarEntry {
  route: string;
  label: string;
  /** Order among siblings; null sorts last. */
  position: number | null;
  /** The route of the entry it sits under; `''` at the top. */
  parent: string;
  /** Shown as a category (with its children) even when it has none. */
  category: boolean;
}

const byPositionThenLabel = (a: SidebarEntry, b: SidebarEntry) =>
  (a.position ?? Infinity) - (b.position ?? Infinity) || a.label.localeCompare(b.label, 'en');

/**
 * The sidebar tree: each entry under its parent, siblings sorted by position, then label. An entry
 * that others sit under is a category whose link is its own page. Entries whose parent is not an
 * entry are the caller's to reject (see siteModel); here they are left out.
 */
export function buildSidebar(entries: readonly SidebarEntry[]): SidebarItem[] {
  const children = new Map<string, SidebarEntry[]>();
  for (const entry of entries) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  const build = (parent: string): SidebarItem[] =>
    [...(children.get(parent) ?? [])]
      .sort(byPositionThenLabel)
      .map((entry) =>
        entry.category || children.has(entry.route)
          ? { type: 'category', label: entry.label, href: entry.route, items: build(entry.route) }
          : { type: 'doc', label: entry.label, href: entry.route },
      );
  return build('');
}
