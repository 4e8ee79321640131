import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { DocArticle } from '../layout/DocArticle';
import { tocLevels } from '../layout/TableOfContents/toc';
import { mdxComponents } from '../mdx/components';

/**
 * One documentation page: the compiled MDX (`children`) inside the article frame. `Queries.*` are
 * the types Gatsby generates from the page query (src/types/gatsby-types.d.ts).
 */
export default function DocPage({ data, children }: PageProps<Queries.DocPageQuery>) {
  const { mdx } = data;
  // SPEC §8: a docs page without content is an error, not an empty page.
  if (!mdx || !children) throw new Error('This documentation page has no content (no MDX default export).');
  const toc = mdx.frontmatter.hide_table_of_contents ? [] : tocLevels(mdx.fields.headings);
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
        headings {
          depth
          id
          title
        }
      }
      frontmatter {
        title
        description
        hide_table_of_contents
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery>) {
  if (!data.mdx) return null;
  return (
    <Seo
      title={data.mdx.frontmatter.title}
      description={data.mdx.frontmatter.description}
      route={data.mdx.fields.slug}
      markdownTwin
      pageContext={pageContext}
    />
  );
}
