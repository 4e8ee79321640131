import { graphql } from 'gatsby';
// The page frame first: its styles come before the page's in the one stylesheet, as on every doc page.
import { apiReferenceTemplate } from '../apiReference/browser/template';
import { ChangelogPage } from '../apiReference/browser/ChangelogPage';
import type { ChangelogPageData } from '../apiReference/model';

/** An API's changelog since the previous docs version, generated from both OpenAPI documents (src/apiReference). */
export default apiReferenceTemplate<ChangelogPageData>(ChangelogPage);

export { ApiReferenceHead as Head } from '../apiReference/browser/template';

export const query = graphql`
  query ApiChangelogPage($id: String!) {
    generatedDoc(id: { eq: $id }) {
      ...GeneratedDocPage
    }
  }
`;
