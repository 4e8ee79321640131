import { graphql } from 'gatsby';
// The page frame first: its styles come before the page's in the one stylesheet, as on every doc page.
import { apiReferenceTemplate } from '../apiReference/browser/template';
import { TagPage } from '../apiReference/browser/TagPage';
import type { TagPageData } from '../apiReference/model';

/** An API reference's overview or one of its tags, generated from its OpenAPI document (src/apiReference). */
export default apiReferenceTemplate<TagPageData>(TagPage);

export { ApiReferenceHead as Head } from '../apiReference/browser/template';

export const query = graphql`
  query ApiTagPage($id: String!) {
    generatedDoc(id: { eq: $id }) {
      ...GeneratedDocPage
    }
  }
`;
