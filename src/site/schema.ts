import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from 'gatsby';
import { findTrail, type SidebarItem } from './sidebarTree';
import { writeSearchFile, type LocalSearchNode } from '../search/build/searchFiles';
import { buildSidebar, type CategoryEntry, type DocEntry } from './sidebar';

/** Front matter and category types are declared, not inferred, so a typo cannot change the schema. */
export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs) {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      description: String!
      sidebar_label: String
      sidebar_position: Float
      hide_table_of_contents: Boolean
    }
    type MdxFields {
      slug: String!
      folder: String!
      sourcePath: String!
      lastUpdated: Date
      headings: [MdxHeading!]!
      sections: [MdxSection!]!
    }
    type MdxSection {
      heading: String
      anchor: String
      text: String!
    }
    type MdxHeading {
      depth: Int!
      id: String!
      title: String!
    }
    type DocCategory implements Node @dontInfer {
      label: String!
      position: Float!
      slug: String!
      description: String!
      folder: String!
      sourcePath: String!
    }
    type DocCard {
      kind: String!
      title: String!
      description: String!
      href: String!
      count: Int
    }
  `);
}

interface MdxNode {
  fields: { slug: string; folder: string };
  frontmatter: { title: string; description: string; sidebar_label?: string | null; sidebar_position?: number | null };
}

/** The part of Gatsby's resolver `context.nodeModel` used here (Gatsby does not export its type). */
interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
}

async function loadNodes(nodeModel: NodeModel) {
  const [mdx, categories] = await Promise.all([nodeModel.findAll({ type: 'Mdx' }), nodeModel.findAll({ type: 'DocCategory' })]);
  return { mdx: Array.from(mdx.entries) as MdxNode[], categories: Array.from(categories.entries) as CategoryEntry[] };
}

/** The sidebar, built from every page and category node. */
export async function loadSidebar(nodeModel: NodeModel): Promise<SidebarItem[]> {
  const { mdx, categories } = await loadNodes(nodeModel);
  const docs: DocEntry[] = mdx.map((node) => ({
    slug: node.fields.slug,
    folder: node.fields.folder,
    title: node.frontmatter.title,
    sidebarLabel: node.frontmatter.sidebar_label,
    sidebarPosition: node.frontmatter.sidebar_position,
  }));
  return buildSidebar(docs, categories);
}

const countPages = (items: SidebarItem[]): number => items.reduce((n, item) => n + (item.type === 'doc' ? 1 : countPages(item.items)), 0);

/**
 * `docSidebar` for the one static query, `DocCategory.items` for the category index cards, and the
 * URLs of the two search files, written as JSON from gatsby-plugin-local-search's node.
 */
export function createResolvers({ createResolvers: create }: CreateResolversArgs) {
  create({
    LocalSearchDocs: {
      indexFile: { type: 'String!', resolve: (node: LocalSearchNode) => writeSearchFile(node, 'index') },
      storeFile: { type: 'String!', resolve: (node: LocalSearchNode) => writeSearchFile(node, 'store') },
    },
    Query: {
      docSidebar: {
        type: 'JSON!',
        resolve: (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => loadSidebar(context.nodeModel),
      },
    },
    DocCategory: {
      items: {
        type: '[DocCard!]!',
        resolve: async (source: CategoryEntry, _args: unknown, context: { nodeModel: NodeModel }) => {
          const { mdx, categories } = await loadNodes(context.nodeModel);
          const tree = await loadSidebar(context.nodeModel);
          const self = findTrail(tree, `/category/${source.slug}/`).at(-1);
          if (!self || self.type !== 'category') return [];
          return self.items.map((item) => {
            if (item.type === 'category') {
              const meta = categories.find((c) => `/category/${c.slug}/` === item.href);
              return {
                kind: 'category',
                title: item.label,
                description: meta?.description ?? '',
                href: item.href,
                count: countPages(item.items),
              };
            }
            const doc = mdx.find((m) => m.fields.slug === item.href);
            return {
              kind: 'doc',
              title: doc?.frontmatter.title ?? item.label,
              description: doc?.frontmatter.description ?? '',
              href: item.href,
              count: null,
            };
          });
        },
      },
    },
  });
}
