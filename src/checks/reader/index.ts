import type { Problem } from '../checkDoc';
import { EXAMPLES } from '../samples/project';
import { createProjectCompiler } from './compileProject';
import { followPages, type ProjectFiles } from './followPath';
import { readPage, type PageSource, type ReaderPage } from './pageBlocks';
import { checkPageShape } from './pageShape';
import { checkImports, printedExports } from './printedExports';
import { readingPaths } from './readingPaths';
import { checkCopiedStatements, checkRepeatedExcerpts, checkRepeatedJson } from './shownOnce';
import { checkSignatures } from './signatures';

export type { PageSource } from './pageBlocks';
export { READING_PATHS } from './readingPaths';

/**
 * The reader check: reads the site as a reader does (docs/decisions/2026-11-26-reader-check.md).
 * The quick start and the tutorial are typed into projects that must build wherever the pages build
 * them, against the SDK's declarations alone; every other page may import from the reader's modules
 * only names some page prints; an exported function has one signature on every other page (and each
 * call passes it as many arguments); code is printed whole once; every page ends with "Next steps" and its
 * reference tables say what each default is. It needs every page, even to report on one.
 */
export function checkReader(
  sources: PageSource[],
  examples: { connectorRoot: string; sdkDeclarations: string } = EXAMPLES,
  version = 'current',
): Problem[] {
  const { connectorRoot } = examples;
  const { pages, pathPages, followed } = followReadingPaths(sources, examples, version);
  return [
    ...followed.flatMap((f) => f.problems),
    ...checkSignatures(pages, pathPages),
    ...checkImports(
      pages.filter((p) => !pathPages.has(p)),
      printedExports(pages),
    ),
    ...checkRepeatedExcerpts(pages, pathPages, connectorRoot),
    ...checkCopiedStatements(pages, pathPages, connectorRoot),
    ...checkRepeatedJson(pages, pathPages),
    ...pages.flatMap(checkPageShape),
  ];
}

/** The pages read, the reading paths followed (each with its problems and the project it leaves), and the `tsconfig.json` of the template. */
function followReadingPaths(sources: PageSource[], examples: { sdkDeclarations: string }, version: string) {
  const pages = sources.map(readPage);
  const paths = readingPaths(pages);
  const pathPages = new Set(paths.flatMap((p) => p.pages));
  // Every template writes the same tsconfig.json; the tutorial prints it, the quick start relies on it.
  const template = [...pathPages].flatMap((p) => p.blocks).find((b) => b.file?.file === 'tsconfig.json' && b.file.role === 'generated');
  const followed = paths.map((p) =>
    followPages(p.name, p.pages, {
      templateTsconfig: template?.code,
      compiler: createProjectCompiler(`${version} ${p.name}`, examples.sdkDeclarations),
    }),
  );
  const tutorial = followed[paths.findIndex((p) => p.name === 'tutorial')]?.files;
  return { pages, pathPages, followed, tutorial, templateTsconfig: template?.code };
}

/**
 * How the pages compose (issue 43; a report, `npm run check:content -- --compose`, until the pages
 * pass it): every page outside the reading paths that changes the reader's project, applied on top
 * of the finished tutorial as its titles say (a diff applied, an excerpt found), must compile; so must
 * the recipes applied one after another in sidebar order.
 */
export function checkComposition(sources: PageSource[], examples: { sdkDeclarations: string } = EXAMPLES, version = 'current'): Problem[] {
  const { pages, pathPages, tutorial, templateTsconfig } = followReadingPaths(sources, examples, version);
  return tutorial ? onTopOfTutorial(pages, pathPages, tutorial, templateTsconfig, `${version} on top`, examples.sdkDeclarations) : [];
}

/** The files of the reader's project a page's block changes: TypeScript, `tsconfig.json`, as whole files, additions or diffs. */
const changesProject = (page: ReaderPage) =>
  page.blocks.some((b) => !b.mistake && b.file && b.file.role !== 'generated' && /(\.tsx?|^tsconfig\.json)$/.test(b.file.file));

/**
 * Every other page that changes the reader's project, applied on top of the finished tutorial as its
 * titles say, must compile; and the recipes, applied one after another in sidebar order, must too.
 */
function onTopOfTutorial(
  pages: ReaderPage[],
  pathPages: ReadonlySet<ReaderPage>,
  tutorial: ProjectFiles,
  templateTsconfig: string | undefined,
  name: string,
  sdkDeclarations: string,
): Problem[] {
  const applied = pages.filter((page) => !pathPages.has(page) && changesProject(page));
  const recipes = applied
    .filter((page) => page.relativePath.startsWith('connectors/recipes/'))
    .sort((a, b) => sidebarOrder(a) - sidebarOrder(b) || a.relativePath.localeCompare(b.relativePath));
  const options = { templateTsconfig, start: tutorial, untitledCode: true };
  // A compiler per project: one kept across projects that differ in more than one change reported stale errors.
  const alone = applied.flatMap(
    (page) =>
      followPages(`finished tutorial with ${page.displayPath} applied`, [page], {
        ...options,
        compiler: createProjectCompiler(`${name} ${page.relativePath}`, sdkDeclarations),
      }).problems,
  );
  const seen = new Set(alone.map((p) => `${p.file}:${p.line}`));
  // In sidebar order, a page's problems that it has on its own are reported once, above.
  const together = followPages('finished tutorial with the recipes applied in sidebar order', recipes, {
    ...options,
    compiler: createProjectCompiler(`${name} recipes`, sdkDeclarations),
  }).problems.filter((p) => !seen.has(`${p.file}:${p.line}`));
  return [...alone, ...together];
}

const sidebarOrder = (page: ReaderPage) => {
  const position = page.frontmatter.sidebar_position;
  return typeof position === 'number' ? position : Number.POSITIVE_INFINITY;
};
