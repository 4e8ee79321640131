import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { markdownTwinPath } from './twinPath';
import type { SidebarItem } from '../site/sidebarTree';
import { listRelativeFiles } from '../lib/listFiles';
import { categoryRoute } from '../site/slugs';
import { categoryToMarkdown } from './categoryTwin';
import { brokenLocalLinks, buildLlmsFull, buildLlmsTxt, llmsFullPages, markdownLinks, type LlmsHeader, type TwinPage } from './llmsTxt';
import { pageTwin, type PageTwin, type TwinSite, type TwinSource } from './pageTwin';

interface TwinsQuery {
  allMdx: {
    nodes: Array<{
      body: string;
      fields: { slug: string };
      frontmatter: { title: string; description: string };
      internal: { contentFilePath: string };
    }>;
  };
  allDocCategory: {
    nodes: Array<{
      slug: string;
      label: string;
      description: string;
      items: Array<{ title: string; description: string; href: string; count: number | null }>;
    }>;
  };
  docSidebar: SidebarItem[];
}

const TWINS_QUERY = `
  query MarkdownTwins {
    allMdx { nodes { body fields { slug } frontmatter { title description } internal { contentFilePath } } }
    allDocCategory { nodes { slug label description items { title description href count } } }
    docSidebar
  }
`;

export const LLMS_HEADER: LlmsHeader = {
  title: 'Developer Portal',
  summary:
    'Documentation of the connector platform: build connectors with the SDK and the sync-connector CLI, configure and publish them, ' +
    'follow recipes for real-world provider APIs, read the HTTP API specification and embed the sync product.',
  notes: [
    'Notes for AI assistants:',
    '',
    '- Every page below is the Markdown twin of an HTML page: the same URL with `index.md` appended. `llms-full.txt` holds them all in one file.',
    '- The API specification pages (section "Connectors › API specification") are normative: when another page or an example disagrees with them, they win. The OpenAPI document is at [/docs/openapi/connector-api.yaml](/docs/openapi/connector-api.yaml).',
    '- Example Tracker is a fictional provider API used by every example and the tutorial connector. It is not a real service: do not look for its documentation elsewhere or present it as one.',
    '- Code blocks quoted under "Don\'t do this" are deliberate mistakes; the text after each says what to do instead.',
  ].join('\n'),
};

/** The base-path-relative file a twin URL names: `/docs/intro/index.md` → `intro/index.md`. */
const fileOf = (url: string, basePath: string) => url.slice(basePath.length);

/** What writeMarkdownFiles wrote: the twins' count and the links of the two llms files, which onPostBuild checks. */
export interface MarkdownFiles {
  twins: number;
  links: { llms: string[]; full: string[] };
}

/**
 * The twins' code as Gatsby runs it: the compiled gatsby-config bundles pageTwin and all it uses
 * (see mdxWorker.cjs). In a twin's cache key, so an edit to that code makes every twin again.
 */
function twinCode(): string {
  const compiled = path.resolve('.cache', 'compiled', 'gatsby-config.js');
  return fs.existsSync(compiled) ? crypto.createHash('sha256').update(fs.readFileSync(compiled)).digest('base64url') : '';
}

/** Lets the event loop run between two pages, so work that shares this thread is not held up. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How a page's twin gets made: here (pageTwin), or in a worker thread (see markdownTwinsAhead.ts). */
export type MakeTwin = (source: TwinSource, site: TwinSite) => Promise<PageTwin>;

/**
 * Writes a Markdown twin beside every doc and category page (`intro/index.md`), then `llms.txt`
 * and `llms-full.txt` at the base path, giving each file to `onWritten` once written. It yields
 * between pages, and `makeTwin` may make a page's twin elsewhere (see markdownTwinsAhead.ts).
 */
