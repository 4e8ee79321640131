import type { Problem } from '../checkDoc';
import { EXAMPLES } from '../samples/project';
import { createProjectCompiler, type ProjectCompiler } from './compileProject';
import { checkConfigBlocks } from './configBlocks';
import { followPages, type ProjectFiles } from './followPath';
import { onTutorial, readPage, sectionOf, type PageSource, type ReaderPage } from './pageBlocks';
import { checkPageShape } from './pageShape';
import { checkImports, printedExports } from './printedExports';
import { readingPaths } from './readingPaths';
import { checkCopiedStatements, checkRepeatedExcerpts, checkRepeatedJson } from './shownOnce';
import { checkSignatures } from './signatures';
import { checkStartingPoints } from './startingPoints';

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
    ...checkConfigBlocks(pages, pathPages, connectorRoot),
    ...checkStartingPoints(pages),
    ...pages.flatMap(checkPageShape),
  ];
}

type FollowedPaths = ReturnType<typeof followReadingPathsOnce>;
/** By the sources read: checkReader and checkComposition of the same pages follow the paths once. */
const followedBySources = new WeakMap<PageSource[], Map<string, FollowedPaths>>();

/** The pages read, the reading paths followed (each with its problems and the project it leaves), and the `tsconfig.json` of the template. */
function followReadingPaths(sources: PageSource[], examples: { sdkDeclarations: string }, version: string): FollowedPaths {
  const byKey = followedBySources.get(sources) ?? new Map<string, FollowedPaths>();
  followedBySources.set(sources, byKey);
  const key = `${version}\0${examples.sdkDeclarations}`;
  const followed = byKey.get(key) ?? followReadingPathsOnce(sources, examples, version);
  byKey.set(key, followed);
  return followed;
}

