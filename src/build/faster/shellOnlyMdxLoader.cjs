// @ts-check
/**
 * Stands in for gatsby-plugin-mdx's loader in the HTML build of `gatsby develop` (stage
 * `develop-html`). The preview builds that renderer only to write one page shell (`html.js` with the
 * head components, no page), which it serves for every URL before the browser renders the page; yet
 * webpack compiled every page's MDX into it, the whole remark/rehype chain and highlighting, a second
 * time on top of the browser bundle's compile. No page component of that build is ever rendered
 * (unless GATSBY_EXPERIMENTAL_DEV_SSR, for which onCreateWebpackConfig leaves the loader alone), so
 * an empty component serves it as well.
 */
module.exports = function shellOnlyMdxLoader() {
  return 'export default function MDXContent() { return null }';
};
