import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Shiki's css-variables theme colours a token with one inline declaration. */
const TOKEN_STYLE =
  /^color: var\(--shiki-(color-text|token-(?:constant|string|comment|keyword|parameter|function|string-expression|punctuation|link))\)$/;

/**
 * Hands each highlighted code block's tokens to React as one HTML string (`data-html` on the
 * `<code>`; `mdxComponents.code` renders it with `dangerouslySetInnerHTML`) instead of one element
 * per token. Highlighting is finished at build time and nothing in a block is interactive, yet
 * rehype-pretty-code's spans were three quarters of the elements on a code-heavy page, and React
 * created, hydrated and committed a fiber for each of them, and the page's script carried a call
 * per span. Runs after rehype-pretty-code; inline code (not in a `<pre>`) is left alone.
 *
 * It also writes the block's line count on the `<pre>` (`data-line-count`): CodeBlock skips the
 * layout of a block that is off screen and holds its place at exactly that many lines.
 */
export function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      parent.properties = { ...parent.properties, dataLineCount: countLines(node) };
      node.children.forEach(emptyBlankLine);
      if (node.properties?.['data-language'] === 'diff') node.children.forEach(markDiffLine);
      node.properties = { ...node.properties, dataHtml: toHtml(node.children.flatMap(compactTokens)) };
      node.children = [];
    });
  };
}

/**
 * Shiki wraps every token in `<span style="color: var(--shiki-…)">`. A token in the block's own
 * colour (`--shiki-color-text`, which CodeBlock's `<pre>` sets) needs no element at all: about
 * half of them, mostly spaces and identifiers. The others get a class (`sh-keyword`, styled in
 * CodeBlock's CSS): a quarter of the bytes, and one rule instead of a style attribute for the
 * browser to parse on every token. Anything else (highlighted lines and words, bold or italic
 * tokens) is kept as rehype-pretty-code made it.
 */
function compactTokens(node: ElementContent): ElementContent[] {
  if (node.type !== 'element') return [node];
  const children = node.children.flatMap(compactTokens);
  const keys = Object.keys(node.properties ?? {});
  const token = node.tagName === 'span' && keys.length === 1 ? TOKEN_STYLE.exec(String(node.properties?.style)) : null;
  if (!token) return [{ ...node, children }];
  if (token[1] === 'color-text') return children;
  return [{ ...node, properties: { className: [`sh-${token[1]?.slice('token-'.length)}`] }, children }];
}

/**
 * rehype-pretty-code writes a space into each blank line, to give it height, and a reader who copies
 * the block then pastes trailing spaces. The line is left empty (CodeBlock's CSS gives it its
 * height). A line that holds a space in the source, such as a diff's blank context line, keeps it:
 * its space is a token in its own span, where the filler is bare text.
 */
function emptyBlankLine(line: ElementContent): void {
  // rehype-pretty-code writes the attribute by its HTML name, not hast's `dataLine`.
  if (line.type !== 'element' || line.properties?.['data-line'] === undefined) return;
  const [only, ...rest] = line.children;
  if (!rest.length && only?.type === 'text' && only.value === ' ') line.children = [];
}

/**
 * A diff's line by its first character: `data-diff="inserted"` for `+`, `"deleted"` for `-` (CodeBlock's
 * CSS colours them). A file header (`--- a/x`, `+++ b/x`) is neither.
 */
function markDiffLine(line: ElementContent): void {
  if (line.type !== 'element' || line.properties?.['data-line'] === undefined) return;
  const text = toString(line);
  if (/^(?:---|\+\+\+)(?:\s|$)/.test(text)) return;
  const kind = { '+': 'inserted', '-': 'deleted' }[text.charAt(0)];
  if (kind) line.properties = { ...line.properties, dataDiff: kind };
}

/** rehype-pretty-code gives each line a `data-line` span; a block it left alone is counted by its newlines. */
function countLines(code: Element): number {
  const lines = code.children.filter((child) => child.type === 'element' && child.properties?.['data-line'] !== undefined);
  if (lines.length > 0) return lines.length;
  return toString(code).replace(/\n$/, '').split('\n').length;
}
