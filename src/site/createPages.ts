import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { categoryRoute } from './slugs';

const DOC_TEMPLATE = path.resolve('src/templates/DocPage.tsx');
const CATEGORY_TEMPLATE = path.resolve('src/templates/CategoryPage.tsx');

/** Routes src/pages already claims; a doc at one of them would silently replace it. */
const RESERVED_ROUTES: Record<string, string> = {
  '/': 'src/pages/index.tsx (landing page)',
  '/404/': 'src/pages/404.tsx',
};

interface PagesQuery {
  allMdx: { nodes: Array<{ id: string; fields: { slug: string; sourcePath: string }; internal: { contentFilePath: string } }> };
  allDocCategory: { nodes: Array<{ slug: string; sourcePath: string }> };
}

/** Claims each route once; a second claim warns naming both sides (SPEC §8: duplicate routes warn). */
export function createRouteRegistry(warn: (message: string) => void) {
  const owners = new Map<string, string>(Object.entries(RESERVED_ROUTES));
  return (route: string, owner: string): boolean => {
    const first = owners.get(route);
    if (first) {
      warn(
        `Duplicate routes found! Attempting to create page at url=${route} from ${owner}, but a page already exists at this route (from ${first}). The later one is skipped.`,
      );
      return false;
    }
    owners.set(route, owner);
    return true;
  };
}

/** One page per MDX file and one index page per category, from one GraphQL query. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs) {
  const result = await graphql<PagesQuery>(`
    query DocRoutes {
      allMdx {
        nodes {
          id
          fields {
            slug
            sourcePath
          }
          internal {
            contentFilePath
          }
        }
      }
      allDocCategory {
        nodes {
          slug
          sourcePath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the MDX docs', result.errors);
    return;
  }
  const claim = createRouteRegistry((message) => reporter.warn(message));
  for (const doc of result.data.allMdx.nodes) {
    if (!claim(doc.fields.slug, doc.fields.sourcePath)) continue;
    actions.createPage({
      path: doc.fields.slug,
      // The MDX plugin compiles the file named in the query string and passes it as `children`.
      component: `${DOC_TEMPLATE}?__contentFilePath=${doc.internal.contentFilePath}`,
      context: { id: doc.id },
    });
  }
  for (const category of result.data.allDocCategory.nodes) {
    const route = categoryRoute(category.slug);
    if (!claim(route, category.sourcePath)) continue;
    actions.createPage({ path: route, component: CATEGORY_TEMPLATE, context: { category: category.slug } });
  }
}
