// Wiring only: each Node API exports one function from src/node.
export { onPreInit } from './src/node/onPreInit';
export { createSchemaCustomization, createResolvers } from './src/node/schema';
export { onCreateNode } from './src/node/onCreateNode';
export { createPages } from './src/node/createPages';
export { onPreBuild } from './src/node/onPreBuild';
export { onPostBuild } from './src/node/onPostBuild';
export { onCreateWebpackConfig } from './src/node/onCreateWebpackConfig';
