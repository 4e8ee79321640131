import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';

/**
 * Options for rehype-autolink-headings: an `a.hash-link` after every h2–h6 text, whose accessible
 * name ("Direct link to Pagination") is visually hidden. Its `#`, shown on hover and focus, is
 * hidden from assistive technology: drawn by CSS, it was read as part of the heading's name.
 */
export const headingLinkOptions = {
  behavior: 'append' as const,
  test: ['h2', 'h3', 'h4', 'h5', 'h6'],
  properties: { className: ['hash-link'] },
  content: (heading: Element) => [
    {
      type: 'element' as const,
      tagName: 'span',
      properties: { ariaHidden: 'true' },
      children: [{ type: 'text' as const, value: '#' }],
    },
    {
      type: 'element' as const,
      tagName: 'span',
      properties: { className: ['sr-only'] },
      children: [{ type: 'text' as const, value: `Direct link to ${toString(heading)}` }],
    },
  ],
};
