import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby';
import { API_REFERENCES, apiReferencePages } from '../apiReference/node';
import { siteConfig } from '../config/site';
import type { GeneratedPage } from './generatedPage';
import { lastCommitDate } from './gitDates';

/**
 * The sources of generated pages: the files (relative to the project root) each one reads, and
 * what turns one file into pages. Today the API reference's OpenAPI documents.
 */
export const GENERATED_SOURCES: ReadonlyArray<{
  files: readonly string[];
  pages: (file: { sourcePath: string; text: string }) => Promise<GeneratedPage[]>;
}> = [{ files: API_REFERENCES.map((mount) => mount.sourcePath), pages: apiReferencePages }];

/** The folders the sources' files live in, for gatsby-source-filesystem to watch in `gatsby develop`. */
export const generatedSourceFolders = (): string[] => [
  ...new Set(GENERATED_SOURCES.flatMap((source) => source.files.map((file) => path.resolve(path.dirname(file))))),
];

/** The pages each source file makes, by file, as the build makes them (the content checks read them too). */
export async function generatedPagesByFile(projectRoot = process.cwd()): Promise<Map<string, GeneratedPage[]>> {
  const entries = await Promise.all(
    GENERATED_SOURCES.flatMap((source) =>
      source.files.map(
        async (file) =>
          [file, await source.pages({ sourcePath: file, text: fs.readFileSync(path.join(projectRoot, file), 'utf8') })] as const,
      ),
    ),
  );
  return new Map(entries);
}

type MakePages = (typeof GENERATED_SOURCES)[number]['pages'];

/**
 * How a file's pages get made: by its source, or through something that may keep them between
 * builds (the speed layer's cache). Given the file as read.
 */
export type PageMaker = (file: { sourcePath: string; text: string }, make: MakePages) => Promise<GeneratedPage[]>;

const makeHere: PageMaker = (file, make) => make(file);

type NodeArgs = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'getNodesByType'>;

/** The source document's last commit, when the pages show one. */
function lastUpdated(file: string): string | undefined {
  if (!siteConfig.docs.showLastUpdateTime) return undefined;
  const absolute = path.resolve(file);
  return lastCommitDate(path.dirname(absolute), absolute);
}

/**
 * The GeneratedDoc nodes of one source file, made again from the file as it is now; the file's
 * former nodes that it no longer makes are deleted. A file that cannot be made into pages stops the
 * build with its error (which names file and line).
 */
export async function makeGeneratedNodes(args: NodeArgs, sourcePath: string, pages: MakePages, maker: PageMaker = makeHere) {
  const { actions, createNodeId, createContentDigest, reporter, getNodesByType } = args;
  let made: GeneratedPage[];
  try {
    made = await maker({ sourcePath, text: fs.readFileSync(path.resolve(sourcePath), 'utf8') }, pages);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const date = lastUpdated(sourcePath);
  const ids = new Set<string>();
  for (const page of made) {
    const fields = { ...page, ...(date ? { lastUpdated: date } : {}) };
    // Keyed by file and route: two files claiming one route stay two pages, and the model warns.
    const id = createNodeId(`GeneratedDoc ${sourcePath} ${page.route}`);
    ids.add(id);
    await actions.createNode({
      ...fields,
      id,
      children: [],
      internal: { type: 'GeneratedDoc', contentDigest: createContentDigest(fields) },
    });
  }
  for (const node of getNodesByType('GeneratedDoc'))
    if ((node as Node & { sourcePath?: string }).sourcePath === sourcePath && !ids.has(node.id)) actions.deleteNode(node);
}

/**
 * Every generated page, made at every build from its source file. Not from the file's node: Gatsby
 * keeps nodes made from an unchanged file between builds, so a change to the code that makes the
 * pages would leave the old ones. Nodes a build does not make again are Gatsby's to delete.
 */
export async function sourceGeneratedDocs(args: NodeArgs, maker?: PageMaker): Promise<void> {
  for (const source of GENERATED_SOURCES) for (const file of source.files) await makeGeneratedNodes(args, file, source.pages, maker);
}

/**
 * In `gatsby develop`, a source file saved: its pages made again at once. (A build makes them all
 * in sourceGeneratedDocs.)
 */
export async function refreshGeneratedDocs(args: CreateNodeArgs): Promise<void> {
  if (args.node.internal.type !== 'File' || process.env.NODE_ENV !== 'development') return;
  const file = path
    .relative(process.cwd(), (args.node as Node & { absolutePath: string }).absolutePath)
    .split(path.sep)
    .join('/');
  const source = GENERATED_SOURCES.find((candidate) => candidate.files.includes(file));
  if (source) await makeGeneratedNodes(args, file, source.pages);
}
