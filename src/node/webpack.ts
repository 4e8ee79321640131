import type { CreateWebpackConfigArgs } from 'gatsby';
import { siteFavicon } from '../components/Seo/favicon';
import { CONTENT_HASH_LENGTH } from '../hosting/rules';
import { CompileHintsPlugin } from './compileHints';
import { docLayoutChunk } from './docLayoutChunk';
import { ReportRemovals } from '../gatsby/node/watchRemovals';

/**
 * The site's own webpack settings, through Gatsby's public `setWebpackConfig` (and
 * `replaceWebpackConfig` for the output's hash length, which the first ignores):
 * - the browser bundle's start-up scripts carry V8's compile hint (compileHints.ts);
 * - production builds write no source maps, as Docusaurus's: the renderer's were never served,
 *   and the browser bundle's were for readers who never open them
 *   (docs/decisions/2026-11-25-no-production-source-maps.md);
 * - the favicon, inlined, as a constant in every bundle that names it (src/components/Seo/FaviconLink.tsx);
 * - the docs pages share one named chunk for what the MDX pages need beyond their text
 *   (docs/decisions/2026-11-27-doc-layout-chunk.md);
 * - the browser bundle's file names carry CONTENT_HASH_LENGTH hex digits of their content's hash,
 *   which the hosting rules read to cache them for a year (src/hosting/rules.ts).
 */
export function siteWebpackConfig({
  stage,
  actions,
  plugins,
  reporter,
  getConfig,
}: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'plugins' | 'reporter' | 'getConfig'>): void {
  actions.setWebpackConfig({ plugins: [plugins.define({ SITE_FAVICON: JSON.stringify(siteFavicon()) })] });
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: [new CompileHintsPlugin((message) => reporter.warn(message))] });
    actions.setWebpackConfig(docLayoutChunk((message) => reporter.warn(message)));
    // Gatsby drops `output` from setWebpackConfig: the one setting there goes through the config itself.
    const config = getConfig() as { output: { hashDigestLength?: number } };
    config.output.hashDigestLength = CONTENT_HASH_LENGTH;
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript' || stage === 'build-html') actions.setWebpackConfig({ devtool: false });
  // The preview rebuilds after a page is removed, not only after one changes.
  if (stage === 'develop') actions.setWebpackConfig({ plugins: [new ReportRemovals((message) => reporter.warn(message))] });
}
