import path from 'node:path';
import type { BuildArgs, CreateWebpackConfigArgs, ParentSpanPluginArgs } from 'gatsby';
import type { Compiler } from 'webpack';
import { adapt, type Warn } from '../../gatsby/node/failSafe';
import { compiledGatsbyFilesDir, devServerRendering, ownCacheDir } from '../../gatsby/node/conventions';
import { mdxCompileOptions, mdxPluginInternals } from '../../gatsby/node/mdxPlugin';
import { JSX_RUNTIME, mdxPluginOptions } from '../../mdx/options';
import type { PageContent } from '../../site/createPages';
import { adaptMdxRule, oneBabelPass, replaceJsMinimizer, type WebpackConfigWithRules } from '../../gatsby/node/webpackRules';
import type { KeptSearchFiles } from '../../search/node/searchFiles';
import type { PageMaker } from '../../site/generated';
import type { GeneratedPage } from '../../site/generatedPage';
import { loadSiteModel } from '../../site/model';
import { allVersionSources } from '../../versions/sources';
import { twinSite, twinSource } from '../../twins/pageTwin';
import { PUBLIC_DIR } from '../../site/paths';
import { pagesAsData } from './pagesAsData';
import { precompressEarly, type Manifest } from '../precompress';
import type { SiteFilesOptions } from '../siteFiles';
import { resolveFaster, type FasterParts, type FasterSetting } from './parts';
import { digest } from './kept';
import { keptLinkScans } from './linkScans';
import { keptSearchFiles } from './searchFiles';
import { bundleThreadEntry, FasterTwins, twinsInThread } from './twins';
import { CacheKeyPlugin, packageInputs, webpackCacheVersion } from './webpackCacheKey';
import { EMPTY_MDX_PAGE_LOADER, swcJsMinimizer } from './webpack';

export { PART_NAMES, PROCESS_PARTS, resolveFaster, type FasterParts, type FasterSetting } from './parts';

type WebpackConfig = WebpackConfigWithRules & {
  cache?: false | { type?: string; version?: string };
  plugins: unknown[];
  optimization?: { minimizer?: unknown[] };
};

/**
 * The build's speed layer: every mechanism the build has only for speed, applied from here through
 * Gatsby's Node APIs and switched by one setting (parts.ts). The features never import it; with
 * every part off, Gatsby and gatsby-plugin-mdx take their own paths.
 */
export class FasterBuild {
  readonly parts: FasterParts;
  private readonly root = process.cwd();
  private twins?: FasterTwins;
  /** The version of the build's own code (codeVersion), once known. */
  private code?: string;
  /** The browser bundle's files, compressed while the HTML renderer builds (earlyPrecompression). */
  private precompressedEarly?: Promise<Manifest>;

  constructor(setting: FasterSetting, env: NodeJS.ProcessEnv = process.env) {
    this.parts = resolveFaster(setting, env);
  }

  /**
   * The build's own code as Gatsby runs it (the compiled gatsby-node bundles src/, twins and
   * generators included) and the packages it requires: what a cached result depends on besides its input.
   */
  private codeVersion(): string {
    // Hashed once a process: sourceNodes and onPreBuild both ask, and the code does not change under a running build.
    this.code ??= webpackCacheVersion(this.root, [
      path.join(compiledGatsbyFilesDir(this.root), 'gatsby-node.js'),
      ...packageInputs(this.root),
    ]);
    return this.code;
  }

  /**
   * How sourceNodes makes generated pages: from Gatsby's cache when the file and the code are
   * those that made them (generatedPageCache), else by the file's source.
   */
  generatedPageMaker({ cache, reporter }: Pick<ParentSpanPluginArgs, 'cache' | 'reporter'>): PageMaker | undefined {
    const warn: Warn = (message) => reporter.warn(message);
    const codeVersion = this.parts.generatedPageCache ? adapt('generatedPageCache', warn, () => this.codeVersion()) : undefined;
    if (codeVersion === undefined) return undefined;
    return async (file, make) => {
      const key = `generated-pages-${digest(JSON.stringify(file), codeVersion)}`;
      const kept = (await cache.get(key)) as GeneratedPage[] | undefined;
      if (Array.isArray(kept)) return kept;
      const pages = await make(file);
      await cache.set(key, pages);
      return pages;
    };
  }

  /** How the search files of an unchanged version are named again instead of packed (searchFileCache). */
  keptSearchFiles(warn: Warn): KeptSearchFiles | undefined {
    if (!this.parts.searchFileCache) return undefined;
    return adapt('searchFileCache', warn, () =>
      keptSearchFiles(path.join(ownCacheDir(this.root, 'faster'), 'search-files.json'), this.codeVersion()),
    );
  }

