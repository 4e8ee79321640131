import fs from 'node:fs';
import path from 'node:path';
import type { CreatePageArgs, CreatePagesArgs } from 'gatsby';
import type { ContentTree } from '../mdx/contentTree';
import type { SearchFilePaths } from '../search/options';
import { versionPageContext } from '../versions/pageVersion';
import { landingWithin } from '../landing/content';
import { landingRoute } from '../routes/versions';
import { FILE_ROUTES, loadSiteModel, VERSION_LANDING_TEMPLATE, type SiteModel, type SitePage } from './model';

const TEMPLATES = path.resolve('src/templates');

/** The doc pages made as data, by page id (the speed layer's pagesAsData); none without it. */
export type PageContent = (model: SiteModel) => Promise<ReadonlyMap<string, ContentTree>>;

/**
 * The component of a page: a template, for a doc with its MDX file as gatsby-plugin-mdx reads it,
 * or given its content as a tree.
 */
function componentOf(page: SitePage, tree: ContentTree | undefined): string {
  switch (page.kind) {
    case 'doc':
      // Given as data, the content is in the page's context.
      if (tree) return path.join(TEMPLATES, 'DocPage.tsx');
      // The MDX plugin compiles the file named in the query string and passes it as `children`.
      return `${path.join(TEMPLATES, 'DocPage.tsx')}?__contentFilePath=${page.contentFile}`;
    case 'category':
      return path.join(TEMPLATES, 'CategoryPage.tsx');
    case 'generated':
      return path.resolve(page.template);
  }
}

/** Each version's search files, by version name (src/search/node writes them from the model). */
export type SearchFilesByVersion = ReadonlyMap<string, SearchFilePaths>;
export type SearchFilesOf = (model: SiteModel) => SearchFilesByVersion;

/** A page per entry of the site model; a route claimed twice warns naming both sides (SPEC §8). */
export async function createSitePages(
  { actions, reporter, getNodesByType }: CreatePagesArgs,
  searchFilesOf: SearchFilesOf,
  pageContent?: PageContent,
) {
  let model;
  try {
    model = await loadSiteModel(getNodesByType);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const conflict of model.conflicts) reporter.warn(conflict);
  const search = searchFilesOf(model);
  let trees: ReadonlyMap<string, ContentTree> = new Map();
  try {
    trees = (await pageContent?.(model)) ?? trees;
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const page of model.pages) {
    const tree = trees.get(page.id);
    const component = componentOf(page, tree);
    if (page.kind === 'generated' && !fs.existsSync(component)) {
      reporter.panicOnBuild(
        `${page.sourcePath}: the page ${page.route} asks for the template src/templates/${page.template}, which does not exist`,
      );
      continue;
    }
    const context = { id: page.id, ...versionPageContext(model, page.route, search), ...(tree && { content: tree }) };
    actions.createPage({ path: page.route, component, context });
  }
  for (const { version, pageWithin } of model.versions.values()) {
    if (!version.path) continue;
    const route = landingRoute(version);
    actions.createPage({
      path: route,
      component: path.resolve(VERSION_LANDING_TEMPLATE),
      context: { ...versionPageContext(model, route, search), landing: landingWithin(pageWithin) },
    });
  }
}

/** The site's own pages (src/pages: the landing page, the 404) are current's: its sidebar is in their drawer. */
export async function addFilePageContext(
  { page, actions, getNodesByType }: Pick<CreatePageArgs, 'page' | 'actions'> & Pick<CreatePagesArgs, 'getNodesByType'>,
  searchFilesOf: SearchFilesOf,
) {
  // Gatsby serves its copy `/404.html` for any missing path, and `gatsby develop` its own: they are the 404 page too.
  if (!(FILE_ROUTES.has(page.path) || page.path === '/404.html' || page.path === '/dev-404-page/') || 'version' in (page.context ?? {}))
    return;
  let model;
  try {
    model = await loadSiteModel(getNodesByType);
  } catch {
    // createSitePages stops the build with the model's error, naming the file.
    return;
  }
  actions.deletePage(page);
  // The landing page's links and cards come from current's pages, as a released version's landing's do.
  const landing = page.path === landingRoute(model.current.version) ? { landing: landingWithin(model.current.pageWithin) } : {};
  actions.createPage({
    ...page,
    context: { ...page.context, ...versionPageContext(model, page.path, searchFilesOf(model)), ...landing },
  });
}
