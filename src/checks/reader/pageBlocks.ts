import GithubSlugger from 'github-slugger';
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
  /** Sections whose code starts from another state than the finished tutorial (a migration's older connector). */
  startingPoints: StartingPoint[];
  /** Whether the page parsed: one that does not has nothing to read, and only checkDoc's error to show. */
  parsed: boolean;
}

/**
 * A sentence "… start(s) from [A](…) and end(s) at [B](…)": the blocks of the section it sits in
 * (from the sentence to the next heading as high as the section's) change A's files, not the
 * tutorial's; applied to A, they give B's. What the paragraph builds on applies to A first.
 */
export interface StartingPoint {
  from: string;
  to?: string;
  /** Sections the same paragraph says it builds on, applied to `from` before the section's own blocks. */
  buildsOn: string[];
  /** File lines of the sentence and of the section's end: the blocks between them start from `from`. */
  line: number;
  end: number;
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
    startingPoints: [],
    parsed: Boolean(source.tree),
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
      const built = linksAfter(node as Paragraph, /\bbuilds\s+on\b/i);
      page.buildsOn.push(...built);
      const [from] = linksAfter(node as Paragraph, /\bstarts?\s+from\s+$/i);
      const [to] = linksAfter(node as Paragraph, /\bends?\s+at\s+$/i);
      if (from) page.startingPoints.push({ from, to, buildsOn: built, line: fileLine(node), end: Number.POSITIVE_INFINITY });
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
  for (const start of page.startingPoints) {
    const section = page.headings.filter((heading) => heading.line < start.line).at(-1);
    // Before any heading, the sentence speaks for the whole page.
    if (section)
      start.end = page.headings.find((heading) => heading.line > start.line && heading.depth <= section.depth)?.line ?? start.end;
  }
  return page;
}

/** The part of `page` under the heading whose id is `anchor` (up to the next heading as high), as a page of its own. */
export function sectionOf(page: ReaderPage, anchor: string): ReaderPage {
  const slugger = new GithubSlugger();
  const headings = page.headings.map((heading) => ({ ...heading, id: slugger.slug(heading.text) }));
  const at = headings.findIndex((heading) => heading.id === anchor);
  const heading = headings[at];
  if (!heading) return page;
  const end = headings.slice(at + 1).find((next) => next.depth <= heading.depth)?.line ?? Number.POSITIVE_INFINITY;
  return { ...page, buildsOn: [], blocks: page.blocks.filter((block) => block.line > heading.line && block.line < end) };
}

/** Where the code of a block starts from, when its section says it starts from other than the tutorial. */
export const startingPointOf = (page: ReaderPage, block: Block): StartingPoint | undefined =>
  page.startingPoints.find((start) => block.line > start.line && block.line < start.end);

/** The page without the blocks that start from elsewhere: what applies on top of the finished tutorial. */
export const onTutorial = (page: ReaderPage): ReaderPage =>
  page.startingPoints.length ? { ...page, blocks: page.blocks.filter((block) => !startingPointOf(page, block)) } : page;

/** The links of a paragraph's sentence that says `phrase` ("builds on"): after the phrase, up to the sentence's end. */
function linksAfter(paragraph: Paragraph, phrase: RegExp): string[] {
  const urls: string[] = [];
  let inSentence = false;
  const walk = (nodes: PhrasingContent[]) => {
    for (const node of nodes) {
      if (node.type === 'link') {
        if (inSentence) urls.push(node.url);
      } else if (node.type === 'text') {
        // A sentence ends at a full stop followed by a space or the end of the text.
        for (const part of node.value.split(/(?<=\.)(?:\s+|$)/)) {
          if (phrase.test(part)) inSentence = !/\.$/.test(part);
          else if (inSentence && /\.$/.test(part)) inSentence = false;
        }
      } else if ('children' in node) walk(node.children as PhrasingContent[]);
    }
  };
  walk(paragraph.children);
  return urls;
}
