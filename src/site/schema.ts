import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from 'gatsby';
import { nodesFromNodeModel, loadSiteModel, type CategoryNode } from './model';

/** Front matter, category and generated-page types are declared, not inferred, so a typo cannot change the schema. */
export function createSiteSchema({ actions }: CreateSchemaCustomizationArgs) {
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
      version: String!
      sourcePath: String!
      lastUpdated: Date
      headings: [PageHeading!]!
      sections: [PageSection!]!
    }
    type PageSection {
      heading: String
      anchor: String
      text: String!
    }
    type PageHeading {
      depth: Int!
      id: String!
      title: String!
    }
    type DocCategory implements Node @dontInfer {
      route: String!
      label: String!
      position: Float!
      slug: String!
      description: String!
      folder: String!
      version: String!
      sourcePath: String!
    }
    type GeneratedDoc implements Node @dontInfer {
      route: String!
      title: String!
      description: String!
      sourcePath: String!
      lastUpdated: Date
      sidebar: GeneratedDocSidebar!
      template: String!
      headings: [PageHeading!]!
      sections: [PageSection!]!
      markdown: String!
      data: JSON!
    }
    type GeneratedDocSidebar {
      parent: String!
      position: Float!
      label: String
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

/** The part of Gatsby's resolver context used here (Gatsby does not export its type). */
interface ResolverContext {
  nodeModel: Parameters<typeof nodesFromNodeModel>[0];
}

/** Fields computed from the site model: each category's cards. (Each page's sidebar is in its page context: src/versions/pageVersion.ts.) */
export function createSiteResolvers({ createResolvers }: CreateResolversArgs) {
  createResolvers({
    DocCategory: {
      items: {
        type: '[DocCard!]!',
        resolve: async (source: CategoryNode, _args: unknown, context: ResolverContext) =>
          (await loadSiteModel(nodesFromNodeModel(context.nodeModel))).cards(source.route),
      },
    },
  });
}
