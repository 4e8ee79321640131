import fs from 'node:fs';
import path from 'node:path';
import { markdownLinks } from './llmsTxt';
import { mdxToMarkdown } from './mdxToMarkdown';

/** One page's twin to make, as plain data, so a worker thread can make it as well as this one. */
export interface TwinJob {
  body: string;
  frontmatter: { title: string; description: string };
  /** The page's content file relative to the content folder (`connectors/recipes/pagination.mdx`). */
  fromFile: string;
  contentRoot: string;
  basePath: string;
  /** Routes (`/intro/`) that have a twin. */
  twinRoutes: string[];
}

/** A page's twin and the links it holds (for the llms link check). */
export interface PageTwin {
  markdown: string;
  links: string[];
}

/** The twin of one page (mdxToMarkdown) and its links. */
export function pageTwin({ body, frontmatter, fromFile, contentRoot, basePath, twinRoutes }: TwinJob): PageTwin {
  const markdown = mdxToMarkdown(body, frontmatter, {
    fromFile,
    basePath,
    twinRoutes: new Set(twinRoutes),
    contentFileExists: (rel) => fs.existsSync(path.join(contentRoot, rel)),
  });
  return { markdown, links: markdownLinks(markdown) };
}