function followReadingPathsOnce(sources: PageSource[], examples: { sdkDeclarations: string }, version: string) {
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
 * How the pages compose (issue 43): every page outside the reading paths that changes the reader's
 * project, applied on top of the finished tutorial as its titles say (a diff applied, an excerpt
 * found), after what it says it builds on, must compile; so must the recipes applied one after
 * another in sidebar order. `npm test` and `npm run check:content` hold every version to both.
 */
export function checkComposition(sources: PageSource[], examples: { sdkDeclarations: string } = EXAMPLES, version = 'current'): Problem[] {
  const { pages, pathPages, tutorial, templateTsconfig } = followReadingPaths(sources, examples, version);
  if (!tutorial) return [];
  // A section that starts from another connector (a migration's) is checkStartingPoints's, not applied here.
  const onTop = pages.map(onTutorial);
  const onPaths = new Set(onTop.filter((_, i) => pathPages.has(pages[i] as ReaderPage)));
  return onTopOfTutorial(onTop, onPaths, tutorial, templateTsconfig, `${version} on top`, examples.sdkDeclarations);
}

/** The files of the reader's project a page's block changes: TypeScript, `tsconfig.json`, as whole files, additions or diffs. */
const changesProject = (page: ReaderPage) =>
  page.blocks.some((b) => !b.mistake && b.file && b.file.role !== 'generated' && /(\.tsx?|^tsconfig\.json)$/.test(b.file.file));

/** The page a link names (`/docs/connectors/SDK/modules/cache/#…`), among the version's pages, written as current's routes. */
function pageOfLink(pages: ReaderPage[], url: string): ReaderPage | undefined {
  const wanted =
    url
      .replace(/^\/docs/, '')
      .split('#')[0]
      ?.replace(/^\/|\/$/g, '') ?? '';
  return pages.find((page) => [wanted, `${wanted}/index`].includes(page.relativePath.replace(/\.mdx$/, '')));
}

/**
 * What a page builds on (its "builds on" sentence: a page, or with an anchor that section of it),
 * theirs first, each once, before the page itself. `taken` holds what an earlier call already put
 * in place (pages by path, sections as `path#anchor`), so a sequence applies nothing twice.
 */
function withPrerequisites(pages: ReaderPage[], page: ReaderPage, taken = new Set<string>(), visiting = new Set<string>()): ReaderPage[] {
  if (taken.has(page.relativePath) || visiting.has(page.relativePath)) return [];
  visiting.add(page.relativePath);
  const before = page.buildsOn.flatMap((url) => {
    const prerequisite = pageOfLink(pages, url);
    if (!prerequisite) return [];
    const anchor = url.split('#')[1];
    if (!anchor) return withPrerequisites(pages, prerequisite, taken, visiting);
    // A section alone, once: a page can build on part of one that builds on it (the cache page and Dynamic items).
    const key = `${prerequisite.relativePath}#${anchor}`;
    if (taken.has(key) || taken.has(prerequisite.relativePath)) return [];
    taken.add(key);
    return [sectionOf(prerequisite, anchor)];
  });
  visiting.delete(page.relativePath);
  taken.add(page.relativePath);
  return [...before, page];
}

/**
 * Every other page that changes the reader's project, applied on top of the finished tutorial as its
 * titles say, after the pages it says it builds on, must compile; and the recipes, applied one after
 * another in sidebar order (each after what it builds on), must too.
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
  const options = { templateTsconfig, start: tutorial, onTop: true };
  const seen = new Set<string>();
  const once = (problems: Problem[]) =>
    problems.filter((p) => {
      const key = `${p.file}:${p.line}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // A compiler per project: one kept across projects that differ in more than one change reported stale errors.
  const pairs = inEitherOrder(pages, applied, tutorial, templateTsconfig);
  const alone = applied.flatMap((page) =>
    once(
      followPages(`finished tutorial with ${page.displayPath} applied`, withPrerequisites(pages, page), {
        ...options,
        compiler: createProjectCompiler(`${name} ${page.relativePath}`, sdkDeclarations),
      }).problems,
    ),
  );
  // In sidebar order, a page's problems that it has on its own are reported once, above.
  const taken = new Set<string>();
  const inOrder = recipes.flatMap((recipe) => withPrerequisites(pages, recipe, taken));
  const together = once(
    followPages('finished tutorial with the recipes applied in sidebar order', inOrder, {
      ...options,
      compiler: createProjectCompiler(`${name} recipes`, sdkDeclarations),
    }).problems,
  );
  return [...alone, ...pairs, ...together];
}

/** Applies the blocks as a reader would, without compiling: what the pairwise check needs is whether they apply. */
const NO_COMPILE: ProjectCompiler = { compile: () => [] };

/** The tutorial's files a page changes by adding to them or changing their lines (not replacing them whole). */
const filesChanged = (page: ReaderPage) =>
  new Set(page.blocks.flatMap((b) => (b.file && !b.mistake && (b.lang === 'diff' || b.file.role === 'continued') ? [b.file.file] : [])));

/**
 * Any two pages that change the same file, applied one after the other in either order (each after what
 * it builds on), still apply: a change is shown once, as a change to one listing, so that a reader who
 * follows the logger page and then the health check does not merge two versions of one line by hand.
 * Textual only (the sidebar-order run compiles); a problem is reported once, on the page applied second.
 */
function inEitherOrder(
  pages: ReaderPage[],
  applied: ReaderPage[],
  tutorial: ProjectFiles,
  templateTsconfig: string | undefined,
): Problem[] {
  const problems = new Map<string, Problem>();
  const changed = new Map(applied.map((page) => [page, filesChanged(page)]));
  const options = { templateTsconfig, start: tutorial, onTop: true, compiler: NO_COMPILE };
  for (const first of applied) {
    // The first page (after what it builds on) is applied once; each second page starts from what it leaves.
    const takenByFirst = new Set<string>();
    const before = withPrerequisites(pages, first, takenByFirst);
    let afterFirst: ProjectFiles | undefined;
    for (const second of applied) {
      if (first === second || ![...(changed.get(second) ?? [])].some((file) => changed.get(first)?.has(file))) continue;
      const taken = new Set(takenByFirst);
      const after = withPrerequisites(pages, second, taken);
      // A page the first already applied, whole or in part (it builds on the second), is no pair.
      if (!after.includes(second) || [...taken].some((key) => key.startsWith(`${second.relativePath}#`))) continue;
      if (!afterFirst) {
        const alone = followPages('', before, options);
        if (alone.problems.length) break;
        afterFirst = alone.files;
      }
      const { problems: found } = followPages(`finished tutorial with ${first.displayPath} applied first`, after, {
        ...options,
        start: afterFirst,
      });
      // Lines that do not apply; an excerpt that quotes lines the first page changed still reads.
      for (const problem of found.filter((p) => p.file === second.displayPath && p.message.includes('cannot apply'))) {
        const key = `${problem.file}:${problem.line}`;
        if (!problems.has(key))
          problems.set(key, {
            ...problem,
            message: `${problem.message}. Two pages that change the same lines must apply in either order: make one change to one listing (a line added beside another's, not a rewrite of it)`,
          });
      }
    }
  }
  return [...problems.values()];
}

const sidebarOrder = (page: ReaderPage) => {
  const position = page.frontmatter.sidebar_position;
  return typeof position === 'number' ? position : Number.POSITIVE_INFINITY;
};
