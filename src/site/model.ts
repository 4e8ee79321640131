import path from 'node:path';
import { siteConfig } from '../config/site';
import type { PageSection } from '../mdx/outline';
import { currentOf, landingRoute, versionOfRoute, versionRoute, type DocsVersion } from '../routes/versions';
import type { GeneratedPage } from './generatedPage';
import { buildSidebar, type SidebarEntry } from './sidebar';
import type { SidebarItem } from './sidebarTree';

/**
 * The build-time site model: every page (doc, category, generated), the sidebar, and every route
 * with the file it comes from, made once from Gatsby's nodes. Page creation, search, the Markdown
 * twins, the llms files, the link check and the sitemap all read it; nothing else derives a route.
 */

interface PageBase {
  /** Without the base path, with a trailing slash: `/connectors/recipes/pagination/`. */
  route: string;
  title: string;
  description: string;
  /** The file it is made from, relative to the project root. */
  sourcePath: string;
  /** The node a template queries by `$id`. */
  id: string;
  /** The docs version it belongs to, by name (src/routes/versions.ts: its route says which). */
  version: string;
}

export interface DocPage extends PageBase {
  kind: 'doc';
  /** The MDX file, absolute (gatsby-plugin-mdx compiles it as the template's child). */
  contentFile: string;
  body: string;
  sections: readonly PageSection[];
}

export interface CategoryPage extends PageBase {
  kind: 'category';
}

export interface GeneratedDocPage extends PageBase {
  kind: 'generated';
  /** The template, relative to the project root. */
  template: string;
  sections: readonly PageSection[];
  /** The twin's body, after its header. */
  markdown: string;
}

export type SitePage = DocPage | CategoryPage | GeneratedDocPage;

/** A card of a category's index page: a child page, or a sub-category with its page count. */
export interface DocCard {
  kind: 'doc' | 'category';
  title: string;
  description: string;
  href: string;
  count: number | null;
}

/** One docs version's part of the model: its pages and its own sidebar. */
export interface VersionModel {
  version: DocsVersion;
  pages: readonly SitePage[];
  sidebar: SidebarItem[];
  /** The version's page at a route of the version's own (`/intro/`), whatever its path prefix. */
  pageWithin: (route: string) => SitePage | undefined;
}

export interface SiteModel {
  /** Each page once, in a stable order (docs, categories, generated pages, each by source file). */
  pages: readonly SitePage[];
  /** Current's sidebar: the site's own (the landing page, search and llms.txt read current's). */
  sidebar: SidebarItem[];
  /** Every configured version's part, in the configured order (current first). */
  versions: ReadonlyMap<string, VersionModel>;
  /** Current's part: what the landing page, the sitemap and the site's llms.txt list. */
  current: VersionModel;
  /** Every route the site renders, file routes (src/pages) included, with its source file. */
  routes: ReadonlyMap<string, string>;
  /** Routes claimed twice: the later claim is skipped and createPages warns with these. */
  conflicts: readonly string[];
  page: (route: string) => SitePage | undefined;
  /** The cards of the category (or generated parent) page at `route`. */
  cards: (route: string) => DocCard[];
}

/** Routes src/pages claims; a doc at one of them would silently replace it. */
export const FILE_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/', 'src/pages/index.tsx'],
  ['/404/', 'src/pages/404.tsx'],
]);

/** A released version's landing page, at its root (`/2.x/`); current's is src/pages/index.tsx at `/`. */
export const VERSION_LANDING_TEMPLATE = 'src/templates/VersionLandingPage.tsx';

/** The routes of the released versions' landing pages, with their template: file routes of those versions. */
export const versionLandingRoutes = (versions: readonly DocsVersion[]): Array<[string, string]> =>
  versions.filter((version) => version.path).map((version) => [landingRoute(version), VERSION_LANDING_TEMPLATE]);

/** The routes a reader can land on, every version's: every page and the landing page, not the 404. */
export const readerRoutes = (model: SiteModel): string[] => [...model.routes.keys()].filter((route) => route !== '/404/');

/**
 * The routes a crawler should list: current's pages and the landing page, not the 404. Released
 * versions are `noindex`, their canonical URLs current's pages.
 */
export const indexedRoutes = (model: SiteModel): string[] => {
  const current = new Set(model.current.pages.map((page) => page.route));
  return readerRoutes(model).filter((route) => FILE_ROUTES.has(route) || current.has(route));
};

