import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compilePageTree, type MdxPluginInternals } from '../../gatsby/node/mdxPlugin';
import { listFiles } from '../../lib/listFiles';
import type { ContentTree } from '../../mdx/contentTree';
import { contentTreeOf } from '../../mdx/contentTreeOf';
import type { ReleasedContent } from '../../site/createPages';
import type { DocPage, SiteModel } from '../../site/model';
import type { VersionSources } from '../../versions/sources';

/** Gatsby's cache, as Node APIs get it. */
interface Cache {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
}

interface Options {
  internals: Pick<MdxPluginInternals, 'compileMDX'>;
  /** The compile options gatsby-plugin-mdx gives its loader (mdxCompileOptions). */
  compileOptions: Promise<Record<string, unknown>>;
  sources: readonly VersionSources[];
  /** Where the image plugins read from: a tree holds their sizes and inlined drawings. */
  staticDir: string;
  cache?: Cache;
  codeVersion: string;
  /** Links in a tree carry it: a build without `--prefix-paths` has none, and shares the cache with one that has it. */
  pathPrefix: string;
}

/** A page's tree, compiled as gatsby-plugin-mdx compiles it. */
export async function compileTree(
  internals: Pick<MdxPluginInternals, 'compileMDX'>,
  options: Record<string, unknown>,
  source: { absolutePath: string; body: string; mdxNodeId: string },
): Promise<ContentTree> {
  return contentTreeOf(await compilePageTree(internals, options, source));
}

/** A digest of every file under the folders, by path and content. */
function folderDigest(dirs: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const dir of dirs)
    for (const file of fs.existsSync(dir) ? listFiles(dir).sort() : [])
      hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('base64url');
}

/**
 * releasedPagesAsData: a released version's pages are data, not code. Each is compiled as
 * gatsby-plugin-mdx compiles it, stopped at its HTML tree, recorded as data that
 * src/templates/DocPage.tsx renders with a current page's components. A frozen page is then no
 * module of either webpack build and no chunk that the runtime and chunk map every first visit loads
 * must name. A version's trees are kept
 * in Gatsby's cache while its pages, static/, the build's code and the path prefix are those that
 * made them. They are compiled in Gatsby's process: made in the MDX thread while Gatsby sources its
 * nodes, they took as long (docs/decisions/2026-12-01-released-pages-as-data.md).
 */
export function releasedPageContent(options: Options): ReleasedContent {
  const treeOf = async (page: DocPage): Promise<ContentTree> => {
    try {
      const source = { absolutePath: page.contentFile, body: page.body, mdxNodeId: page.id };
      return await compileTree(options.internals, await options.compileOptions, source);
    } catch (error) {
      throw new Error(`${page.sourcePath}: does not compile as MDX: ${(error as Error).message}`);
    }
  };
  return async (model: SiteModel) => {
    const trees = new Map<string, ContentTree>();
    for (const sources of options.sources.filter(({ version }) => version.status !== 'current')) {
      const inputs = [sources.version.name, folderDigest([sources.docsRoot, options.staticDir]), options.codeVersion, options.pathPrefix];
      const key = `released-trees-${crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('base64url')}`;
      const kept = (await options.cache?.get(key)) as Record<string, ContentTree> | undefined;
      const made: Record<string, ContentTree> = {};
      for (const page of model.versions.get(sources.version.name)?.pages ?? []) {
        if (page.kind !== 'doc') continue;
        made[page.id] = kept?.[page.id] ?? (await treeOf(page));
        trees.set(page.id, made[page.id] as ContentTree);
      }
      if (!kept) await options.cache?.set(key, made);
    }
    return trees;
  };
}
