import type { Element, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import rehypePrettyCode from 'rehype-pretty-code';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import { rehypeStaticCode } from '../../mdx/rehype/rehypeStaticCode';
import type { HighlightedCode } from '../model';

/**
 * Markdown of the OpenAPI documents (CommonMark with GFM, what OpenAPI's `description` fields hold)
 * as the pages show it: HTML for the templates, a Markdown tree for the twins. Code is highlighted
 * with the pipeline the MDX pages use (rehype-pretty-code, then rehypeStaticCode), so a sample looks
 * exactly like a code block of a hand-written page.
 */

const parser = unified().use(remarkParse).use(remarkGfm);
const toHast = unified().use(remarkRehype);
const highlighter = unified()
  .use(remarkRehype)
  .use(rehypePrettyCode, { theme: 'css-variables', keepBackground: false })
  .use(rehypeStaticCode);

/** The GFM extensions of the serializer, and the twins' style (the MDX twins' settings). */
const MARKDOWN_OPTIONS = {
  extensions: (parser.data('toMarkdownExtensions') ?? []) as never[],
  bullet: '-' as const,
  listItemIndent: 'one' as const,
  fences: true,
  emphasis: '_' as const,
  rule: '-' as const,
};

/** A Markdown text's tree (for the twins). */
export const markdownTree = (markdown: string): Root => parser.runSync(parser.parse(markdown)) as Root;

/** Markdown text from a tree (the twins). */
export const printMarkdown = (tree: Root): string => toMarkdown(tree, MARKDOWN_OPTIONS);

/**
 * A description as HTML. A single paragraph loses its `<p>` (`inline`), so a one-line field
 * description sits in its table cell like text.
 */
export function markdownToHtml(markdown: string | undefined, { inline = false } = {}): string | undefined {
  if (!markdown?.trim()) return undefined;
  const hast = toHast.runSync(markdownTree(markdown)) as HastRoot;
  const blocks = hast.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const [only] = blocks;
  if (inline && blocks.length === 1 && only?.type === 'element' && only.tagName === 'p') return toHtml(only.children);
  return toHtml(hast);
}

/** One code block highlighted as the MDX pages' are, ready for CodeBlock. */
export async function highlight(code: string, language: string): Promise<HighlightedCode> {
  const tree: Root = { type: 'root', children: [{ type: 'code', lang: language, value: code }] };
  const hast = (await highlighter.run(tree)) as HastRoot;
  let result: HighlightedCode | undefined;
  visit(hast as Node, 'element', (node: Node) => {
    const element = node as Element;
    if (element.tagName !== 'pre') return;
    const codeElement = element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    result = {
      language,
      html: String(codeElement?.properties?.dataHtml ?? ''),
      lineCount: Number(element.properties?.dataLineCount ?? code.split('\n').length),
    };
  });
  if (!result) throw new Error(`Highlighting made no code block of ${language}`);
  return result;
}

/** Plain text of Markdown, for search. */
export function markdownText(markdown: string | undefined): string {
  if (!markdown) return '';
  return markdownTree(markdown)
    .children.map((block) => toString(block))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a Markdown text as plain text: a description for cards and meta tags. */
export function firstSentence(markdown: string | undefined): string {
  const text = markdownText(markdown);
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}
