import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin } from './compileHints';

/**
 * The site's own webpack settings, through Gatsby's public `setWebpackConfig`:
 * - the browser bundle's start-up scripts carry V8's compile hint (compileHints.ts);
 * - production builds write no source maps, as Docusaurus's: the renderer's were never served,
 *   and the browser bundle's were for readers who never open them
 *   (docs/decisions/2026-11-25-no-production-source-maps.md).
 */
export function siteWebpackConfig({ stage, actions, reporter }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'reporter'>): void {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new CompileHintsPlugin((message) => reporter.warn(message))] });
  if (stage === 'build-javascript' || stage === 'build-html') actions.setWebpackConfig({ devtool: false });
}
