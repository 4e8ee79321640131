import fs from 'node:fs';
import path from 'node:path';
import { apiReferencePages, placedReferences } from '../apiReference/node';
import type { GeneratedPage, GeneratedSource, SourceFile } from '../site/generatedPage';
import { allVersionSources, type VersionSources } from '../versions/sources';

/**
 * The files generated pages are made from, each with what turns it into pages: today every docs
 * version's OpenAPI documents, each into its version's API reference. The site model takes what
 * they make (src/site/generated.ts) without knowing which feature made it.
 */
export function generatedSources(
  projectRoot = process.cwd(),
  versions: readonly VersionSources[] = allVersionSources(projectRoot),
): GeneratedSource[] {
  // Every configured version, newest first: a version's changelog compares its documents with the next one's.
  const all = allVersionSources(projectRoot);
  return versions.flatMap((sources) => {
    const older = all[all.findIndex((s) => s.version.name === sources.version.name) + 1];
    const previous = older ? placedReferences(older, projectRoot) : [];
    return placedReferences(sources, projectRoot).map((mount): GeneratedSource => {
      const before = previous.find((m) => m.document === mount.document);
      return {
        sourcePath: mount.sourcePath,
        ...(before ? { inputs: [before.sourcePath] } : {}),
        pages: (file: SourceFile) =>
          apiReferencePages(
            file,
            mount,
            before && {
              file: { sourcePath: before.sourcePath, text: file.inputs?.[before.sourcePath] ?? readText(projectRoot, before.sourcePath) },
              mount: before,
            },
          ),
      };
    });
  });
}

const readText = (projectRoot: string, file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');

/** The folders the sources' files live in, for gatsby-source-filesystem to watch in `gatsby develop`. */
export const generatedSourceFolders = (projectRoot = process.cwd()): string[] => [
  ...new Set(generatedSources(projectRoot).map((source) => path.resolve(projectRoot, path.dirname(source.sourcePath)))),
];

/** The pages each source file of these versions makes, by file, as the build makes them (the content checks read them too). */
export async function generatedPagesByFile(
  projectRoot = process.cwd(),
  versions: readonly VersionSources[] = allVersionSources(projectRoot),
): Promise<Map<string, GeneratedPage[]>> {
  const entries = await Promise.all(
    generatedSources(projectRoot, versions).map(
      async (source) =>
        [source.sourcePath, await source.pages({ sourcePath: source.sourcePath, text: readText(projectRoot, source.sourcePath) })] as const,
    ),
  );
  return new Map(entries);
}
