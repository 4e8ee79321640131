import { toString } from 'mdast-util-to-string';
import type { DocsVersion } from '../../routes/versions';
import { visit } from 'unist-util-visit';
import type { Code, Heading, Link, Paragraph, PhrasingContent, Root, Table } from 'mdast';
import type { Node } from 'unist';
import { highlightedLines, parseCodeMeta, parseFileTitle, type FileTitle } from '../../mdx/codeMeta';

export interface Block {
  lang: string;
  code: string;
  /** File line of the opening fence. */
  line: number;
  title?: string;
  file: FileTitle | null;
  excerpt?: string;
  mistake: boolean;
  highlights: Set<number>;
}

export interface PageLink {
  url: string;
  line: number;
}

export interface PageHeading {
  depth: number;
  text: string;
  line: number;
}

export interface PageTable {
  /** File line of the header row. */
  line: number;
  header: string[];
  rows: Array<{ cells: string[]; line: number }>;
}

/** One page as the reader checks see it: blocks, links, headings and tables, in page order. */
export interface ReaderPage {
  displayPath: string;
  /** Path relative to its version's pages folder, e.g. `connectors/quickStart.mdx`. */
  relativePath: string;
  route: string;
  /** Its docs version; current's when absent. */
  version?: DocsVersion;
  frontmatter: Record<string, unknown>;
  blocks: Block[];
  links: PageLink[];
  headings: PageHeading[];
  tables: PageTable[];
  /** The page's text without markup, for checks that look for a name. */
  text: string;
  /** The pages a sentence "… builds on [A](…) and [B](…)" names, as link URLs in that order (the composition check applies them first). */
  buildsOn: string[];
}

export interface PageSource {
  displayPath: string;
  relativePath: string;
  route: string;
  version?: DocsVersion;
  frontmatter: Record<string, unknown>;
  tree: Root | null;
  lineOffset: number;
}

/** Reads one parsed page; a page that does not parse has nothing to read (checkDoc reports it). */
export function readPage(source: PageSource): ReaderPage {
  const page: ReaderPage = {
    ...source,
    blocks: [],
    links: [],
    headings: [],
    tables: [],
    text: source.tree ? toString(source.tree) : '',
    buildsOn: [],
  };
  delete (page as Partial<PageSource>).tree;
  delete (page as Partial<PageSource>).lineOffset;
  if (!source.tree) return page;
  const fileLine = (node: Node) => (node.position?.start.line ?? 1) + source.lineOffset;
  visit(source.tree as Node, (node: Node) => {
    if (node.type === 'code') {
      const code = node as Code;
      const meta = parseCodeMeta(code.meta);
      page.blocks.push({
        lang: code.lang ?? '',
        code: code.value,
        line: fileLine(node),
        title: meta.title,
        file: parseFileTitle(meta.title),
        excerpt: meta.excerpt,
        mistake: meta.mistake,
        highlights: highlightedLines(code.meta),
      });
    } else if (node.type === 'paragraph') {
      page.buildsOn.push(...buildsOn(node as Paragraph));
    }
    if (node.type === 'link' || node.type === 'definition') {
      page.links.push({ url: (node as Link).url, line: fileLine(node) });
    } else if (node.type === 'heading') {
      const heading = node as Heading;
      page.headings.push({ depth: heading.depth, text: toString(heading).trim(), line: fileLine(node) });
    } else if (node.type === 'table') {
      const [head, ...rows] = (node as Table).children;
      page.tables.push({
        line: fileLine(node),
        header: head?.children.map((cell) => toString(cell).trim()) ?? [],
        rows: rows.map((row) => ({ cells: row.children.map((cell) => toString(cell).trim()), line: fileLine(row) })),
      });
    }
  });
  return page;
}

/** The links of a paragraph's sentence that says it builds on them: after "builds on", up to the sentence's end. */
function buildsOn(paragraph: Paragraph): string[] {
  const urls: string[] = [];
  let inSentence = false;
  const walk = (nodes: PhrasingContent[]) => {
    for (const node of nodes) {
      if (node.type === 'link') {
        if (inSentence) urls.push(node.url);
      } else if (node.type === 'text') {
        // A sentence ends at a full stop followed by a space or the end of the text.
        for (const part of node.value.split(/(?<=\.)(?:\s+|$)/)) {
          if (/\bbuilds on\b/i.test(part)) inSentence = !/\.$/.test(part);
          else if (inSentence && /\.$/.test(part)) inSentence = false;
        }
      } else if ('children' in node) walk(node.children as PhrasingContent[]);
    }
  };
  walk(paragraph.children);
  return urls;
}
