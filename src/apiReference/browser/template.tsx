import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type React from 'react';
import type { PageHeading } from '../../mdx/headingIds';
import { Seo } from '../../components/Seo';
import { DocArticle } from '../../layout/DocArticle';
import { tocLevels } from '../../layout/TableOfContents/toc';

/**
 * What the reference's templates query: a GeneratedDoc node, the site model's form of a
 * GeneratedPage (src/site/generatedPage.ts), fetched by `$id` from the page context.
 */
export interface GeneratedDocQuery {
  generatedDoc: {
    route: string;
    title: string;
    description: string;
    sourcePath: string;
    lastUpdated?: string | null;
    headings: PageHeading[];
    data: unknown;
  } | null;
}

export const generatedDocFields = graphql`
  fragment GeneratedDocPage on GeneratedDoc {
    route
    title
    description
    sourcePath
    lastUpdated
    headings {
      depth
      id
      title
    }
    data
  }
`;

/** A template rendering one kind of reference page in the doc frame (sidebar, TOC, breadcrumbs, paginator). */
export function apiReferenceTemplate<Data>(Page: React.ComponentType<{ data: Data }>, { wide = false } = {}) {
  return function ApiReferencePage({ data }: PageProps<GeneratedDocQuery>) {
    const doc = data.generatedDoc;
    // SPEC §8: a page without its content is an error, not an empty page.
    if (!doc) throw new Error('This API reference page has no GeneratedDoc node (its id matched none).');
    return (
      <DocArticle
        route={doc.route}
        title={doc.title}
        toc={tocLevels(doc.headings)}
        source={{ sourcePath: doc.sourcePath, lastUpdated: doc.lastUpdated }}
        wide={wide}
      >
        <Page data={doc.data as Data} />
      </DocArticle>
    );
  };
}

/** The head of every reference page: title, description, canonical URL and Markdown twin. */
export function ApiReferenceHead({ data, pageContext }: HeadProps<GeneratedDocQuery>) {
  if (!data.generatedDoc) return null;
  const { title, description, route } = data.generatedDoc;
  return <Seo title={title} description={description} route={route} markdownTwin pageContext={pageContext} />;
}
