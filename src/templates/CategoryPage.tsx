import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocCard, DocCardList } from '../components/DocCard';
import { Seo } from '../components/Seo';
import { DocArticle } from '../layout/DocArticle';
import { HydrateApart } from '../routing/HydrateApart';
import * as styles from './categoryPage.module.css';

/** A category's generated index: its description, then a card per child page or sub-category. */
export default function CategoryPage({ data }: PageProps<Queries.CategoryPageQuery>) {
  const { docCategory: category } = data;
  if (!category) throw new Error('This category page has no category (no _category_.json made its node).');
  return (
    <DocArticle route={category.route} title={category.label} toc={[]} prose={false}>
      <p className={styles.description}>{category.description}</p>
      <HydrateApart name="cards">
        <DocCardList>
          {category.items.map((item) => (
            <DocCard key={item.href} href={item.href} title={item.title} description={item.description} count={item.count} />
          ))}
        </DocCardList>
      </HydrateApart>
    </DocArticle>
  );
}

export const query = graphql`
  query CategoryPage($id: String!) {
    docCategory(id: { eq: $id }) {
      label
      route
      description
      items {
        kind
        title
        description
        href
        count
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.CategoryPageQuery>) {
  const { docCategory: category } = data;
  if (!category) return null;
  return <Seo title={category.label} description={category.description} route={category.route} markdownTwin pageContext={pageContext} />;
}
