import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface InlineSvgOptions {
  /** Absolute path of `static/`, whose files the site serves under `basePath`. */
  staticRoot: string;
  /** `/docs/` */
  basePath: string;
}

const parser = unified().use(rehypeParse, { fragment: true });

/**
 * Puts each Markdown SVG image of ours (`![alt](/docs/img/x.svg)`) into the page as an inline
 * `<svg role="img" aria-label="alt">` instead of an `<img>`. An SVG `<img>` is a separate document
 * the browser builds, styles and lays out when the file arrives: 12–56 ms of main thread on a cold
 * load of /docs/intro/, one task Lighthouse counted as blocking. Inline, it is part of the page's own
 * layout, and the drawing can use the site's colour tokens, so it follows dark mode.
 *
 * The file's ids are prefixed with its name, so a marker or gradient cannot clash with a heading's
 * id or another drawing's. Runs after rehypeImageSize, which has already failed the build on a
 * missing or unreadable file; a file with no `<svg>` element fails it here, naming both.
 */
export function rehypeInlineSvg(options: InlineSvgOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const { src, alt } = node.properties ?? {};
      if (node.tagName !== 'img' || typeof src !== 'string' || !src.startsWith(options.basePath) || !parent || typeof index !== 'number') return;
      const relative = decodeURIComponent(src.slice(options.basePath.length).split(/[?#]/)[0]!);
      if (!relative.endsWith('.svg')) return;
      const onDisk = path.join(options.staticRoot, relative);
      if (!onDisk.startsWith(options.staticRoot + path.sep) || !fs.existsSync(onDisk)) return;
      const svg = parser.parse(fs.readFileSync(onDisk, 'utf8')).children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
      if (!svg) {
        const from = file.path ? path.relative(process.cwd(), file.path) : 'a document';
        throw new Error(`Unreadable image in ${from}: "${src}" (static/${relative}) has no <svg> element`);
      }
      prefixIds(svg, `${path.basename(relative, '.svg').replace(/[^\w-]/g, '-')}-`);
      const label = typeof alt === 'string' ? alt.trim() : '';
      svg.properties = {
        ...svg.properties,
        ...(label ? { role: 'img', ariaLabel: label } : { ariaHidden: 'true' }),
        dataInlineImage: '',
      };
      parent.children[index] = svg as ElementContent;
    });
  };
}

/** Renames every id under `svg` to `prefix + id` and rewrites `url(#id)` and `#id` references to match. */
function prefixIds(svg: Element, prefix: string): void {
  const ids = new Set<string>();
  visit(svg, 'element', (node: Element) => {
    if (typeof node.properties?.id === 'string') ids.add(node.properties.id);
  });
  if (ids.size === 0) return;
  const rename = (value: string) =>
    value.replace(/url\(#([^)]+)\)/g, (whole, id: string) => (ids.has(id) ? `url(#${prefix}${id})` : whole)).replace(/^#(.+)$/, (whole, id: string) => (ids.has(id) ? `#${prefix}${id}` : whole));
  visit(svg, 'element', (node: Element) => {
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      if (typeof value !== 'string') continue;
      node.properties![key] = key === 'id' && ids.has(value) ? prefix + value : rename(value);
    }
  });
}
