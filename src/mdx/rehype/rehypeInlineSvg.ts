import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ourImage, type OurImageOptions } from './ourImages';

const parser = unified().use(rehypeParse, { fragment: true });

/**
 * Puts each Markdown SVG image of ours (`![alt](/docs/img/x.svg)`) into the page as an inline
 * `<svg role="img" aria-label="alt">` instead of an `<img>`. An SVG `<img>` is a separate document
 * the browser builds, styles and lays out when the file arrives: 12–56 ms of main thread on a cold
 * load of /docs/intro/, one task Lighthouse counted as blocking. Inline, it is part of the page's own
 * layout, and the drawing can use the site's colour tokens, so it follows dark mode.
 *
 * The file's ids are prefixed with its name, so a marker or gradient cannot clash with a heading's
 * id or another drawing's. A missing file fails the build as in rehypeImageSize (ourImage), and so
 * does a file with no `<svg>` element, or one with a `<style>`, a `<script>` or an event handler:
 * inline, they would act on the page. Each error names the document and the file.
 */
export function rehypeInlineSvg(options: OurImageOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const { src, alt } = node.properties ?? {};
      if (node.tagName !== 'img' || typeof src !== 'string' || !parent || typeof index !== 'number') return;
      const image = ourImage(src, options, file);
      if (!image?.relative.endsWith('.svg')) return;
      const { relative, onDisk, from } = image;
      const svg = parser
        .parse(fs.readFileSync(onDisk, 'utf8'))
        .children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
      if (!svg) throw new Error(`Unreadable image in ${from}: "${src}" (static/${relative}) has no <svg> element`);
      const refused = unsafeContent(svg);
      if (refused)
        throw new Error(
          `Unsupported image in ${from}: "${src}" (static/${relative}) has ${refused}, which would act on the whole page once inlined`,
        );
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

/** What an inlined drawing must not carry: a stylesheet or script would apply to the page around it. */
function unsafeContent(svg: Element): string | undefined {
  let found: string | undefined;
  visit(svg, 'element', (node: Element) => {
    if (node.tagName === 'style' || node.tagName === 'script') found ??= `a <${node.tagName}> element`;
    const handler = Object.keys(node.properties ?? {}).find((key) => /^on[A-Z]/.test(key));
    if (handler) found ??= `an event handler attribute (${handler.toLowerCase()})`;
  });
  return found;
}

/** Renames every id under `svg` to `prefix + id` and rewrites `url(#id)` and `href="#id"` references to match. */
function prefixIds(svg: Element, prefix: string): void {
  const ids = new Set<string>();
  visit(svg, 'element', (node: Element) => {
    if (typeof node.properties?.id === 'string') ids.add(node.properties.id);
  });
  if (ids.size === 0) return;
  const rename = (key: string, value: string): string => {
    if (key === 'id') return ids.has(value) ? prefix + value : value;
    if ((key === 'href' || key === 'xLinkHref') && ids.has(value.slice(1))) return `#${prefix}${value.slice(1)}`;
    return value.replace(/url\(#([^)]+)\)/g, (whole, id: string) => (ids.has(id) ? `url(#${prefix}${id})` : whole));
  };
  visit(svg, 'element', (node: Element) => {
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      if (typeof value === 'string') node.properties![key] = rename(key, value);
    }
  });
}
