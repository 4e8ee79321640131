/** How a broken reference in the docs is treated: fail, or say so and go on. */
export type Verdict = 'error' | 'warning';

/**
 * What each kind of broken reference does, in one place for every check that finds one: the
 * build (onPostBuild's crawl of the built pages, remarkDocLinks while compiling) and the content
 * check (`npm run check:content`, and `npm test` through tests/content). SPEC §8: broken links
 * throw at build; broken Markdown links and broken anchors are warnings.
 */
export const BROKEN_REFERENCE: Readonly<Record<'page' | 'anchor' | 'markdownFile', Verdict>> = {
  /** A link to a route or file the site does not have. */
  page: 'error',
  /** A link to a page that exists, with a `#hash` no element of it has. */
  anchor: 'warning',
  /** A Markdown link to an `.mdx` file that does not exist. */
  markdownFile: 'warning',
};