export async function writeMarkdownFiles(
  args: Pick<BuildArgs, 'graphql' | 'cache'>,
  options: { publicDir: string; contentRoot: string; basePath: string },
  onWritten: (files: string[]) => void = () => {},
  makeTwin: MakeTwin = async (source, site) => pageTwin(source, site),
): Promise<MarkdownFiles> {
  const { publicDir, contentRoot, basePath } = options;
  const prefix = basePath.replace(/\/$/, '');
  const result = await args.graphql<TwinsQuery>(TWINS_QUERY);
  if (result.errors || !result.data)
    throw new Error(`Could not query the pages for their Markdown twins: ${JSON.stringify(result.errors)}`);
  const { allMdx, allDocCategory, docSidebar } = result.data;

  const twinRoutes = new Set([...allMdx.nodes.map((n) => n.fields.slug), ...allDocCategory.nodes.map((c) => categoryRoute(c.slug))]);
  // A twin depends on its page, on which routes and content files exist (its links resolve
  // against them) and on the code that makes it: with those in its key, an unchanged page keeps
  // its twin from the last build.
  const siteShape = JSON.stringify([[...twinRoutes].sort(), listRelativeFiles(contentRoot), basePath, twinCode()]);
  const site: TwinSite = { contentRoot, basePath, twinRoutes: [...twinRoutes] };
  const pages = new Map<string, TwinPage>();
  const linksOf = new Map<TwinPage, string[]>();
  const write = (url: string, markdown: string) => {
    const file = path.join(publicDir, fileOf(url, basePath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, markdown);
    onWritten([file]);
  };
  for (const doc of allMdx.nodes) {
    // Two files claiming one route: createPages keeps the first, and so does its twin.
    if (pages.has(doc.fields.slug)) continue;
    await yieldToEventLoop();
    const fromFile = path.relative(contentRoot, doc.internal.contentFilePath).split(path.sep).join('/');
    const key = `markdown-twin-${crypto
      .createHash('sha256')
      .update(JSON.stringify([doc.body, doc.frontmatter, fromFile, siteShape]))
      .digest('base64url')}`;
    let twin = (await args.cache.get(key)) as PageTwin | undefined;
    if (typeof twin?.markdown !== 'string' || !Array.isArray(twin.links)) {
      twin = await makeTwin({ body: doc.body, frontmatter: doc.frontmatter, fromFile }, site);
      await args.cache.set(key, twin);
    }
    const page = { ...doc.frontmatter, url: markdownTwinPath(prefix, doc.fields.slug), markdown: twin.markdown };
    pages.set(doc.fields.slug, page);
    linksOf.set(page, twin.links);
    write(page.url, twin.markdown);
  }
  for (const category of allDocCategory.nodes) {
    const route = categoryRoute(category.slug);
    const children = category.items.map((item) => ({ ...item, url: markdownTwinPath(prefix, item.href) }));
    const page = {
      title: category.label,
      description: category.description,
      url: markdownTwinPath(prefix, route),
      markdown: categoryToMarkdown(category, children),
    };
    pages.set(route, page);
    write(page.url, page.markdown);
  }

  await yieldToEventLoop();
  const llms = buildLlmsTxt(LLMS_HEADER, docSidebar, pages);
  const full = buildLlmsFull(docSidebar, pages);
  write(`${basePath}llms.txt`, llms);
  write(`${basePath}llms-full.txt`, full);
  // Collected here, not in onPostBuild, and those of llms-full.txt twin by twin: the same links, in
  // a third of the time it took to parse the whole file (every page in one document) at once.
  const fullLinks = new Set<string>();
  for (const page of llmsFullPages(docSidebar, pages)) {
    await yieldToEventLoop();
    for (const link of linksOf.get(page) ?? markdownLinks(page.markdown)) fullLinks.add(link);
  }
  return { twins: pages.size, links: { llms: markdownLinks(llms), full: [...fullLinks] } };
}

/** The links of the two llms files that name no file of the finished build, for onPostBuild to fail on. */
export function brokenLlmsLinks({ links }: MarkdownFiles, publicDir: string, basePath: string): string[] {
  const exists = (rel: string) => fs.existsSync(path.join(publicDir, rel));
  return [
    ...new Set([
      ...brokenLocalLinks(links.llms, basePath, exists).map((link) => `llms.txt: ${link}`),
      ...brokenLocalLinks(links.full, basePath, exists).map((link) => `llms-full.txt: ${link}`),
    ]),
  ];
}