// The node shapes the model reads, typed from the generated GraphQL types (src/types/gatsby-types.d.ts).
export type MdxNode = Pick<Queries.Mdx, 'id' | 'body'> & {
  fields?: Pick<Queries.MdxFields, 'slug' | 'folder' | 'version' | 'sourcePath' | 'sections'> | null;
  frontmatter: Pick<Queries.MdxFrontmatter, 'title' | 'description' | 'sidebar_label' | 'sidebar_position'>;
  internal: Pick<Queries.Internal, 'contentFilePath'>;
};
export type CategoryNode = Pick<
  Queries.DocCategory,
  'id' | 'route' | 'label' | 'position' | 'description' | 'folder' | 'version' | 'sourcePath'
>;
export type GeneratedNode = Pick<
  Queries.GeneratedDoc,
  'id' | 'route' | 'title' | 'description' | 'sourcePath' | 'template' | 'sections' | 'markdown'
> & {
  sidebar: GeneratedPage['sidebar'];
};

export interface SiteNodes {
  mdx: readonly MdxNode[];
  categories: readonly CategoryNode[];
  generated: readonly GeneratedNode[];
}

/** What every Node API and resolver can give: the nodes of a type (`getNodesByType`, `nodeModel.findAll`). */
export type NodesOfType = (type: 'Mdx' | 'DocCategory' | 'GeneratedDoc') => Promise<readonly unknown[]> | readonly unknown[];

let memo: { key: string; model: SiteModel } | undefined;

/**
 * The site model from Gatsby's nodes, in a Node API or a resolver alike: made once, and again only
 * when a node changed. Page creation, the resolvers (the sidebar, every category's cards and the
 * search documents, in one query run), the speed layer and the steps after the build share it.
 */
export async function loadSiteModel(nodesOfType: NodesOfType): Promise<SiteModel> {
  const [mdx, categories, generated] = await Promise.all([nodesOfType('Mdx'), nodesOfType('DocCategory'), nodesOfType('GeneratedDoc')]);
  // A page's slug is a field added after its node is made, so it is part of the key as well.
  const all = [...mdx, ...categories, ...generated] as Array<{
    id: string;
    internal: { contentDigest: string };
    fields?: { slug?: string };
  }>;
  const key = all.map((node) => `${node.id}\0${node.internal.contentDigest}\0${node.fields?.slug ?? ''}`).join('\n');
  if (memo?.key !== key)
    memo = {
      key,
      model: siteModel({ mdx: mdx as MdxNode[], categories: categories as CategoryNode[], generated: generated as GeneratedNode[] }),
    };
  return memo.model;
}

/** `nodeModel.findAll` as a NodesOfType, for resolvers. */
export const nodesFromNodeModel =
  (nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> }): NodesOfType =>
  async (type) =>
    Array.from((await nodeModel.findAll({ type })).entries);

const bySource = <T extends { sourcePath: string; route: string }>(a: T, b: T) =>
  a.sourcePath.localeCompare(b.sourcePath, 'en') || a.route.localeCompare(b.route, 'en');

const parentFolder = (folder: string) => (folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '');

/**
 * The model from the nodes. Throws, naming the file, when a page has no place in the sidebar: a
 * folder of pages without `_category_.json`, or a generated page whose parent is not a page.
 */
