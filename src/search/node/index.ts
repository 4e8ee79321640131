import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, CreateResolversArgs, Node } from 'gatsby';
import { siteConfig } from '../../config/site';
import type { DocsVersion } from '../../routes/versions';
import { nodesFromNodeModel, loadSiteModel } from '../../site/model';
import { INDEXED_FIELD, SEARCH_ENGINE_OPTIONS } from '../encode';
import { buildSearchDocuments, searchPages, toPluginDocuments } from './searchDocuments';
import { SEARCH_DIR, writeSearchFiles, type LocalSearchNode, type SearchFilePaths } from './searchFiles';

/** gatsby-plugin-local-search's index of a docs version: current's is `docs`, as it always was. */
const searchName = (version: DocsVersion) => (version.status === 'current' ? 'docs' : `docs ${version.name}`);

/** A released version's pair goes in a folder of its own, so each version's files are replaced on their own. */
const searchDirOf = (version: DocsVersion) => (version.path ? `${SEARCH_DIR}${version.path}/` : SEARCH_DIR);

/**
 * gatsby-plugin-local-search's options, an instance per docs version: each runs its `query`, builds
 * the FlexSearch index of the documents `normalizer` returns and keeps it on a node. The documents
 * come from the site model (the `siteSearchDocuments` field below): every page of that version.
 */
export const searchPluginOptions = (versions: readonly DocsVersion[] = siteConfig.docs.versions) =>
  versions.map((version) => ({
    name: searchName(version),
    engine: 'flexsearch',
    engineOptions: SEARCH_ENGINE_OPTIONS,
    query: `query SearchDocuments { siteSearchDocuments(version: ${JSON.stringify(version.name)}) }`,
    ref: 'id',
    index: [INDEXED_FIELD],
    store: ['url', 'title', 'section', 'subcategory', 'text'],
    normalizer: ({ data }: { data: { siteSearchDocuments: unknown[] } }) => data.siteSearchDocuments,
  }));

type SearchNode = Node & LocalSearchNode & { name: string; fields?: { searchFiles?: SearchFilePaths } };

/** The version a node of the plugin's indexes, or undefined for any other node. */
function versionOfSearchNode(node: Node, versions: readonly DocsVersion[] = siteConfig.docs.versions): DocsVersion | undefined {
  if (!node.internal.type.startsWith('LocalSearch')) return undefined;
  return versions.find((version) => searchName(version) === (node as SearchNode).name);
}

export function createSearchResolvers({ createResolvers }: CreateResolversArgs, basePath: string) {
  createResolvers({
    Query: {
      siteSearchDocuments: {
        type: 'JSON!',
        args: { version: 'String!' },
        resolve: async (_source: unknown, args: { version: string }, context: { nodeModel: Parameters<typeof nodesFromNodeModel>[0] }) => {
          const model = await loadSiteModel(nodesFromNodeModel(context.nodeModel));
          const version = model.versions.get(args.version);
          if (!version) throw new Error(`siteSearchDocuments: no docs version is named ${args.version}`);
          return toPluginDocuments(buildSearchDocuments(searchPages(version), version.sidebar, basePath));
        },
      },
    },
  });
}

/** Each version's pair of files, by version name, as the search nodes recorded them: for the pages' context. */
export function searchFilesByVersion(nodes: readonly Node[]): Map<string, SearchFilePaths> {
  const files = new Map<string, SearchFilePaths>();
  for (const node of nodes) {
    const version = versionOfSearchNode(node);
    const recorded = (node as SearchNode).fields?.searchFiles;
    if (version && recorded) files.set(version.name, recorded);
  }
  return files;
}

/**
 * Writes the two files when the plugin makes its node (in `gatsby develop` too, which serves
 * `public/`), and records their paths on it for the pages' context (searchFilesByVersion).
 */
export function onCreateSearchNode({ node, actions }: Pick<CreateNodeArgs, 'node' | 'actions'>, publicDir: string) {
  const version = versionOfSearchNode(node);
  if (!version) return;
  // `gatsby develop` keeps the earlier pair: the landing and 404 pages name the pair of when they were made.
  const keepEarlier = process.env.NODE_ENV === 'development';
  actions.createNodeField({
    node,
    name: 'searchFiles',
    value: writeSearchFiles(node as SearchNode, publicDir, searchDirOf(version), { keepEarlier }),
  });
}

/** After a build: the files again if `public/` lost them while the node stayed cached (a warm build writes no new node). */
export function ensureSearchFiles(
  nodes: readonly Node[],
  publicDir: string,
  versions: readonly DocsVersion[] = siteConfig.docs.versions,
): void {
  // A version removed from the configuration leaves its folder: gone with it.
  const folders = path.join(publicDir, SEARCH_DIR);
  if (fs.existsSync(folders))
    for (const entry of fs.readdirSync(folders, { withFileTypes: true }))
      if (entry.isDirectory() && !versions.some((version) => version.path === entry.name))
        fs.rmSync(path.join(folders, entry.name), { recursive: true });
  for (const node of nodes) {
    const version = versionOfSearchNode(node);
    if (!version) continue;
    const files = (node as SearchNode).fields?.searchFiles;
    const present = files && [files.indexFile, files.storeFile].every((file) => fs.existsSync(path.join(publicDir, file)));
    if (!present) writeSearchFiles(node as SearchNode, publicDir, searchDirOf(version));
  }
}
