import { toString } from 'mdast-util-to-string';
import type { Content, Heading, Root } from 'mdast';
import { headingIds, pageHeadings, type PageHeading } from './headingIds';
import { mdxParser } from './syntax';

/**
 * What a page's parse yields beside its compile: its section headings (the table of contents) and
 * its lead and h2/h3 sections as plain text (search), read once when the page's node is created.
 */

/** A lead (no heading) or an h2/h3 section of a page, as plain text. */
export interface PageSection {
  heading: string | null;
  anchor: string | null;
  text: string;
}

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

/** Runs of white space as one space, trimmed. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

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

/** A page's outline from its MDX body (without front matter); throws when the body does not parse. */
export function pageOutline(body: string): { headings: PageHeading[]; sections: PageSection[] } {
  const tree = mdxParser.runSync(mdxParser.parse(body)) as Root;
  return { headings: pageHeadings(tree), sections: pageSections(tree) };
}
