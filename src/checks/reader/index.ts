import type { Problem } from '../checkDoc';
import { EXAMPLES } from '../samples/project';
import { createProjectCompiler } from './compileProject';
import { followPath } from './followPath';
import { readPage, type PageSource } from './pageBlocks';
import { checkPageShape } from './pageShape';
import { checkImports, printedExports } from './printedExports';
import { readingPaths } from './readingPaths';
import { checkCopiedStatements, checkRepeatedExcerpts, checkRepeatedJson } from './shownOnce';

export type { PageSource } from './pageBlocks';
export { READING_PATHS } from './readingPaths';

/**
 * The reader check: reads the site as a reader does (docs/decisions/2026-11-26-reader-check.md).
 * The quick start and the tutorial are typed into projects that must build wherever the pages build
 * them, against the SDK's declarations alone; every other page may import from the reader's modules
 * only names some page prints; code is printed whole once; every page ends with "Next steps" and its
 * reference tables say what each default is. It needs every page, even to report on one.
 */
export function checkReader(
  sources: PageSource[],
  examples: { connectorRoot: string; sdkDeclarations: string } = EXAMPLES,
  version = 'current',
): Problem[] {
  const { connectorRoot } = examples;
  const pages = sources.map(readPage);
  const paths = readingPaths(pages);
  const pathPages = new Set(paths.flatMap((p) => p.pages));
  // Every template writes the same tsconfig.json; the tutorial prints it, the quick start relies on it.
  const template = [...pathPages].flatMap((p) => p.blocks).find((b) => b.file?.file === 'tsconfig.json' && b.file.role === 'generated');
  return [
    ...paths.flatMap((p) =>
      followPath(p.name, p.pages, template?.code, createProjectCompiler(`${version} ${p.name}`, examples.sdkDeclarations)),
    ),
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
