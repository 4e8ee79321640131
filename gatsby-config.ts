import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { siteConfig } from './src/config/site';
import { INDEXED_FIELD, SEARCH_ENGINE_OPTIONS } from './src/search/encode';
import { buildSearchDocuments, toPluginDocuments, type SearchCategory } from './src/node/search/searchDocuments';
import type { SidebarItem } from './src/lib/sidebar';
import { headingLinkOptions } from './src/node/rehype/headingLinkOptions';
import { rehypeImageSize } from './src/node/rehype/rehypeImageSize';
import { rehypeInlineSvg } from './src/node/rehype/rehypeInlineSvg';
import { rehypeStaticCode } from './src/node/rehype/rehypeStaticCode';
import { rehypeTaskListLabels } from './src/node/rehype/rehypeTaskListLabels';
import { remarkAdmonitions } from './src/node/remark/remarkAdmonitions';
import { remarkCodeMeta } from './src/node/remark/remarkCodeMeta';
import { remarkDocLinks } from './src/node/remark/remarkDocLinks';

// Gatsby runs from the site root; DOCS_CONTENT_DIR lets fixture and benchmark builds swap the content.
const contentRoot = path.resolve(process.cwd(), process.env.DOCS_CONTENT_DIR || 'content/docs');
/** Where the image plugins find the files behind our image paths (`/docs/img/x.svg` → `static/img/x.svg`). */
const ourImages = { staticRoot: path.resolve(process.cwd(), 'static'), basePath: siteConfig.basePath };

interface SearchQueryData {
  allMdx: { nodes: Array<{ body: string; fields: { slug: string }; frontmatter: { title: string } }> };
  allDocCategory: { nodes: SearchCategory[] };
  docSidebar: SidebarItem[];
}

const config: GatsbyConfig = {
  pathPrefix: siteConfig.pathPrefix,
  trailingSlash: siteConfig.trailingSlash,
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  graphqlTypegen: { typesOutputPath: 'src/types/gatsby-types.d.ts', generateOnBuild: false },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: contentRoot },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [
            remarkGfm,
            remarkDirective,
            remarkAdmonitions,
            remarkCodeMeta,
            [remarkDocLinks, { contentRoot, basePath: siteConfig.basePath }],
          ],
          rehypePlugins: [
            rehypeSlug,
            [rehypeAutolinkHeadings, headingLinkOptions],
            // One highlighting pass whose colours are CSS variables, so light and dark share the markup.
            [rehypePrettyCode, { theme: 'css-variables', keepBackground: false }],
            rehypeStaticCode,
            rehypeTaskListLabels,
            [rehypeImageSize, ourImages],
            [rehypeInlineSvg, ourImages],
          ],
        },
      },
    },
    {
      // Two JSON files (index and store), fetched by the browser after first paint; see src/search.
      resolve: 'gatsby-plugin-local-search',
      options: {
        name: 'docs',
        engine: 'flexsearch',
        engineOptions: SEARCH_ENGINE_OPTIONS,
        query: `
          query SearchDocuments {
            allMdx { nodes { body fields { slug } frontmatter { title } } }
            allDocCategory { nodes { slug label description } }
            docSidebar
          }
        `,
        ref: 'id',
        index: [INDEXED_FIELD],
        store: ['url', 'title', 'section', 'subcategory', 'text'],
        normalizer: ({ data }: { data: SearchQueryData }) =>
          toPluginDocuments(
            buildSearchDocuments(
              data.allMdx.nodes.map((n) => ({ slug: n.fields.slug, title: n.frontmatter.title, body: n.body })),
              data.allDocCategory.nodes,
              data.docSidebar,
              siteConfig.basePath,
            ),
          ),
      },
    },
    // Analytics exist only when a tracking id is configured: otherwise no snippet, no script, no cookie.
    ...(siteConfig.analytics.trackingId
      ? [
          {
            resolve: 'gatsby-plugin-google-gtag',
            options: {
              trackingIds: [siteConfig.analytics.trackingId],
              gtagConfig: { anonymize_ip: true },
              pluginConfig: { head: false, respectDNT: siteConfig.analytics.respectDNT },
            },
          },
        ]
      : []),
  ],
};

export default config;
