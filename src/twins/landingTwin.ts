import { toMarkdown } from 'mdast-util-to-markdown';
import type { Content } from 'mdast';
import type { LandingContent } from '../landing/content';
import { linkList } from './categoryTwin';
import { markdownOptions, twinHeader, type TwinHead } from './mdxToMarkdown';

/**
 * A docs version's landing page as Markdown (`/docs/index.md`, `/docs/2.x/index.md`): what the page
 * shows, its links made twin paths by `twinUrl`, and where the version's every page is listed.
 */
export function landingTwin(
  head: TwinHead,
  page: { tagline: string; lead: string; content: LandingContent; llmsUrl: string },
  twinUrl: (route: string) => string,
): string {
  const paragraph = (text: string): Content => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
  const entries = (links: LandingContent['actions']) =>
    links.map((link) => ({ title: link.title, description: link.description, url: twinUrl(link.href) }));
  const children: Content[] = [
    paragraph(page.tagline),
    paragraph(page.lead),
    linkList(entries(page.content.actions)),
    { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Explore the documentation' }] },
    linkList(entries(page.content.areas)),
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Every page of this version, in one list: ' },
        { type: 'link', url: page.llmsUrl, children: [{ type: 'text', value: 'llms.txt' }] },
        { type: 'text', value: '.' },
      ],
    },
  ];
  return twinHeader(head) + toMarkdown({ type: 'root', children }, markdownOptions());
}
