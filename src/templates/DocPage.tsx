import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { DocArticle } from '../layout/DocArticle';
import { tocLevels } from '../layout/TableOfContents/toc';
import { mdxComponents } from '../mdx/components';
import { renderContentTree, type ContentTree } from '../mdx/contentTree';

/**
 * One documentation page inside the article frame: its compiled MDX (`children`, in the preview and
 * with the speed layer off), or its content as data (page context, src/node/faster/pagesAsData.ts)
 * rendered with the same components. `Queries.*` are the types Gatsby generates from the page query (src/types/gatsby-types.d.ts).
 */
export default function DocPage({ data, children, pageContext }: PageProps<Queries.DocPageQuery, { content?: ContentTree }>) {
  const { mdx } = data;
  // SPEC §8: a docs page without content is an error, not an empty page. Say which way it is missing:
  // no data is most often front matter the page query needs (the build log names the field).
  if (!mdx)
    throw new Error(
      'This documentation page has no content: its data did not load (is a front matter field missing? The terminal names it).',
    );
  const content = pageContext.content ? renderContentTree(pageContext.content, mdxComponents) : children;
  if (!content) throw new Error('This documentation page has no content (no MDX default export).');
  const toc = mdx.frontmatter.hide_table_of_contents ? [] : tocLevels(mdx.fields.headings);
  return (
    <DocArticle route={mdx.fields.slug} title={mdx.frontmatter.title} toc={toc} source={mdx.fields}>
      <MDXProvider components={mdxComponents}>{content}</MDXProvider>
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
