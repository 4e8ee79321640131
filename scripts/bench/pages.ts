/** The pages the benchmarks load: a doc page, a long recipe, a category and the API reference's largest operation page. */
export const PAGES = [
  '/docs/intro/',
  '/docs/connectors/recipes/pagination/',
  '/docs/category/recipes/',
  '/docs/connectors/apiSpecification/reference/get-item-or-collection/',
];
