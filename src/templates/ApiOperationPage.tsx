import { graphql } from 'gatsby';
// The page frame first: its styles come before the page's in the one stylesheet, as on every doc page.
import { apiReferenceTemplate } from '../apiReference/browser/template';
import { OperationPage } from '../apiReference/browser/OperationPage';
import type { OperationPageData } from '../apiReference/model';

/** One operation of an API reference, generated from its OpenAPI document (src/apiReference); wide, for the samples' column. */
export default apiReferenceTemplate<OperationPageData>(OperationPage, { wide: true });

export { ApiReferenceHead as Head } from '../apiReference/browser/template';

export const query = graphql`
  query ApiOperationPage($id: String!) {
    generatedDoc(id: { eq: $id }) {
      ...GeneratedDocPage
    }
  }
`;
