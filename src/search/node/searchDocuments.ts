import fs from 'node:fs';
import path from 'node:path';
import type { PageSection } from '../../mdx/outline';
import { siteConfig } from '../../config/site';
import { resolveContentLink } from '../../routes/links';
import type { DocsVersion } from '../../routes/versions';
import type { SitePage, VersionModel } from '../../site/model';
import { sourcesOfFile } from '../../versions/sources';
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
  /** The routes its links lead to (not itself): how many pages link to a page is a ranking signal. */
  links: readonly string[];
}

const byRoute = (a: { route: string }, b: { route: string }) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);

/** What search reads of a version's part of the site model: doc and generated pages first, then the categories, each by route. */
export function searchPages(model: Pick<VersionModel, 'pages' | 'version'>, basePath: string): SearchPage[] {
  const lead = (text: string): PageSection[] => [{ heading: null, anchor: null, text }];
  const pages = model.pages.filter((page) => page.kind !== 'category').sort(byRoute);
  const categories = model.pages.filter((page) => page.kind === 'category').sort(byRoute);
  return [...pages, ...categories].map((page) => ({
    route: page.route,
    title: page.title,
    sections: page.kind === 'category' ? lead(page.description) : page.sections,
    links: linkedRoutes(page, model.version, basePath).filter((route) => route !== page.route),
  }));
}

// Markdown links and JSX `href`s outside fenced code. A link written another way is missed: the page it
// leads to ranks a little lower, nothing worse.
const FENCE = /^(```|~~~)[\s\S]*?^\1/gm;
const LINK = /\]\(\s*<?([^)\s>]+)|\bhref=["']([^"']+)["']/g;

/** The routes a page's links lead to: an MDX page's as the build resolves them, a generated page's (final URLs) by their path. */
function linkedRoutes(page: SitePage, version: DocsVersion, basePath: string): string[] {
  const source = page.kind === 'doc' ? page.body : page.kind === 'generated' ? page.markdown : '';
  const urls = [...source.replace(FENCE, '').matchAll(LINK)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((url) => !url.startsWith('#'));
  const sources = page.kind === 'doc' ? sourcesOfFile(page.contentFile) : undefined;
  if (page.kind === 'doc' && sources) {
    const fromFile = path.relative(sources.docsRoot, page.contentFile).split(path.sep).join('/');
    const exists = (relativePath: string) => fs.existsSync(path.join(sources.docsRoot, relativePath));
    const versions = { own: version, all: siteConfig.docs.versions };
    return urls.flatMap((url) => {
      const target = resolveContentLink(url, fromFile, basePath, exists, versions);
      return target.kind === 'route' ? [target.route] : [];
    });
  }
  const base = basePath.replace(/\/$/, '');
  return urls.flatMap((url) => {
    const pathname = URL.parse(url, `https://site.invalid${base}${page.route}`)?.pathname ?? '';
    return pathname.startsWith(`${base}/`) ? [pathname.slice(base.length).replace(/\/?$/, '/')] : [];
  });
}

/** For each route, how many other pages link to it. */
export function inboundLinks(pages: readonly SearchPage[]): Map<string, number> {
  const linking = new Map<string, Set<string>>();
  for (const page of pages)
    for (const route of page.links) {
      const from = linking.get(route) ?? new Set<string>();
      from.add(page.route);
      linking.set(route, from);
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
  const inbound = inboundLinks(pages);
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
