import fs from 'node:fs';
import path from 'node:path';
import { markdownLinks } from './llmsTxt';
import { mdxToMarkdown } from './mdxToMarkdown';

/** What every page's twin resolves its links against: the same for all of a build's pages. */
export interface TwinSite {
  contentRoot: string;
  basePath: string;
  /** Routes (`/intro/`) that have a twin. */
  twinRoutes: string[];
}

/** One page to make a twin of, as plain data, so a worker thread can make it as well as this one. */
export interface TwinSource {
  body: string;
  frontmatter: { title: string; description: string };
  /** The page's content file relative to the content folder (`connectors/recipes/pagination.mdx`). */
  fromFile: string;
}

/** A page's twin and the links it holds (for the llms link check). */
export interface PageTwin {
  markdown: string;
  links: string[];
}

const routeSets = new WeakMap<TwinSite, ReadonlySet<string>>();

/** The twin of one page (mdxToMarkdown) and its links. */
export function pageTwin({ body, frontmatter, fromFile }: TwinSource, site: TwinSite): PageTwin {
  let twinRoutes = routeSets.get(site);
  if (!twinRoutes) routeSets.set(site, (twinRoutes = new Set(site.twinRoutes)));
  const markdown = mdxToMarkdown(body, frontmatter, {
    fromFile,
    basePath: site.basePath,
    twinRoutes,
    contentFileExists: (rel) => fs.existsSync(path.join(site.contentRoot, rel)),
  });
  return { markdown, links: markdownLinks(markdown) };
}
