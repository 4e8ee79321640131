import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compilePageTree, type MdxPluginInternals } from '../../gatsby/node/mdxPlugin';
import { listFiles } from '../../lib/listFiles';
import type { ContentTree } from '../../mdx/contentTree';
import { contentTreeOf } from '../../mdx/contentTreeOf';
import type { ReleasedContent } from '../../site/createPages';
import type { DocPage, SiteModel } from '../../site/model';
import type { VersionSources } from '../../versions/sources';
import type { MdxThread } from './mdxThreads/mdxThread';

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
  /** Links in a tree carry it: `gatsby develop` has none, a build `/docs`, and both share the cache. */
  pathPrefix: string;
}

/** A page's tree, compiled as gatsby-plugin-mdx compiles it (in the MDX thread too). */
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

/** A page's body as gatsby-plugin-mdx reads it from its file (its `parseFrontmatter`: YAML only). */
const bodyOf = (file: string): string => matter(fs.readFileSync(file, 'utf8'), { language: 'yaml', engines: NO_CODE_ENGINES }).content;
const NO_CODE_ENGINES = { js: () => ({}), javascript: () => ({}), json: () => ({}) };

/**
 * releasedPagesAsData: a released version's pages are data, not code. Each is compiled as
 * gatsby-plugin-mdx compiles it, stopped at its HTML tree, which src/templates/ReleasedDocPage.tsx
 * renders with the same components. A frozen page is then no module of either webpack build and no
 * chunk that the runtime and chunk map every first visit loads must name. A version's trees are kept
 * in Gatsby's cache while its pages, static/ and the build's code are those that made them; a
 * version without kept trees is compiled in the MDX thread while Gatsby sources its nodes.
 */
export class ReleasedTrees {
  /** Trees being made in the thread, by file, with the body each was made from. */
  private readonly ahead = new Map<string, { body: string; tree: Promise<ContentTree | undefined> }>();
  private readonly keys = new Map<string, string>();

  constructor(private readonly options: Options) {}

  private released(): VersionSources[] {
    return this.options.sources.filter((sources) => sources.version.status !== 'current');
  }

  private key(sources: VersionSources): string {
    let key = this.keys.get(sources.version.name);
    if (!key) {
      const { staticDir, codeVersion, pathPrefix } = this.options;
      const inputs = [sources.version.name, folderDigest([sources.docsRoot, staticDir]), codeVersion, pathPrefix];
      key = `released-trees-${crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('base64url')}`;
      this.keys.set(sources.version.name, key);
    }
    return key;
  }

  /** Whether some version's trees must be made: then the thread makes them from the files, ahead. */
  async missing(): Promise<boolean> {
    for (const sources of this.released()) if (!(await this.options.cache?.get(this.key(sources)))) return true;
    return false;
  }

  /** Sends every page of the versions without kept trees to the thread (onPreBootstrap). */
  async prepare(thread: MdxThread): Promise<void> {
    for (const sources of this.released()) {
      if (await this.options.cache?.get(this.key(sources))) continue;
      for (const file of listFiles(sources.docsRoot).filter((name) => /\.mdx?$/.test(name))) {
        const body = bodyOf(file);
        this.ahead.set(file, { body, tree: thread.tree({ absolutePath: file, body, mdxNodeId: '' }) });
      }
    }
  }

  private async treeOf(page: DocPage): Promise<ContentTree> {
    const ahead = this.ahead.get(page.contentFile);
    const made = ahead?.body === page.body ? await ahead.tree : undefined;
    if (made) return made;
    try {
      const source = { absolutePath: page.contentFile, body: page.body, mdxNodeId: page.id };
      return await compileTree(this.options.internals, await this.options.compileOptions, source);
    } catch (error) {
      throw new Error(`${page.sourcePath}: does not compile as MDX: ${(error as Error).message}`);
    }
  }

  /** The released versions' doc pages as trees, by page id (createPages). */
  readonly content: ReleasedContent = async (model: SiteModel) => {
    const trees = new Map<string, ContentTree>();
    for (const sources of this.released()) {
      const pages = model.versions.get(sources.version.name)?.pages ?? [];
      const key = this.key(sources);
      const kept = (await this.options.cache?.get(key)) as Record<string, ContentTree> | undefined;
      const made: Record<string, ContentTree> = {};
      for (const page of pages) {
        if (page.kind !== 'doc') continue;
        made[page.id] = kept?.[page.id] ?? (await this.treeOf(page));
        trees.set(page.id, made[page.id] as ContentTree);
      }
      if (!kept) await this.options.cache?.set(key, made);
    }
    this.ahead.clear();
    return trees;
  };
}
