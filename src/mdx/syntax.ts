import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkAdmonitions } from './remark/remarkAdmonitions';
import { remarkHeadingIds } from './headingIds';

/**
 * The remark plugins that decide what a page's Markdown means (tables, directives, admonitions,
 * heading ids). gatsby-config gives them to gatsby-plugin-mdx, and `mdxParser` reads pages with
 * them for search and the content checks, so all three see the same tree.
 */
export const MDX_SYNTAX_PLUGINS = [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds] as const;

/** Parses (`parse`) and transforms (`runSync`) an MDX page body as the build does, short of compiling it. */
export const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use([...MDX_SYNTAX_PLUGINS]);
