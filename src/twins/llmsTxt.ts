import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Content, HTML, Root } from 'mdast';
import type { Node } from 'unist';
import { headingIds } from '../mdx/headingIds';
import type { SidebarItem } from '../site/sidebarTree';
import { linkList, type TwinListEntry } from './categoryTwin';
import { markdownOptions } from './mdxToMarkdown';

/** A page that has a Markdown twin, by route (`/intro/`). */
export interface TwinPage {
  title: string;
  description: string;
  /** The twin's URL path (`/docs/intro/index.md`). */
  url: string;
  markdown: string;
}

export interface LlmsHeader {
  title: string;
  summary: string;
  /** Plain paragraphs after the summary: the llms.txt proposal allows no heading before the file lists. */
  notes: string;
}

interface Section {
  heading: string;
  entries: TwinListEntry[];
}

/** Top-level pages (the introduction) sit before every category; they get this section. */
const TOP_LEVEL_SECTION = 'Overview';

/**
 * One section per category, in sidebar order, headed by its trail (`Connectors › Recipes`): the
 * category's own page first, then its pages. Sub-categories follow as sections of their own.
 */
export function llmsSections(sidebar: SidebarItem[], pages: ReadonlyMap<string, TwinPage>): Section[] {
  const sections: Section[] = [];
  const entry = (route: string): TwinListEntry[] => {
    const page = pages.get(route);
    return page ? [{ title: page.title, description: page.description, url: page.url }] : [];
  };
  const walk = (items: SidebarItem[], trail: string[], own: TwinListEntry[]) => {
    const section: Section = { heading: trail.join(' › ') || TOP_LEVEL_SECTION, entries: own };
    const later: Array<() => void> = [];
    for (const item of items) {
      if (item.type === 'doc') section.entries.push(...entry(item.href));
      else later.push(() => walk(item.items, [...trail, item.label], entry(item.href)));
    }
    if (section.entries.length) sections.push(section);
    for (const next of later) next();
  };
  walk(sidebar, [], []);
  return sections;
}

/** The head of both llms files: title, summary and notes. */
function headerNodes(header: LlmsHeader): Content[] {
  const notes = unified().use(remarkParse).parse(header.notes) as Root;
  return [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: header.title }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: header.summary }] }] },
    ...notes.children,
  ];
}

/** `llms.txt` (https://llmstxt.org/): title, summary, notes, then every page's twin grouped by category. */
export function buildLlmsTxt(header: LlmsHeader, sidebar: SidebarItem[], pages: ReadonlyMap<string, TwinPage>): string {
  const children = headerNodes(header);
  for (const section of llmsSections(sidebar, pages)) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.heading }] }, linkList(section.entries));
  }
  return toMarkdown({ type: 'root', children }, markdownOptions());
}

/** The twins `llms-full.txt` holds, in the order `llms.txt` lists them. */
export function llmsFullPages(sidebar: SidebarItem[], pages: ReadonlyMap<string, TwinPage>): TwinPage[] {
  const byUrl = new Map([...pages.values()].map((page) => [page.url, page]));
  return llmsSections(sidebar, pages).flatMap(({ entries }) => entries.flatMap(({ url }) => byUrl.get(url) ?? []));
}

/**
 * `llms-full.txt`: the head of `llms.txt` (an assistant given only this file still reads its notes),
 * then every twin of llmsFullPages, one after the other. Each twin's front matter names its page's
 * URL, so in one file a reader or an assistant can still say which page a passage is from.
 */
export function buildLlmsFull(header: LlmsHeader, sidebar: SidebarItem[], pages: ReadonlyMap<string, TwinPage>): string {
  const head = toMarkdown({ type: 'root', children: headerNodes(header) }, markdownOptions());
  return [head, ...llmsFullPages(sidebar, pages).map((page) => page.markdown)].join('\n');
}

const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as Root;

function linksIn(tree: Root): string[] {
  const links: string[] = [];
  visit(tree as Node, (node: Node) => {
    if (node.type === 'link' || node.type === 'definition') links.push((node as unknown as { url: string }).url);
  });
  return links;
}

function anchorsIn(tree: Root): Set<string> {
  const anchors = new Set(headingIds(tree).values());
  visit(tree as Node, 'html', (node: Node) => {
    for (const [, id] of (node as HTML).value.matchAll(/\bid="([^"]+)"/g)) if (id) anchors.add(id);
  });
  return anchors;
}

/** Every link and definition URL of a Markdown document. */
export const markdownLinks = (markdown: string): string[] => linksIn(parse(markdown));

/**
 * The anchors a link into a Markdown document can name: each heading's slug, as headingIds gives a
 * built page's headings, and each `id` of its HTML (a twin's `<a id>`, kept from the page it twins).
 */
export const markdownAnchors = (markdown: string): Set<string> => anchorsIn(parse(markdown));

/** Both, from one parse: what a twin is checked by, made once with it. */
export function markdownOutline(markdown: string): { links: string[]; anchors: string[] } {
  const tree = parse(markdown);
  return { links: linksIn(tree), anchors: [...anchorsIn(tree)] };
}

/**
 * The links under `basePath` that name no built file (`fileExists` gets the path without the base
 * path and without query or anchor; `intro/` means `intro/index.html`), or, given `anchorsOf`, an
 * anchor the file it names does not have (`anchorsOf` answers undefined for files it cannot read
 * anchors from). Other links are not ours.
 */
export function brokenLocalLinks(
  links: string[],
  basePath: string,
  fileExists: (relativePath: string) => boolean,
  anchorsOf?: (relativePath: string) => ReadonlySet<string> | undefined,
): string[] {
  const origin = 'https://site.invalid';
  return links.filter((link) => {
    let url: URL;
    try {
      url = new URL(link, `${origin}${basePath}`);
    } catch {
      return true;
    }
    if (url.origin !== origin || !`${url.pathname}/`.startsWith(basePath)) return false;
    const rel = decodeURI(url.pathname).slice(basePath.length);
    const file = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
    if (!fileExists(file)) return true;
    const anchors = url.hash ? anchorsOf?.(file) : undefined;
    if (!anchors) return false;
    let id = url.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // a malformed escape names no anchor as written: compare it raw
    }
    return !anchors.has(id);
  });
}
