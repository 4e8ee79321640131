import path from 'node:path';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode from 'rehype-pretty-code';
import { siteConfig } from '../config/site';
import { allVersionSources } from '../versions/sources';
import { headingLinkOptions } from './rehype/headingLinkOptions';
import { rehypeImageSize } from './rehype/rehypeImageSize';
import { rehypeInlineSvg } from './rehype/rehypeInlineSvg';
import { rehypeStaticCode } from './rehype/rehypeStaticCode';
import { rehypeTaskListLabels } from './rehype/rehypeTaskListLabels';
import { remarkCodeMeta } from './remark/remarkCodeMeta';
import { remarkDocLinks } from './remark/remarkDocLinks';
import { MDX_SYNTAX_PLUGINS } from './syntax';

/** The JSX runtime Gatsby compiles with (gatsby-config's `jsxRuntime`), which MDX's output must match. */
export const JSX_RUNTIME = 'automatic';

/** Where the image plugins find the files behind our image paths (`/docs/img/x.svg` → `static/img/x.svg`). */
const ourImages = { staticRoot: path.resolve(process.cwd(), 'static'), basePath: siteConfig.basePath };

/** gatsby-plugin-mdx's options: the one MDX pipeline, for gatsby-config and anything that compiles a page as the build does. */
export const mdxPluginOptions = {
  extensions: ['.mdx', '.md'],
  mdxOptions: {
    remarkPlugins: [
      // What the Markdown means, shared with search, the twins and the content checks (heading ids included).
      ...MDX_SYNTAX_PLUGINS,
      remarkCodeMeta,
      [remarkDocLinks, { roots: allVersionSources(), basePath: siteConfig.basePath }],
    ],
    rehypePlugins: [
      [rehypeAutolinkHeadings, headingLinkOptions],
      // One highlighting pass whose colours are CSS variables, so light and dark share the markup.
      [rehypePrettyCode, { theme: 'css-variables', keepBackground: false }],
      rehypeStaticCode,
      rehypeTaskListLabels,
      [rehypeImageSize, ourImages],
      [rehypeInlineSvg, ourImages],
    ],
  },
};
