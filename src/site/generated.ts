import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby';
import { siteConfig } from '../config/site';
import type { GeneratedPage, GeneratedSource, SourceFile } from './generatedPage';
import { lastCommitDate } from './gitDates';

type MakePages = GeneratedSource['pages'];

/**
 * How a file's pages get made: by its source, or through something that may keep them between
 * builds (the speed layer's cache). Given the file as read.
 */
export type PageMaker = (file: SourceFile, make: MakePages) => Promise<GeneratedPage[]>;

const makeHere: PageMaker = (file, make) => make(file);

type NodeArgs = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'getNodesByType'>;

/** The latest of some files' dates; none when one is unknown, as the latest change then is. */
export function latestDate(dates: ReadonlyArray<string | undefined>): string | undefined {
  let latest: string | undefined;
  for (const date of dates) {
    if (!date) return undefined;
    if (!latest || Date.parse(date) > Date.parse(latest)) latest = date;
  }
  return latest;
}

/** The last commit of the files a page is made from, when the pages show one. */
function lastUpdated(files: readonly string[]): string | undefined {
  if (!siteConfig.docs.showLastUpdateTime) return undefined;
  return latestDate(files.map((file) => lastCommitDate(path.dirname(path.resolve(file)), path.resolve(file))));
}

/**
 * The GeneratedDoc nodes of one source file, made again from the file as it is now; the file's
 * former nodes that it no longer makes are deleted. A file that cannot be made into pages stops the
 * build with its error (which names file and line).
 */
export async function makeGeneratedNodes(
  args: NodeArgs,
  sourcePath: string,
  pages: MakePages,
  maker: PageMaker = makeHere,
  inputs: readonly string[] = [],
) {
  const { actions, createNodeId, createContentDigest, reporter, getNodesByType } = args;
  let made: GeneratedPage[];
  try {
    const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');
    const file: SourceFile = { sourcePath, text: read(sourcePath) };
    if (inputs.length) file.inputs = Object.fromEntries(inputs.map((input) => [input, read(input)]));
    made = await maker(file, pages);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const ids = new Set<string>();
  for (const { otherSources = [], ...page } of made) {
    const date = lastUpdated([sourcePath, ...otherSources]);
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
export async function sourceGeneratedDocs(args: NodeArgs, sources: readonly GeneratedSource[], maker?: PageMaker): Promise<void> {
  for (const source of sources) await makeGeneratedNodes(args, source.sourcePath, source.pages, maker, source.inputs);
}

/**
 * In `gatsby develop`, a source file saved: its pages made again at once. (A build makes them all
 * in sourceGeneratedDocs.)
 */
export async function refreshGeneratedDocs(args: CreateNodeArgs, sources: readonly GeneratedSource[]): Promise<void> {
  if (args.node.internal.type !== 'File' || process.env.NODE_ENV !== 'development') return;
  const file = path
    .relative(process.cwd(), (args.node as Node & { absolutePath: string }).absolutePath)
    .split(path.sep)
    .join('/');
  // The file's own pages, and those of every source that reads it (a changelog reads the version before's document).
  for (const source of sources.filter((candidate) => candidate.sourcePath === file || candidate.inputs?.includes(file)))
    await makeGeneratedNodes(args, source.sourcePath, source.pages, undefined, source.inputs);
}
