// Wiring only: each Node API calls the site model (src/site), search's build half (src/search/node),
// the build's own steps (src/node) and the speed layer (src/node/faster).
import type { GatsbyNode } from 'gatsby';
import { FasterBuild } from './src/node/faster';
import { writeSiteFiles } from './src/node/siteFiles';
import { siteWebpackConfig } from './src/node/webpack';
import { siteConfig } from './src/config/site';
import { createSearchResolvers, createSearchSchema, onCreateSearchNode } from './src/search/node';
import { createSitePages } from './src/site/createPages';
import { refreshGeneratedDocs, sourceGeneratedDocs } from './src/site/generated';
import { onCreateSiteNode } from './src/site/nodes';
import { PUBLIC_DIR } from './src/site/paths';
import { createSiteResolvers, createSiteSchema } from './src/site/schema';

const faster = new FasterBuild(siteConfig.build.faster);

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  createSiteSchema(args);
  createSearchSchema(args);
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  createSiteResolvers(args);
  createSearchResolvers(args, siteConfig.basePath);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceGeneratedDocs(args, faster.generatedPageMaker(args));

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  await onCreateSiteNode(args);
  await refreshGeneratedDocs(args);
  onCreateSearchNode(args, PUBLIC_DIR);
};

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args);

export const onPreBuild: GatsbyNode['onPreBuild'] = (args) => faster.onPreBuild(args);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  siteWebpackConfig(args);
  faster.onCreateWebpackConfig(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = (args) => writeSiteFiles(args, faster.siteFilesOptions());