  /** How createPages makes the doc pages as data (pagesAsData); undefined leaves them MDX modules. */
  pageContent({ cache, reporter, pathPrefix }: Pick<ParentSpanPluginArgs, 'cache' | 'reporter' | 'pathPrefix'>): PageContent | undefined {
    // `gatsby build` only: the preview compiles a page when it is visited, and hot-reloads it as a module.
    if (!this.parts.pagesAsData || process.env.NODE_ENV !== 'production') return undefined;
    const warn: Warn = (message) => reporter.warn(message);
    return adapt('pagesAsData', warn, () => {
      const internals = mdxPluginInternals();
      return pagesAsData({
        internals,
        compileOptions: mdxCompileOptions(internals, mdxPluginOptions, { jsxRuntime: JSX_RUNTIME, pathPrefix }),
        sources: allVersionSources(),
        staticDir: path.join(this.root, 'static'),
        cache,
        codeVersion: this.codeVersion(),
        pathPrefix,
        warn,
      });
    });
  }

  /** Before webpack starts (`gatsby build` only): the twins the cache lacks, given to the MDX thread to make beside webpack's work. */
  async onPreBuild({ getNodesByType, pathPrefix, cache, reporter }: BuildArgs): Promise<void> {
    const warn: Warn = (message) => reporter.warn(message);
    const bundle = this.parts.mdxWorkerThreads ? adapt('mdxWorkerThreads', warn, () => bundleThreadEntry(this.root)) : undefined;
    const twinCache = this.parts.twinCache ? adapt('twinCache', warn, () => ({ cache, codeVersion: this.codeVersion() })) : undefined;
    this.twins = new FasterTwins({
      thread: bundle ? (batch) => twinsInThread(bundle, batch) : undefined,
      cache: twinCache?.cache,
      codeVersion: twinCache?.codeVersion ?? '',
      warn,
    });
    if (!bundle) return;
    const model = await loadSiteModel(getNodesByType);
    const site = twinSite(model, { roots: allVersionSources(), basePath: `${pathPrefix}/` });
    await this.twins.prepare(
      model.pages.map((page) => twinSource(page, model, site)),
      site,
    );
  }

  /** The webpack parts, on the config Gatsby and the site's own settings made. */
  onCreateWebpackConfig({ stage, actions, getConfig, reporter }: CreateWebpackConfigArgs): void {
    const warn: Warn = (message) => reporter.warn(message);
    const parts = this.parts;
    const config = getConfig() as WebpackConfig;
    const production = stage === 'build-javascript' || stage === 'build-html';

    // With server rendering in develop the pages are rendered there, so they must compile.
    if (stage === 'develop-html' && parts.previewShellOnly && !devServerRendering())
      adapt('previewShellOnly', warn, () => adaptMdxRule(config, () => ({ loader: EMPTY_MDX_PAGE_LOADER }), 'previewShellOnly', warn));
    // Gatsby builds the HTML renderer on one core: the other compresses the browser bundle meanwhile.
    if (stage === 'build-javascript' && parts.earlyPrecompression)
      config.plugins.push({
        apply: (compiler: Compiler) =>
          compiler.hooks.done.tap('EarlyPrecompression', ({ compilation }) => {
            const out = compilation.outputOptions.path ?? PUBLIC_DIR;
            // Written by this build: an unchanged file webpack left on disk keeps the copies it has.
            const files = [...compilation.emittedAssets].map((name) => path.join(out, name));
            this.precompressedEarly = precompressEarly(PUBLIC_DIR, files).catch(() => ({}));
          }),
      });
    if (production && parts.oneBabelPass) adapt('oneBabelPass', warn, () => oneBabelPass(config));
    if (stage === 'build-javascript' && parts.swcJsMinimizer)
      adapt('swcJsMinimizer', warn, () => replaceJsMinimizer(config, swcJsMinimizer()));
    // Production only: in `gatsby develop`, `cache: false` would also drop the memory cache that lets a
    // saved edit recompile one page instead of all. For builds whose `.cache` is thrown away (a deploy
    // from a clean clone, a test's fixture build), writing the cache only costs time.
    if (production && process.env.WEBPACK_PERSISTENT_CACHE === 'false') config.cache = false;
    if (production && parts.webpackCacheKey && config.cache && config.cache.type === 'filesystem') {
      const version = adapt('webpackCacheKey', warn, () => webpackCacheVersion(this.root));
      if (version) {
        config.cache.version = version;
        config.plugins.push(new CacheKeyPlugin());
      }
    }
    actions.replaceWebpackConfig(config);
  }

  /** How writeSiteFiles uses the parts: the twins (one the thread was not given is made there), kept link scans, precompression. */
  siteFilesOptions(warn: Warn): SiteFilesOptions {
    return {
      makeTwins: this.twins && (this.parts.mdxWorkerThreads || this.parts.twinCache) ? this.twins.maker() : undefined,
      linkScans: this.parts.linkScanCache
        ? adapt('linkScanCache', warn, () =>
            keptLinkScans(path.join(ownCacheDir(this.root, 'faster'), 'link-scans.json'), this.codeVersion()),
          )
        : undefined,
      precompressChangedOnly: this.parts.precompressChangedOnly,
      precompressedEarly: this.precompressedEarly,
    };
  }
}
