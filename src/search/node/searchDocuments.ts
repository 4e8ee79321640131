import type { PageSection } from '../../mdx/outline';
import type { SiteModel } from '../../site/model';
import { categoryPath, type SidebarItem } from '../../site/sidebarTree';

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
  /** How many other pages link to its page: a ranking signal (src/search/ranking.ts). */
  inbound: number;
}

export interface SearchPage {
  route: string;
  title: string;
  /** The lead and h2/h3 sections (src/mdx/outline.ts); a category page's lead is its description. */
  sections: readonly PageSection[];
  /** Its source (MDX, or a generated page's Markdown twin), for the links it holds. */
  source: string;
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
    source: page.kind === 'doc' ? page.body : page.kind === 'generated' ? page.markdown : '',
  }));
}

// Markdown links and JSX `href`s, outside fenced code: a ranking signal, so a rare miss costs little.
const FENCE = /^(```|~~~)[\s\S]*?^\1/gm;
const LINK = /\]\(\s*<?([^)\s>]+)|\bhref=["']([^"']+)["']/g;

/** For each route, how many other pages link to it (with or without an anchor). */
export function inboundLinks(pages: readonly SearchPage[], basePath: string): Map<string, number> {
  const base = basePath.replace(/\/$/, '');
  const origin = 'https://site.invalid';
  const linking = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const match of page.source.replace(FENCE, '').matchAll(LINK)) {
      let pathname: string;
      try {
        pathname = new URL(match[1] ?? match[2] ?? '', `${origin}${base}${page.route}`).pathname;
      } catch {
        continue;
      }
      if (!pathname.startsWith(`${base}/`)) continue;
      const route = `${pathname.slice(base.length).replace(/\/?$/, '/')}`;
      if (route === page.route) continue;
      const from = linking.get(route) ?? new Set<string>();
      from.add(page.route);
      linking.set(route, from);
    }
  }
  return new Map([...linking].map(([route, from]) => [route, from.size]));
}

/**
 * The search documents of the site: per page, the lead (linking to the page) and one per h2/h3
 * section (linking to its anchor).
 */
export function buildSearchDocuments(pages: readonly SearchPage[], sidebar: SidebarItem[], basePath: string): SearchDocument[] {
  const base = basePath.replace(/\/$/, '');
  const documents: SearchDocument[] = [];
  const inbound = inboundLinks(pages, basePath);
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
        inbound: inbound.get(page.route) ?? 0,
      });
    }
  }
  return documents;
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
