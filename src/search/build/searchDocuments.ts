import { toString } from 'mdast-util-to-string';
import type { Content, Heading, Root } from 'mdast';
import { categoryPath, type SidebarItem } from '../../site/sidebarTree';
import { BODY_MARKER, INDEXED_FIELD } from '../encode';
import { headingIds } from '../../mdx/headingIds';
import { mdxParser } from '../../mdx/syntax';

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

/** A lead (no heading) or an h2/h3 section of a page, as plain text. */
export interface PageSection {
  heading: string | null;
  anchor: string | null;
  text: string;
}

export interface SearchPage {
  slug: string;
  title: string;
  /** From `pageSections`, computed when the page's node is created (`fields.sections`). */
  sections: readonly PageSection[];
}

export interface SearchCategory {
  slug: string;
  label: string;
  description: string;
}

// The build's own parse: admonitions become <Admonition title>, stray colons are text again.

/** Text a reader sees, from one block: no code blocks, no JSX/ESM expressions. */
function plainText(node: Content): string {
  switch (node.type) {
    case 'code':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return '';
    default: {
      const raw = (node as { attributes?: unknown }).attributes;
      const attributes = Array.isArray(raw) ? (raw as Array<{ name?: string; value?: unknown }>) : [];
      // An admonition's title is an attribute, and readers see it.
      const titles = attributes.filter((a) => a.name === 'title' && typeof a.value === 'string').map((a) => a.value as string);
      const children = (node as { children?: Content[] }).children;
      const inner = children ? children.map(plainText).join(INLINE_PARENTS.has(node.type) ? '' : ' ') : toString(node);
      return [...titles, inner].filter(Boolean).join(' ');
    }
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Nodes whose children are inline: joined as they are, not with spaces. */
const INLINE_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
  'mdxJsxTextElement',
]);

/** A page's lead and its h2/h3 sections, from the build's parse, with the ids the build gives the headings. */
export function pageSections(tree: Root): PageSection[] {
  const ids = headingIds(tree);
  const sections: Array<{ heading: string | null; anchor: string | null; parts: string[] }> = [{ heading: null, anchor: null, parts: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth > 1) {
      const heading = toString(node as Heading);
      const anchor = ids.get(node as Heading) ?? null;
      // h4 and deeper belong to the section above them.
      if (node.depth <= 3) {
        sections.push({ heading, anchor, parts: [] });
        continue;
      }
    }
    sections.at(-1)?.parts.push(plainText(node));
  }
  return sections.map((s) => ({ heading: s.heading, anchor: s.anchor, text: squash(s.parts.join(' ')) }));
}

/** `pageSections` of an MDX body (without front matter); a body that does not parse has one empty lead. */
export function splitSections(body: string): PageSection[] {
  try {
    return pageSections(mdxParser.runSync(mdxParser.parse(body)) as Root);
  } catch {
    return [{ heading: null, anchor: null, text: '' }];
  }
}

/**
 * The search documents of the site: per page, the lead (linking to the page) and one per h2/h3
 * section (linking to its anchor); per category, its description and children.
 */
export function buildSearchDocuments(
  pages: SearchPage[],
  categories: SearchCategory[],
  sidebar: SidebarItem[],
  basePath: string,
): SearchDocument[] {
  const base = basePath.replace(/\/$/, '');
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    const subcategory = categoryPath(sidebar, page.slug);
    page.sections.forEach((section) => {
      if (!section.heading && !section.text) return;
      documents.push({
        id: documents.length,
        url: `${base}${page.slug}${section.anchor ? `#${section.anchor}` : ''}`,
        title: page.title,
        section: section.heading,
        subcategory,
        text: section.text,
      });
    });
  }
  for (const category of categories) {
    const route = `/category/${category.slug}/`;
    documents.push({
      id: documents.length,
      url: `${base}${route}`,
      title: category.label,
      section: null,
      subcategory: categoryPath(sidebar, route),
      text: category.description,
    });
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
