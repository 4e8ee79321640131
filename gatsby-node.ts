// Wiring only: each Node API exports one function from src/site, src/build and src/search/build.
export { onPreInit } from './src/build/faster/oneCpu';
export { createSchemaCustomization, createResolvers } from './src/site/schema';
export { onCreateNode } from './src/site/nodes';
export { createPages } from './src/site/createPages';
export { onPreBuild } from './src/build/faster/onPreBuild';
export { onPostBuild } from './src/build/postBuild';
export { onCreateWebpackConfig } from './src/build/webpack';
