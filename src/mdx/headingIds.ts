import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, Root } from 'mdast';
import type { Node } from 'unist';

/**
 * Every heading's id, in document order: github-slugger over the heading's text (GitHub's and
 * Docusaurus's ids). The one place ids come from: the build sets them with remarkHeadingIds, the
 * search sections link to them and the content checks resolve anchors against them.
 */
export function headingIds(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const ids = new Map<Heading, string>();
  visit(tree as Node, 'heading', (node: Node) => {
    ids.set(node as Heading, slugger.slug(toString(node as Heading)));
  });
  return ids;
}

/** remark plugin: each heading element gets its id from headingIds (as `data.hProperties.id`). */
export function remarkHeadingIds() {
  return (tree: Root) => {
    for (const [heading, id] of headingIds(tree)) {
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties as Record<string, unknown> | undefined), id } };
    }
  };
}

/** A section heading of a page (h2 and below), as the table of contents lists it. */
export interface PageHeading {
  depth: number;
  id: string;
  title: string;
}

/** The page's section headings in document order, with the ids and text the built page gives them. */
export function pageHeadings(tree: Root): PageHeading[] {
  return [...headingIds(tree)]
    .filter(([heading]) => heading.depth > 1)
    .map(([heading, id]) => ({ depth: heading.depth, id, title: toString(heading) }));
}
