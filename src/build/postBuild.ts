import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { siteConfig } from '../config/site';
import { contentFileOf, storedPages } from '../gatsby/internals';
import { cspSources, withDocumentPolicy } from '../hosting/csp';
import { checkSiteLinks, formatLinkReport, scanHtml, type PageScan } from './linkCheck';
import { PRECOMPRESS_MANIFEST, precompress } from './precompress';
import { buildRobots, buildSitemap } from './seoFiles';
import { finalizeSearchFiles, type LocalSearchNode } from '../search/build/searchFiles';
import { BROKEN_REFERENCE, type Verdict } from '../site/linkPolicy';
import { listFiles } from '../lib/listFiles';
import { CONTENT_ROOT, PUBLIC_DIR } from '../site/paths';
import { finishMarkdownTwins } from '../twins/markdownTwinsAhead';
import { brokenLlmsLinks } from '../twins/writeTwins';

/** `intro/index.html` → `/docs/intro/`; the 404 page is not a route. */
function routeOfHtml(file: string, basePath: string): string | null {
  const rel = path.relative(PUBLIC_DIR, file).split(path.sep).join('/');
  if (rel === '404.html' || rel.startsWith('404/') || rel.startsWith('dev-404-page/')) return null;
  if (rel === 'index.html') return basePath;
  if (rel.endsWith('/index.html')) return `${basePath}${rel.slice(0, -'index.html'.length)}`;
  return null;
}

/** Which source file made a built page, so a broken link names the file to edit. */
function sourceResolver(args: BuildArgs, basePath: string): (page: string) => string {
  const pages = storedPages(args.store);
  const categories = args.getNodesByType('DocCategory') as unknown as Array<{ slug: string; sourcePath: string }>;
  const byRoute = new Map<string, string>();
  for (const page of pages) {
    const contentFile = contentFileOf(page.component);
    const category = page.context?.category && categories.find((c) => c.slug === page.context?.category);
    const source = contentFile ?? (category ? category.sourcePath : page.component);
    byRoute.set(`${basePath}${page.path.replace(/^\//, '')}`, path.isAbsolute(source) ? path.relative(process.cwd(), source) : source);
  }
  return (page) => byRoute.get(page) ?? page;
}

/** Crawls the built HTML for broken links (fail) and anchors (warn), then writes sitemap and robots. */
export async function onPostBuild(args: BuildArgs) {
  const { reporter, pathPrefix } = args;
  const basePath = `${pathPrefix}/`;
  const pages = new Map<string, PageScan>();
  const sources = cspSources(siteConfig);
  // Each step's time goes into the build log, so a slow build shows which one to look at.
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  let started = Date.now();
  for (const file of listFiles(PUBLIC_DIR).filter((f) => f.endsWith('.html'))) {
    // Every build, warm ones too: Gatsby rewrites every page's HTML when it stitches slices.
    const original = fs.readFileSync(file, 'utf8');
    // Each page's Content-Security-Policy lists the hashes of its own inline scripts.
    const html = withDocumentPolicy(original, sources);
    // Written only when the policy changed it: a page that already carries it keeps its file.
    if (html !== original) fs.writeFileSync(file, html);
    const route = routeOfHtml(file, basePath);
    if (route) pages.set(route, scanHtml(html));
  }
  reporter.info(`Policies and link scan of the pages: ${seconds(started)}`);
  // Markdown twins, llms.txt and llms-full.txt for AI assistants, written during the build
  // (markdownTwinsAhead.ts); their links must name built files. Before the link check: every page links
  // its twin (View as Markdown).
  started = Date.now();
  const markdown = await finishMarkdownTwins(args, { publicDir: PUBLIC_DIR, contentRoot: CONTENT_ROOT, basePath });
  reporter.info(`Wrote ${markdown.twins} Markdown twins, llms.txt and llms-full.txt (waited ${seconds(started)} for them)`);

  const fileExists = (urlPath: string) => {
    const rel = urlPath.slice(basePath.length);
    return ['sitemap.xml', 'robots.txt'].includes(rel) || (rel !== '' && fs.existsSync(path.join(PUBLIC_DIR, rel)));
  };
  const report = checkSiteLinks(pages, basePath, fileExists);
  const sourceOf = sourceResolver(args, basePath);
  // SPEC §8, as the content check: src/site/linkPolicy.ts.
  const say = (verdict: Verdict, message: string) => (verdict === 'error' ? reporter.panicOnBuild(message) : reporter.warn(message));
  if (report.brokenAnchors.length) {
    say(
      BROKEN_REFERENCE.anchor,
      formatLinkReport('Broken anchors found! (a link to a heading id that does not exist)', 'anchor', report.brokenAnchors, sourceOf),
    );
  }
  if (report.brokenLinks.length) {
    say(
      BROKEN_REFERENCE.page,
      formatLinkReport('Broken links found! (a link to a page that does not exist)', 'link', report.brokenLinks, sourceOf),
    );
  }
  // After the pages' own check, which names the source file of a broken link the twins repeat.
  const brokenLlms = brokenLlmsLinks(markdown, PUBLIC_DIR, basePath);
  if (brokenLlms.length) {
    reporter.panicOnBuild(`Broken links in llms.txt or llms-full.txt (no built file):\n${brokenLlms.map((l) => `  - ${l}`).join('\n')}`);
  }

  const [search] = args.getNodesByType('LocalSearchDocs') as unknown as LocalSearchNode[];
  if (search) finalizeSearchFiles(search, PUBLIC_DIR);
  fs.writeFileSync(path.join(PUBLIC_DIR, 'sitemap.xml'), buildSitemap(siteConfig.url, [...pages.keys()]));
  fs.writeFileSync(path.join(PUBLIC_DIR, 'robots.txt'), buildRobots(siteConfig.url, basePath, siteConfig.noIndex));
  // Last: every file the build writes is final now.
  started = Date.now();
  const compressed = await precompress(PUBLIC_DIR, PRECOMPRESS_MANIFEST);
  reporter.info(
    `Precompressed ${compressed.files} files (${compressed.ahead} of them as soon as they were written): ` +
      `${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotli / 1024)} KB brotli` +
      ` (${compressed.fresh} unchanged since the last build kept their .br/.gz): ${seconds(started)}`,
  );
}
