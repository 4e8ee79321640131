import { toMarkdown } from 'mdast-util-to-markdown';
import type { List, ListItem, Root } from 'mdast';
import { markdownOptions, twinHeader, type TwinHead } from './mdxToMarkdown';

export interface TwinListEntry {
  title: string;
  description: string;
  /** Where the entry links: a twin's path (`/docs/intro/index.md`). */
  url: string;
  /** Pages under a sub-category, shown after its description. */
  count?: number | null;
}

/** `- [Title](url): description`, the line format of category twins and llms.txt. */
export function linkList(entries: TwinListEntry[]): List {
  const items: ListItem[] = entries.map((entry) => {
    const count = entry.count ? ` (${entry.count} ${entry.count === 1 ? 'page' : 'pages'})` : '';
    const tail = `${entry.description ? `: ${entry.description}` : ''}${count}`;
    return {
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: entry.url, children: [{ type: 'text', value: entry.title }] },
            ...(tail ? [{ type: 'text' as const, value: tail }] : []),
          ],
        },
      ],
    };
  });
  return { type: 'list', ordered: false, spread: false, children: items };
}

/** A category index page as Markdown: its description, then one line per child page or sub-category. */
export function categoryToMarkdown(category: TwinHead, children: TwinListEntry[]): string {
  const tree: Root = {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: category.description }] }, linkList(children)],
  };
  return twinHeader(category) + toMarkdown(tree, markdownOptions());
}
