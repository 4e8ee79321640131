import { squash, type PageSection } from '../../mdx/outline';
import type { SiteModel } from '../../site/model';
import { categoryPath, type SidebarItem } from '../../site/sidebarTree';
import { BODY_MARKER, INDEXED_FIELD } from '../encode';

/** One searchable unit: a page's lead, or one of its h2/h3 sections. */
export interface SearchDocument {
  /** Short and numeric: the index repeats it for every prefix of every word. */
  id: number;
  /** With the base path and trailing slash, and `#anchor` for a section. */
  url: string;
  /** The page title. */
  title: string;
  /** The section heading, or null for the page's lead. */
  section: string | null;
  /** The page's place in the sidebar: `Connectors › Recipes`. */
  subcategory: string;
  /** Plain text: MDX, markup and code blocks stripped (the store keeps its opening only). */
  text: string;
}

export interface SearchPage {
  route: string;
  title: string;
  /** The lead and h2/h3 sections (src/mdx/outline.ts); a category page's lead is its description. */
  sections: readonly PageSection[];
}

const byRoute = (a: { route: string }, b: { route: string }) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);

/** What search reads of the site model: doc and generated pages first, then the categories, each by route. */
export function searchPages(model: Pick<SiteModel, 'pages'>): SearchPage[] {
  const lead = (text: string): PageSection[] => [{ heading: null, anchor: null, text }];
  const pages = model.pages.filter((page) => page.kind !== 'category').sort(byRoute);
  const categories = model.pages.filter((page) => page.kind === 'category').sort(byRoute);
  return [...pages, ...categories].map((page) => ({
    route: page.route,
    title: page.title,
    sections: page.kind === 'category' ? lead(page.description) : page.sections,
  }));
}

/**
 * The search documents of the site: per page, the lead (linking to the page) and one per h2/h3
 * section (linking to its anchor).
 */
export function buildSearchDocuments(pages: readonly SearchPage[], sidebar: SidebarItem[], basePath: string): SearchDocument[] {
  const base = basePath.replace(/\/$/, '');
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    const subcategory = categoryPath(sidebar, page.route);
    for (const section of page.sections) {
      if (!section.heading && !section.text) continue;
      documents.push({
        id: documents.length,
        url: `${base}${page.route}${section.anchor ? `#${section.anchor}` : ''}`,
        title: page.title,
        section: section.heading,
        subcategory,
        text: section.text,
      });
    }
  }
  return documents;
}

/**
 * What FlexSearch indexes for a document: title and heading first (they rank highest and are
 * prefix-searchable), then the marker, then the full section text.
 */
export function indexedText(document: SearchDocument): string {
  return squash(`${document.title} ${document.section ?? ''} ${BODY_MARKER} ${document.text}`);
}

/** Characters of a section's text kept in the store for snippets (the index covers all of it). */
export const STORED_TEXT_LENGTH = 140;

/** The section's opening, cut at a word boundary: enough for a snippet, small enough for 1,000s of pages. */
export function excerpt(text: string, length = STORED_TEXT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > length / 2 ? space : length).trimEnd()}…`;
}

/**
 * The shape gatsby-plugin-local-search receives: the indexed field holds the full text, the
 * stored `text` only the excerpt.
 */
export function toPluginDocuments(documents: SearchDocument[]): Array<SearchDocument & { [INDEXED_FIELD]: string }> {
  return documents.map((document) => ({ ...document, text: excerpt(document.text), [INDEXED_FIELD]: indexedText(document) }));
}
