import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { currentVersion, siteConfig } from '../../src/config/site';
import { validateCategory, type CategoryMeta } from '../../src/site/frontmatter';
import { pageOutline } from '../../src/mdx/outline';
import { buildSearchDocuments, searchPages, type SearchDocument } from '../../src/search/node/searchDocuments';
import { searchFiles } from '../../src/search/node/searchFiles';
import { siteModel } from '../../src/site/model';
import { listRelativeFiles } from '../../src/lib/listFiles';
import { categoryRoute, folderOf, slugFromRelativePath } from '../../src/routes/slugs';

const CONTENT = path.resolve(__dirname, '../../content/docs');

/** The search documents of the site, built from content/docs exactly as the Gatsby build does. */
/** How many pages the content holds (the benchmark reports it beside the synthetic ones). */
export const contentPageCount = () => listRelativeFiles(CONTENT).filter((f) => f.endsWith('.mdx')).length;

export function siteDocuments(extraPages: Array<{ relativePath: string; title: string; body: string }> = []): SearchDocument[] {
  const files = listRelativeFiles(CONTENT);
  const pages = [
    ...files
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => {
        const { data, content } = matter(fs.readFileSync(path.join(CONTENT, f), 'utf8'));
        return { relativePath: f, title: String(data.title), body: content, position: data.sidebar_position as number | undefined };
      }),
    ...extraPages.map((p) => ({ ...p, position: undefined })),
  ];
  const categories = files
    .filter((f) => f.endsWith('_category_.json'))
    .map((f) => {
      const meta = JSON.parse(fs.readFileSync(path.join(CONTENT, f), 'utf8')) as CategoryMeta;
      if (validateCategory(meta, f).length) throw new Error(`bad category ${f}`);
      return { ...meta, folder: path.posix.dirname(f) };
    });
  // Every folder of the extra pages, and their ancestors, needs a category (the build requires one).
  const ancestors = (folder: string) => folder.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  const extraFolders = [...new Set(extraPages.flatMap((p) => ancestors(folderOf(p.relativePath))))].filter(
    (f) => f && !categories.some((c) => c.folder === f),
  );
  for (const folder of extraFolders)
    categories.push({
      folder,
      label: folder,
      position: 99,
      slug: folder.replace(/[^a-z0-9]+/gi, '-').toLowerCase(),
      description: `Synthetic ${folder}`,
    });
  // The site model the build makes, from nodes shaped as Gatsby's would be.
  const model = siteModel({
    mdx: pages.map((p, i) => {
      const sourcePath = `content/docs/${p.relativePath}`;
      return {
        id: `mdx-${i}`,
        body: p.body,
        fields: {
          slug: slugFromRelativePath(p.relativePath),
          folder: folderOf(p.relativePath),
          version: currentVersion.name,
          sourcePath,
          sections: pageOutline(p.body).sections,
        },
        frontmatter: { title: p.title, description: '', sidebar_label: null, sidebar_position: p.position ?? null },
        internal: { contentFilePath: path.join(CONTENT, p.relativePath) },
      };
    }),
    categories: categories.map((c) => ({
      ...c,
      id: `category-${c.folder}`,
      version: currentVersion.name,
      route: categoryRoute(c.slug),
      sourcePath: `content/docs/${c.folder}/_category_.json`,
    })),
    generated: [],
  });
  return buildSearchDocuments(searchPages(model.current, siteConfig.basePath), model.sidebar, siteConfig.basePath);
}

/** The files the build writes from those documents (`packing`: other weights or shard sizes, to compare). */
export function buildSearchFiles(documents: SearchDocument[], packing: Parameters<typeof searchFiles>[1] = {}): SearchFiles {
  const files = searchFiles(documents, packing);
  return { index: files.index.content, shards: files.shards };
}

/** A version's search files as the build writes them: the index's text and the shards it names. */
export interface SearchFiles {
  index: string;
  shards: Array<{ name: string; content: string }>;
}
