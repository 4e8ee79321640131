import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../components/Seo';
import { DocArticle } from '../layout/DocArticle';
import { tocLevels, type TocItem } from '../layout/TableOfContents/toc';
import { mdxComponents } from '../mdx/components';

interface DocPageData {
  mdx: {
    fields: { slug: string; sourcePath: string; lastUpdated: string | null };
    frontmatter: { title: string; description: string; hide_table_of_contents: boolean | null };
    tableOfContents: { items?: TocItem[] } | null;
  } | null;
}

/** One documentation page: the compiled MDX (`children`) inside the article frame. */
export default function DocPage({ data, children }: PageProps<DocPageData>) {
  const { mdx } = data;
  // SPEC §8: a docs page without content is an error, not an empty page.
  if (!mdx || !children) throw new Error('This documentation page has no content (no MDX default export).');
  const toc = mdx.frontmatter.hide_table_of_contents ? [] : tocLevels(mdx.tableOfContents);
  return (
    <DocArticle route={mdx.fields.slug} title={mdx.frontmatter.title} toc={toc} source={mdx.fields}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocArticle>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        slug
        sourcePath
        lastUpdated
      }
      frontmatter {
        title
        description
        hide_table_of_contents
      }
      tableOfContents(maxDepth: 6)
    }
  }
`;

export function Head({ data }: HeadProps<DocPageData>) {
  if (!data.mdx) return null;
  return (
    <Seo title={data.mdx.frontmatter.title} description={data.mdx.frontmatter.description} route={data.mdx.fields.slug}>
      <meta name="docsearch:version" content="current" />
    </Seo>
  );
}
