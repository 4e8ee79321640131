import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { validateCategory, type CategoryMeta } from '../site/frontmatter';
import { FILE_ROUTES } from '../site/model';
import { categoryRoute } from '../site/slugs';
import type { CliReference } from './cliCheck';
import { listRelativeFiles } from '../lib/listFiles';
import { parseDoc, type ContentIndex, type ParsedDoc } from './checkDoc';

export interface LoadedContent {
  root: string;
  docs: Array<{ doc: ParsedDoc; displayPath: string }>;
  categories: Array<{ folder: string; meta: Partial<CategoryMeta>; errors: string[]; displayPath: string }>;
  index: ContentIndex;
  cli: CliReference;
}

/** Reads `content/docs` (or another root) the way the build sees it, for checks and stats. */
export function loadContent(projectRoot: string, contentRoot = path.join(projectRoot, 'content', 'docs')): LoadedContent {
  const files = listRelativeFiles(contentRoot);
  const display = (rel: string) => path.relative(projectRoot, path.join(contentRoot, rel));
  const docs = files
    .filter((f) => /\.mdx?$/.test(f))
    .map((rel) => ({ doc: parseDoc(rel, fs.readFileSync(path.join(contentRoot, rel), 'utf8'), display(rel)), displayPath: display(rel) }));
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
  // The routes the site model gives every build (src/pages), then each page's and category's, by the same slug rules.
  const routes = new Set<string>(FILE_ROUTES.keys());
  const anchors = new Map<string, Set<string>>();
  for (const { doc } of docs) {
    routes.add(doc.route);
    anchors.set(doc.route, doc.headingIds);
  }
  for (const c of categories) if (c.meta.slug) routes.add(categoryRoute(c.meta.slug));
  const fileSet = new Set(files);
  const cli = JSON.parse(fs.readFileSync(path.join(projectRoot, 'content', 'cli-reference.json'), 'utf8')) as CliReference;
  return {
    root: contentRoot,
    docs,
    categories,
    index: {
      basePath: siteConfig.basePath,
      routes,
      anchors,
      fileExists: (rel) => fileSet.has(rel),
      staticExists: (rel) => fs.existsSync(path.join(projectRoot, 'static', rel)),
    },
    cli,
  };
}
