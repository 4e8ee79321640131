import { graphql } from 'gatsby';
// The page frame first: its styles come before the page's in the one stylesheet, as on every doc page.
import { apiReferenceTemplate } from '../apiReference/browser/template';
import { SchemasPage } from '../apiReference/browser/SchemasPage';
import type { SchemasPageData } from '../apiReference/model';

/** An API reference's schemas, each shared schema's home, generated from its OpenAPI document (src/apiReference). */
export default apiReferenceTemplate<SchemasPageData>(SchemasPage);

export { ApiReferenceHead as Head } from '../apiReference/browser/template';

export const query = graphql`
  query ApiSchemasPage($id: String!) {
    generatedDoc(id: { eq: $id }) {
      ...GeneratedDocPage
    }
  }
`;
