import { graphql, type HeadProps } from 'gatsby';
import type { ReactNode } from 'react';
import { Seo } from '../components/Seo';
import { DocArticle } from '../layout/DocArticle';
import { tocLevels } from '../layout/TableOfContents/toc';

/** What a documentation page's frame and head read of its MDX node, whichever way its content comes. */
export const docPageFields = graphql`
  fragment DocPageFields on Mdx {
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
`;

type DocMdx = Queries.DocPageFieldsFragment | null;

/** One documentation page: its content inside the article frame. */
export function DocPageFrame({ mdx, children }: { mdx: DocMdx; children: ReactNode }) {
  // SPEC §8: a docs page without content is an error, not an empty page. Say which way it is missing:
  // no data is most often front matter the page query needs (the build log names the field).
  if (!mdx)
    throw new Error(
      'This documentation page has no content: its data did not load (is a front matter field missing? The terminal names it).',
    );
  if (!children) throw new Error('This documentation page has no content (no MDX default export).');
  const toc = mdx.frontmatter.hide_table_of_contents ? [] : tocLevels(mdx.fields.headings);
  return (
    <DocArticle route={mdx.fields.slug} title={mdx.frontmatter.title} toc={toc} source={mdx.fields}>
      {children}
    </DocArticle>
  );
}

export function DocPageHead({ mdx, pageContext }: { mdx: DocMdx; pageContext: HeadProps['pageContext'] }) {
  if (!mdx) return null;
  return (
    <Seo
      title={mdx.frontmatter.title}
      description={mdx.frontmatter.description}
      route={mdx.fields.slug}
      markdownTwin
      pageContext={pageContext}
    />
  );
}
