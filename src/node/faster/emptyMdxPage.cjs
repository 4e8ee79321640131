// @ts-check
/**
 * The webpack loader that stands in for gatsby-mdx-loader in the preview's page shell
 * (previewShellOnly): there every MDX page is a component that renders nothing. Plain CommonJS:
 * webpack loads a loader by path.
 */
module.exports = function emptyMdxPage() {
  return 'export default function MDXContent() { return null }';
};
