import type { CategoryMeta } from './frontmatter';
import { categoryRoute } from './slugs';
import type { SidebarCategory, SidebarItem } from './sidebarTree';

export interface DocEntry {
  /** Route without prefix, e.g. `/connectors/recipes/pagination/`. */
  slug: string;
  /** Folder relative to `content/docs`, `''` at the top. */
  folder: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
}

export interface CategoryEntry extends CategoryMeta {
  folder: string;
}

interface Sortable {
  position: number;
  label: string;
  item: SidebarItem;
}

const byPositionThenLabel = (a: Sortable, b: Sortable) => a.position - b.position || a.label.localeCompare(b.label, 'en');

/**
 * Builds the sidebar from the pages and the folders' `_category_.json`. Pages and categories sort
 * together by position, then label; a page without a position goes last. Throws, naming the folder,
 * when a folder holds pages but has no `_category_.json`.
 */
export function buildSidebar(docs: DocEntry[], categories: CategoryEntry[]): SidebarItem[] {
  const byFolder = new Map(categories.map((c) => [c.folder, c]));
  for (const doc of docs) {
    if (doc.folder && !byFolder.has(doc.folder)) {
      throw new Error(`content/docs/${doc.folder}/ holds pages but has no _category_.json (label, position, slug, description)`);
    }
  }
  for (const category of categories) {
    const parent = parentFolder(category.folder);
    if (parent && !byFolder.has(parent)) {
      throw new Error(`content/docs/${parent}/ holds the category "${category.label}" but has no _category_.json of its own`);
    }
  }

  const build = (folder: string): SidebarItem[] => {
    const entries: Sortable[] = [];
    for (const doc of docs.filter((d) => d.folder === folder)) {
      const label = doc.sidebarLabel || doc.title;
      entries.push({ position: doc.sidebarPosition ?? Infinity, label, item: { type: 'doc', label, href: doc.slug } });
    }
    for (const category of categories.filter((c) => parentFolder(c.folder) === folder)) {
      const item: SidebarCategory = {
        type: 'category',
        label: category.label,
        href: categoryRoute(category.slug),
        items: build(category.folder),
      };
      entries.push({ position: category.position, label: category.label, item });
    }
    return entries.sort(byPositionThenLabel).map((e) => e.item);
  };
  return build('');
}

function parentFolder(folder: string): string {
  const cut = folder.lastIndexOf('/');
  return cut === -1 ? '' : folder.slice(0, cut);
}
