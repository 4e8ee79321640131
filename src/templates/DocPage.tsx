import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
// The frame's styles before the content's, as every template orders them (one CSS order for webpack).
import { DocPageFrame, DocPageHead } from './docPageParts';
import { mdxComponents } from '../mdx/components';

/**
 * One documentation page: the compiled MDX (`children`) inside the article frame. `Queries.*` are
 * the types Gatsby generates from the page query (src/types/gatsby-types.d.ts).
 */
export default function DocPage({ data, children }: PageProps<Queries.DocPageQuery>) {
  return <DocPageFrame mdx={data.mdx}>{children && <MDXProvider components={mdxComponents}>{children}</MDXProvider>}</DocPageFrame>;
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...DocPageFields
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery>) {
  return <DocPageHead mdx={data.mdx} pageContext={pageContext} />;
}
