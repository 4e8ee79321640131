import type { ReaderPage } from './pageBlocks';

/**
 * The pages a reader follows from an empty folder to a running connector, typing every block into
 * the files it names. Each path starts its own project: the quick start scaffolds `tracker-quickstart`,
 * the tutorial `example-tracker`. A folder entry takes the folder's pages in sidebar order.
 */
export const READING_PATHS: ReadonlyArray<{ name: string; pages: readonly string[] }> = [
  { name: 'quick start', pages: ['connectors/quickStart.mdx'] },
  { name: 'tutorial', pages: ['connectors/build/'] },
];

const order = (page: ReaderPage) => {
  const position = page.frontmatter.sidebar_position;
  return typeof position === 'number' ? position : Number.POSITIVE_INFINITY;
};

/** The pages of each reading path, in reading order; a path whose pages are absent is left out. */
export function readingPaths(pages: ReaderPage[]): Array<{ name: string; pages: ReaderPage[] }> {
  return READING_PATHS.map(({ name, pages: entries }) => ({
    name,
    pages: entries.flatMap((entry) =>
      entry.endsWith('/')
        ? pages.filter((p) => p.relativePath.startsWith(entry)).sort((a, b) => order(a) - order(b))
        : pages.filter((p) => p.relativePath === entry),
    ),
  })).filter((p) => p.pages.length > 0);
}

/** Whether a page is one a reader types into a project (the quick start or a tutorial step). */
export function isOnReadingPath(page: ReaderPage, paths: Array<{ pages: ReaderPage[] }>): boolean {
  return paths.some((p) => p.pages.includes(page));
}