export function siteModel(nodes: SiteNodes, versions: readonly DocsVersion[] = siteConfig.docs.versions): SiteModel {
  // A folder's category within its version: every version has a `connectors/` folder of its own.
  const folderKey = (version: string, folder: string) => `${version}\0${folder}`;
  const categoryByFolder = new Map(nodes.categories.map((c) => [folderKey(c.version, c.folder), c]));
  const versionOf = (route: string) => versionOfRoute(versions, route).version.name;
  const candidates: Array<{ page: SitePage; sidebar: SidebarEntry }> = [];

  const docs = nodes.mdx
    .filter((node): node is MdxNode & { fields: NonNullable<MdxNode['fields']> } => Boolean(node.fields?.slug))
    .map((node) => ({ node, route: node.fields.slug, sourcePath: node.fields.sourcePath }))
    .sort(bySource);
  for (const { node, route, sourcePath } of docs) {
    const { folder } = node.fields;
    const category = folder ? categoryByFolder.get(folderKey(node.fields.version, folder)) : undefined;
    if (folder && !category)
      throw new Error(`${path.dirname(sourcePath)}/ holds pages but has no _category_.json (label, position, slug, description)`);
    if (versionOf(route) !== node.fields.version)
      throw new Error(`${sourcePath}: its route ${route} lies under the docs version ${versionOf(route)}'s path; rename its folder`);
    candidates.push({
      page: {
        kind: 'doc',
        id: node.id,
        version: node.fields.version,
        route,
        title: node.frontmatter.title,
        description: node.frontmatter.description,
        sourcePath,
        contentFile: node.internal.contentFilePath ?? path.resolve(sourcePath),
        body: node.body ?? '',
        sections: node.fields.sections,
      },
      sidebar: {
        route,
        label: node.frontmatter.sidebar_label || node.frontmatter.title,
        position: node.frontmatter.sidebar_position ?? null,
        parent: category?.route ?? '',
        category: false,
      },
    });
  }
  for (const node of [...nodes.categories].sort((a, b) => bySource(a, b))) {
    const parent = parentFolder(node.folder);
    const above = parent ? categoryByFolder.get(folderKey(node.version, parent)) : undefined;
    if (parent && !above)
      throw new Error(
        `${path.dirname(path.dirname(node.sourcePath))}/ holds the category "${node.label}" but has no _category_.json of its own`,
      );
    candidates.push({
      page: {
        kind: 'category',
        id: node.id,
        version: versionOf(node.route),
        route: node.route,
        title: node.label,
        description: node.description,
        sourcePath: node.sourcePath,
      },
      sidebar: { route: node.route, label: node.label, position: node.position, parent: above?.route ?? '', category: true },
    });
  }
  for (const node of [...nodes.generated].sort(bySource)) {
    candidates.push({
      page: {
        kind: 'generated',
        id: node.id,
        version: versionOf(node.route),
        route: node.route,
        title: node.title,
        description: node.description,
        sourcePath: node.sourcePath,
        template: node.template,
        sections: node.sections,
        markdown: node.markdown,
      },
      sidebar: {
        route: node.route,
        label: node.sidebar.label || node.title,
        position: node.sidebar.position,
        parent: node.sidebar.parent,
        category: false,
      },
    });
  }

  // Each route once: the first claim keeps it (file routes and landings first, then docs, categories and
  // generated pages, as above; in the sidebar too, docs come before categories of equal rank).
  const routes = new Map([...FILE_ROUTES, ...versionLandingRoutes(versions)]);
  const conflicts: string[] = [];
  const kept = candidates.filter(({ page }) => {
    const first = routes.get(page.route);
    if (first === undefined) {
      routes.set(page.route, page.sourcePath);
      return true;
    }
    conflicts.push(
      `Duplicate routes found! Attempting to create page at url=${page.route} from ${page.sourcePath}, but a page already exists at this route (from ${first}). The later one is skipped.`,
    );
    return false;
  });
  const pages = kept.map(({ page }) => page);
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  for (const { page, sidebar } of kept) {
    if (sidebar.parent && !byRoute.has(sidebar.parent))
      throw new Error(
        `${page.sourcePath}: the page ${page.route} goes under ${sidebar.parent} in the sidebar, which is not a page of the site`,
      );
  }
  const sidebars = new Map(
    versions.map((version) => [
      version.name,
      buildSidebar(kept.filter(({ page }) => page.version === version.name).map(({ sidebar }) => sidebar)),
    ]),
  );
  const subtrees = new Map<string, SidebarItem[]>();
  const index = (items: SidebarItem[]) => {
    for (const item of items)
      if (item.type === 'category') {
        subtrees.set(item.href, item.items);
        index(item.items);
      }
  };
  for (const sidebar of sidebars.values()) index(sidebar);
  const countPages = (items: SidebarItem[]): number => items.reduce((n, item) => n + (item.type === 'doc' ? 1 : countPages(item.items)), 0);

  const versionModels = new Map(
    versions.map((version): [string, VersionModel] => [
      version.name,
      {
        version,
        pages: pages.filter((page) => page.version === version.name),
        sidebar: sidebars.get(version.name) ?? [],
        pageWithin: (route) => byRoute.get(versionRoute(version, route)),
      },
    ]),
  );
  const current = versionModels.get(currentOf(versions).name) as VersionModel;
  return {
    pages,
    sidebar: current.sidebar,
    versions: versionModels,
    current,
    routes,
    conflicts,
    page: (route) => byRoute.get(route),
    cards: (route) =>
      (subtrees.get(route) ?? []).map((item) => {
        const page = byRoute.get(item.href);
        return item.type === 'category'
          ? { kind: 'category', title: item.label, description: page?.description ?? '', href: item.href, count: countPages(item.items) }
          : { kind: 'doc', title: page?.title ?? item.label, description: page?.description ?? '', href: item.href, count: null };
      }),
  };
}
