import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
// The frame's styles before the content's, as every template orders them (one CSS order for webpack).
import { DocPageFrame, DocPageHead } from './docPageParts';
import { mdxComponents } from '../mdx/components';
import { renderContentTree, type ContentTree } from '../mdx/contentTree';

/**
 * A released version's documentation page: its content arrives as the HTML tree its MDX compiled to
 * (page context, src/node/faster/releasedPages.ts) and renders with the components MDX gives the
 * current pages, so a frozen page is data rather than one more module of the app.
 */
export default function ReleasedDocPage({ data, pageContext }: PageProps<Queries.ReleasedDocPageQuery, { content?: ContentTree }>) {
  const tree = pageContext.content;
  const content = useMemo(() => tree && renderContentTree(tree, mdxComponents), [tree]);
  return <DocPageFrame mdx={data.mdx}>{content}</DocPageFrame>;
}

export const query = graphql`
  query ReleasedDocPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...DocPageFields
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.ReleasedDocPageQuery>) {
  return <DocPageHead mdx={data.mdx} pageContext={pageContext} />;
}
