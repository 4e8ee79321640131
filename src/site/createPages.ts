import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadSiteModel, type SitePage } from './model';

const TEMPLATES = path.resolve('src/templates');

/** The component of a page: a template, for a doc with its MDX file as gatsby-plugin-mdx reads it. */
function componentOf(page: SitePage): string {
  switch (page.kind) {
    case 'doc':
      // The MDX plugin compiles the file named in the query string and passes it as `children`.
      return `${path.join(TEMPLATES, 'DocPage.tsx')}?__contentFilePath=${page.contentFile}`;
    case 'category':
      return path.join(TEMPLATES, 'CategoryPage.tsx');
    case 'generated':
      return path.resolve(page.template);
  }
}

/** A page per entry of the site model; a route claimed twice warns naming both sides (SPEC §8). */
export async function createSitePages({ actions, reporter, getNodesByType }: CreatePagesArgs) {
  let model;
  try {
    model = await loadSiteModel(getNodesByType);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const conflict of model.conflicts) reporter.warn(conflict);
  for (const page of model.pages) {
    const component = componentOf(page);
    if (page.kind === 'generated' && !fs.existsSync(component)) {
      reporter.panicOnBuild(
        `${page.sourcePath}: the page ${page.route} asks for the template src/templates/${page.template}, which does not exist`,
      );
      continue;
    }
    actions.createPage({ path: page.route, component, context: { id: page.id } });
  }
}
