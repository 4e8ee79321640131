import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocCard, DocCardList } from '../components/DocCard';
import { Seo } from '../components/Seo';
import { DocArticle } from '../layout/DocArticle';
import * as styles from './categoryPage.module.css';

/** A category's generated index: its description, then a card per child page or sub-category. */
export default function CategoryPage({ data }: PageProps<Queries.CategoryPageQuery>) {
  const { docCategory: category } = data;
  if (!category) throw new Error('This category page has no category (its slug matched no _category_.json).');
  return (
    <DocArticle route={`/category/${category.slug}/`} title={category.label} toc={[]} prose={false}>
      <p className={styles.description}>{category.description}</p>
      <DocCardList>
        {category.items.map((item) => (
          <DocCard key={item.href} href={item.href} title={item.title} description={item.description} count={item.count} />
        ))}
      </DocCardList>
    </DocArticle>
  );
}

export const query = graphql`
  query CategoryPage($category: String!) {
    docCategory(slug: { eq: $category }) {
      label
      slug
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

export function Head({ data }: HeadProps<Queries.CategoryPageQuery>) {
  const { docCategory: category } = data;
  if (!category) return null;
  return <Seo title={category.label} description={category.description} route={`/category/${category.slug}/`} markdownTwin />;
}
