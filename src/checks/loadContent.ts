import fs from 'node:fs';
import path from 'node:path';
import { currentVersion, siteConfig } from '../config/site';
import { generatedPagesByFile } from '../node/generatedSources';
import { folderOf } from '../routes/slugs';
import { openapiPath, versionCategoryRoute } from '../routes/versions';
import { validateCategory, type CategoryMeta } from '../site/frontmatter';
import type { GeneratedPage } from '../site/generatedPage';
import { siteModel, type CategoryNode, type GeneratedNode, type MdxNode, type SiteModel } from '../site/model';
import { listRelativeFiles } from '../lib/listFiles';
import { allVersionSources, versionSources, type VersionSources } from '../versions/sources';
import { pageAnchors } from './api/referencePages';
import type { CliReference } from './cliCheck';
import { parseDoc, type ContentIndex, type ParsedDoc } from './checkDoc';

/** One docs version's content as the checks read it: its pages, categories and CLI reference, with where they are. */
export interface LoadedContent {
  sources: VersionSources;
  root: string;
  docs: Array<{ doc: ParsedDoc; displayPath: string }>;
  categories: Array<{ folder: string; meta: Partial<CategoryMeta>; errors: string[]; displayPath: string }>;
  cli: CliReference;
}

/**
 * Each version's content as first read in this process. The checks run in processes that end before
 * the content changes (npm test, check:content), and five content test files read every version: one
 * parse of each page, not five. Frozen, so that no check can change what the next one reads.
 */
const loaded = new Map<string, LoadedContent>();

/** Reads a docs version's pages (current's by default) the way the build sees them, for checks and stats; once a process. */
export function loadContent(projectRoot: string, sources: VersionSources = versionSources(currentVersion, projectRoot)): LoadedContent {
  const key = JSON.stringify([projectRoot, sources]);
  let content = loaded.get(key);
  if (!content) loaded.set(key, (content = deepFreeze(readContent(projectRoot, sources))));
  return content;
}

/** Freezes what was read, not the site config's version entries that pages and sources name. */
function deepFreeze<T>(value: T, config: ReadonlySet<unknown> = new Set(siteConfig.docs.versions)): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !config.has(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child, config);
  }
  return value;
}

function readContent(projectRoot: string, sources: VersionSources): LoadedContent {
  const contentRoot = sources.docsRoot;
  const files = listRelativeFiles(contentRoot);
  const display = (rel: string) => path.relative(projectRoot, path.join(contentRoot, rel)).split(path.sep).join('/');
  const docs = files
    .filter((f) => /\.mdx?$/.test(f))
    .map((rel) => ({
      doc: parseDoc(rel, fs.readFileSync(path.join(contentRoot, rel), 'utf8'), display(rel), sources.version),
      displayPath: display(rel),
    }));
  const categories = files
    .filter((f) => path.posix.basename(f) === '_category_.json')
    .map((rel) => {
      let meta: Partial<CategoryMeta> = {};
      let errors: string[];
      try {
        meta = JSON.parse(fs.readFileSync(path.join(contentRoot, rel), 'utf8')) as Partial<CategoryMeta>;
        errors = validateCategory(meta, display(rel));
      } catch (error) {
        errors = [`${display(rel)}: is not valid JSON (${(error as Error).message})`];
      }
      return { folder: path.posix.dirname(rel), meta, errors, displayPath: display(rel) };
    });
  const cli = JSON.parse(fs.readFileSync(sources.cliReference, 'utf8')) as CliReference;
  return { sources, root: contentRoot, docs, categories, cli };
}

/** Every configured version's content, current first. */
export const loadAllContent = (projectRoot: string): LoadedContent[] =>
  allVersionSources(projectRoot).map((sources) => loadContent(projectRoot, sources));

/** The nodes the build would make of these files, for the site model (outlines are not needed to know routes). */
function nodesOf(contents: readonly LoadedContent[], generated: ReadonlyMap<string, GeneratedPage[]>) {
  const mdx: MdxNode[] = contents.flatMap(({ docs, sources }) =>
    docs.map(({ doc, displayPath }) => {
      const frontmatter = doc.frontmatter as { title?: string; description?: string; sidebar_label?: string; sidebar_position?: number };
      return {
        id: displayPath,
        body: '',
        fields: {
          slug: doc.route,
          folder: folderOf(doc.relativePath),
          version: sources.version.name,
          sourcePath: displayPath,
          sections: [],
        },
        frontmatter: {
          title: String(frontmatter.title ?? ''),
          description: String(frontmatter.description ?? ''),
          sidebar_label: frontmatter.sidebar_label ?? null,
          sidebar_position: frontmatter.sidebar_position ?? null,
        },
        internal: { contentFilePath: path.join(sources.docsRoot, doc.relativePath) },
      };
    }),
  );
  const categories: CategoryNode[] = contents.flatMap(({ categories: list, sources }) =>
    list
      .filter((c) => c.errors.length === 0 && c.meta.slug)
      .map((c) => ({
        id: c.displayPath,
        route: versionCategoryRoute(sources.version, String(c.meta.slug)),
        label: String(c.meta.label),
        position: Number(c.meta.position),
        description: String(c.meta.description),
        folder: c.folder === '.' ? '' : c.folder,
        version: sources.version.name,
        sourcePath: c.displayPath,
      })),
  );
  const generatedNodes: GeneratedNode[] = [...generated.values()]
    .flat()
    .map((page) => ({ ...page, id: `${page.sourcePath} ${page.route}` }));
  return { mdx, categories, generated: generatedNodes };
}

/**
 * What every page's links are checked against: the site model the build makes of the same files
 * (every version's pages, categories and generated pages), its routes and each page's anchors. A
 * structural problem the build would stop on (a folder without `_category_.json`) is returned as the
 * model's error.
 */
export async function siteIndex(
  projectRoot: string,
  contents: readonly LoadedContent[],
): Promise<{ index: ContentIndex; model: SiteModel | null; error: string | null; generated: ReadonlyMap<string, GeneratedPage[]> }> {
  const generated = await generatedPagesByFile(
    projectRoot,
    contents.map((c) => c.sources),
  );
  let model: SiteModel | null = null;
  let error: string | null = null;
  try {
    model = siteModel(nodesOf(contents, generated));
  } catch (thrown) {
    error = (thrown as Error).message;
  }
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const { docs } of contents) for (const { doc } of docs) anchors.set(doc.route, doc.headingIds);
  for (const page of [...generated.values()].flat()) anchors.set(page.route, pageAnchors(page));
  const fileSets = new Map(contents.map((c) => [c.sources.version.name, new Set(listRelativeFiles(c.root))]));
  return {
    index: {
      basePath: siteConfig.basePath,
      routes: new Set(model ? model.routes.keys() : [...anchors.keys()]),
      anchors,
      versions: siteConfig.docs.versions,
      fileExists: (version, rel) => fileSets.get(version.name)?.has(rel) ?? false,
      // A released version's OpenAPI documents are published from its own folder (src/node/siteFiles.ts).
      staticExists: (rel) =>
        fs.existsSync(path.join(projectRoot, 'static', rel)) ||
        contents.some(({ sources }) => {
          // `2.x/openapi/`: where the version's documents are published.
          const folder = openapiPath(sources.version, '').slice(1);
          return (
            Boolean(sources.version.path) &&
            rel.startsWith(folder) &&
            fs.existsSync(path.join(sources.openapiDir, rel.slice(folder.length)))
          );
        }),
    },
    model,
    error,
    generated,
  };
}
