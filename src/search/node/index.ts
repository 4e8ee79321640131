import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, Node } from 'gatsby';
import { nodesFromNodeModel, loadSiteModel } from '../../site/model';
import { INDEXED_FIELD, SEARCH_ENGINE_OPTIONS } from '../encode';
import { buildSearchDocuments, searchPages, toPluginDocuments } from './searchDocuments';
import { writeSearchFiles, type LocalSearchNode, type SearchFilePaths } from './searchFiles';

/** gatsby-plugin-local-search's node type for the index named `docs`. */
const SEARCH_NODE_TYPE = 'LocalSearchDocs';

/**
 * gatsby-plugin-local-search's options: it runs `query`, builds the FlexSearch index of the
 * documents `normalizer` returns and keeps it on a node. The documents come from the site model
 * (the `siteSearchDocuments` field below), so search covers every page the site has.
 */
export const searchPluginOptions = {
  name: 'docs',
  engine: 'flexsearch',
  engineOptions: SEARCH_ENGINE_OPTIONS,
  query: `query SearchDocuments { siteSearchDocuments }`,
  ref: 'id',
  index: [INDEXED_FIELD],
  store: ['url', 'title', 'section', 'subcategory', 'text'],
  normalizer: ({ data }: { data: { siteSearchDocuments: unknown[] } }) => data.siteSearchDocuments,
};

/** The two files' paths, recorded on the plugin's node when the files are written. */
export function createSearchSchema({ actions }: CreateSchemaCustomizationArgs) {
  actions.createTypes(`
    type SearchFiles {
      indexFile: String!
      storeFile: String!
    }
  `);
}

export function createSearchResolvers({ createResolvers }: CreateResolversArgs, basePath: string) {
  createResolvers({
    Query: {
      siteSearchDocuments: {
        type: 'JSON!',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: Parameters<typeof nodesFromNodeModel>[0] }) => {
          const model = await loadSiteModel(nodesFromNodeModel(context.nodeModel));
          return toPluginDocuments(buildSearchDocuments(searchPages(model), model.sidebar, basePath));
        },
      },
    },
    [SEARCH_NODE_TYPE]: {
      files: { type: 'SearchFiles!', resolve: (node: Node) => (node.fields as { searchFiles: SearchFilePaths }).searchFiles },
    },
  });
}

/**
 * Writes the two files when the plugin makes its node (in `gatsby develop` too, which serves
 * `public/`), and records their paths on it for the browser's static query.
 */
export function onCreateSearchNode({ node, actions }: Pick<CreateNodeArgs, 'node' | 'actions'>, publicDir: string) {
  if (node.internal.type !== SEARCH_NODE_TYPE) return;
  actions.createNodeField({ node, name: 'searchFiles', value: writeSearchFiles(node as unknown as LocalSearchNode, publicDir) });
}

/** After a build: the files again if `public/` lost them while the node stayed cached (a warm build writes no new node). */
export function ensureSearchFiles(nodes: readonly unknown[], publicDir: string): void {
  for (const node of nodes as Array<LocalSearchNode & { fields?: { searchFiles?: SearchFilePaths } }>) {
    const files = node.fields?.searchFiles;
    const present = files && [files.indexFile, files.storeFile].every((file) => fs.existsSync(path.join(publicDir, file)));
    if (!present) writeSearchFiles(node, publicDir);
  }
}
