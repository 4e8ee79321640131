import fs from 'node:fs';
import type { GatsbyCache } from 'gatsby';
import { compilePageTree, type MdxPluginInternals } from '../../gatsby/node/mdxPlugin';
import { listFiles, listRelativeFiles } from '../../lib/listFiles';
import type { ContentTree } from '../../mdx/contentTree';
import { contentTreeOf } from '../../mdx/contentTreeOf';
import type { PageContent } from '../../site/createPages';
import type { DocPage, SiteModel } from '../../site/model';
import type { VersionSources } from '../../versions/sources';
import { digest } from './kept';

interface Options {
  internals: Pick<MdxPluginInternals, 'compileMDX'>;
  /** The compile options gatsby-plugin-mdx gives its loader (mdxCompileOptions). */
  compileOptions: Promise<Record<string, unknown>>;
  sources: readonly VersionSources[];
  /** Where the image plugins read from: a tree holds their sizes and inlined drawings. */
  staticDir: string;
  cache?: Pick<GatsbyCache, 'get' | 'set'>;
  codeVersion: string;
  /** Links in a tree carry it: a build without `--prefix-paths` has none, and shares the cache with one that has it. */
  pathPrefix: string;
  /** Says why a page stays an MDX module. */
  warn: (message: string) => void;
}

/** Every file under a folder, by path and content. */
const folderDigest = (dir: string) =>
  digest(...(fs.existsSync(dir) ? listFiles(dir).sort() : []).flatMap((file) => [file, fs.readFileSync(file)]));

/**
 * pagesAsData: in `gatsby build`, a doc page is data, not code. Each is compiled as gatsby-plugin-mdx
 * compiles it, stopped at its HTML tree, recorded as data that src/templates/DocPage.tsx renders
 * with the components MDX would give it. No page is then a module of either webpack build or a chunk
 * the runtime and chunk map must name, and an edited page changes its page data, not the bundle, so
 * Gatsby renders that page's HTML again and not every page's.
 *
 * A page's tree is kept in Gatsby's cache while what made it is unchanged: its file, the names of the
 * files beside it in its version (a link's route depends on which exist), static/, the build's code
 * and the path prefix. Pages compile in Gatsby's process: in the MDX thread, beside sourcing or
 * beside this process's own compiles, they took about as long (docs/decisions/2026-12-01-pages-as-data.md).
 */
export function pagesAsData(options: Options): PageContent {
  // A page that cannot be data (an import, an expression, a syntax error) stays an MDX module,
  // as in the preview: webpack compiles it, and reports its errors as gatsby-plugin-mdx does.
  const here = async (page: DocPage): Promise<ContentTree | undefined> => {
    try {
      const source = { absolutePath: page.contentFile, body: page.body, mdxNodeId: page.id };
      return contentTreeOf(await compilePageTree(options.internals, await options.compileOptions, source));
    } catch (error) {
      options.warn(`${page.sourcePath}: an MDX module, not data (${(error as Error).message})`);
      return undefined;
    }
  };
  return async (model: SiteModel) => {
    const trees = new Map<string, ContentTree>();
    const build = [folderDigest(options.staticDir), options.codeVersion, options.pathPrefix];
    for (const sources of options.sources) {
      const files = fs.existsSync(sources.docsRoot) ? listRelativeFiles(sources.docsRoot) : [];
      const version = digest(sources.version.name, ...files, ...build);
      for (const page of model.versions.get(sources.version.name)?.pages ?? []) {
        if (page.kind !== 'doc') continue;
        // One entry a page, overwritten when it changes: the cache does not grow with edits.
        const key = `page-tree-${digest(page.contentFile)}`;
        const made = digest(version, fs.readFileSync(page.contentFile));
        const kept = (await options.cache?.get(key)) as { made: string; tree: ContentTree } | undefined;
        const tree = kept?.made === made ? kept.tree : await here(page);
        if (tree === undefined) continue;
        trees.set(page.id, tree);
        if (kept?.made !== made) await options.cache?.set(key, { made, tree });
      }
    }
    return trees;
  };
}
