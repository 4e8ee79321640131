// Wiring only: each Node API calls the site model (src/site), search's build half (src/search/node),
// the build's own steps (src/node) and the speed layer (src/node/faster).
import type { GatsbyNode, Reporter } from 'gatsby';
import { FasterBuild } from './src/node/faster';
import { serveReleasedDocuments, writeSiteFiles } from './src/node/siteFiles';
import { siteWebpackConfig } from './src/node/webpack';
import { siteConfig } from './src/config/site';
import { writeVersionSearchFiles } from './src/search/node';
import { addFilePageContext, createSitePages } from './src/site/createPages';
import type { SiteModel } from './src/site/model';
import { generatedSources } from './src/node/generatedSources';
import { refreshGeneratedDocs, sourceGeneratedDocs } from './src/site/generated';
import { onCreateSiteNode } from './src/site/nodes';
import { PUBLIC_DIR } from './src/site/paths';
import { createSiteResolvers, createSiteSchema } from './src/site/schema';

const faster = new FasterBuild(siteConfig.build.faster);
// The files generated pages are made from: listed once, read by sourcing and by develop's refresh.
const generated = generatedSources();

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  createSiteSchema(args);
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  createSiteResolvers(args);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceGeneratedDocs(args, generated, faster.generatedPageMaker(args));

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  await onCreateSiteNode(args);
  await refreshGeneratedDocs(args, generated);
};

// Each version's search files are written from the site model the pages are made from.
const searchFilesOf =
  ({ reporter }: { reporter: Reporter }) =>
  (model: SiteModel) =>
    writeVersionSearchFiles(
      model,
      PUBLIC_DIR,
      siteConfig.basePath,
      faster.keptSearchFiles((message) => reporter.warn(message)),
    );

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args, searchFilesOf(args), faster.pageContent(args));

// Called for every page: the search files are looked up only for the site's own pages.
export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => addFilePageContext(args, searchFilesOf(args));

export const onPreBuild: GatsbyNode['onPreBuild'] = (args) => faster.onPreBuild(args);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  siteWebpackConfig(args);
  faster.onCreateWebpackConfig(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = (args) =>
  writeSiteFiles(
    args,
    faster.siteFilesOptions((message) => args.reporter.warn(message)),
  );

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => serveReleasedDocuments(app);
