import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { siteConfig } from '../config/site';
import { ownCacheDir } from '../gatsby/node/conventions';
import { cspSources, withDocumentPolicy } from '../hosting/csp';
import { CONTENT_TYPES } from '../hosting/rules';
import { listFiles } from '../lib/listFiles';
import { BROKEN_REFERENCE, type Verdict } from '../routes/linkPolicy';
import { indexedRoutes, loadSiteModel, readerRoutes } from '../site/model';
import { PUBLIC_DIR } from '../site/paths';
import { allVersionSources } from '../versions/sources';
import { releasedDocuments } from '../apiReference/node/apis';
import { twinPageUrl } from '../twins/twinPath';
import { brokenLlmsLinks, writeTwins, type TwinMaker } from '../twins/writeTwins';
import { checkSiteLinks, formatLinkReport, scanHtml, type PageScan } from './linkCheck';
import { precompress, type Manifest } from './precompress';
import { buildRobots, buildSitemap } from './seoFiles';

/** Where precompression records what it compressed: in Gatsby's cache, outside what is served. */
const PRECOMPRESS_MANIFEST = path.join(ownCacheDir(process.cwd(), 'precompress'), 'manifest.json');

/** How writeSiteFiles may be done faster (src/node/faster); absent, the plain way. */
export interface SiteFilesOptions {
  makeTwins?: TwinMaker;
  /** Scans a page as scanHtml does, perhaps from an earlier build's scan of the same HTML; `save` keeps this build's. */
  linkScans?: { scan: (html: string) => PageScan; save: () => void };
  /** Precompression redoes only the files that changed since the last build (its record is kept either way). */
  precompressChangedOnly?: boolean;
  /** Files compressed while the build ran (precompressEarly), kept unless they changed since. */
  precompressedEarly?: Promise<Manifest>;
}

/** Each step's time goes into the build log, so a slow build shows which one to look at. */
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * The files made from the pages Gatsby has written, and their checks: each page's CSP, the Markdown
 * twins and llms files, the link check (a broken link fails the build naming its source file, a
 * broken anchor warns), sitemap and robots, and a brotli and gzip copy of every text file.
 */
export async function writeSiteFiles(args: BuildArgs, options: SiteFilesOptions = {}) {
  const { reporter, pathPrefix, getNodesByType } = args;
  const basePath = `${pathPrefix}/`;
  const model = await loadSiteModel(getNodesByType);
  const pages = new Map<string, PageScan>();
  const sources = cspSources(siteConfig);
  // The link check reads the pages a reader can land on, by the model's routes: `/intro/` is `intro/index.html`.
  const routeOfFile = new Map(readerRoutes(model).map((route) => [path.join(PUBLIC_DIR, route, 'index.html'), `${pathPrefix}${route}`]));
  const scan = options.linkScans?.scan ?? scanHtml;
  let started = Date.now();
  for (const file of listFiles(PUBLIC_DIR).filter((f) => f.endsWith('.html'))) {
    // Every build, warm ones too: Gatsby rewrites every page's HTML when it stitches slices.
    const original = fs.readFileSync(file, 'utf8');
    // Each page's Content-Security-Policy lists the hashes of its own inline scripts.
    const html = withDocumentPolicy(original, sources);
    // Written only when the policy changed it: a page that already carries it keeps its file.
    if (html !== original) fs.writeFileSync(file, html);
    const route = routeOfFile.get(file);
    if (route) pages.set(route, scan(html));
  }
  options.linkScans?.save();
  reporter.info(`Policies and link scan of the pages: ${seconds(started)}`);

  // Before the link check: a released version's reference links its own OpenAPI documents (current's are in static/).
  for (const document of releasedDocuments(allVersionSources())) {
    const published = path.join(PUBLIC_DIR, document.publishedPath);
    fs.mkdirSync(path.dirname(published), { recursive: true });
    fs.copyFileSync(path.resolve(document.sourcePath), published);
  }

  // Before the link check: every page links its twin (View as Markdown).
  started = Date.now();
  const markdown = await writeTwins(model, { publicDir: PUBLIC_DIR, roots: allVersionSources(), basePath }, options.makeTwins);
  reporter.info(`Wrote ${markdown.twins} Markdown twins, llms.txt and llms-full.txt: ${seconds(started)}`);

  const fileExists = (urlPath: string) => {
    const rel = urlPath.slice(basePath.length);
    return ['sitemap.xml', 'robots.txt'].includes(rel) || (rel !== '' && fs.existsSync(path.join(PUBLIC_DIR, rel)));
  };
  const report = checkSiteLinks(pages, basePath, fileExists);
  const sourceOf = (page: string) => model.routes.get(`/${page.slice(basePath.length)}`) ?? page;
  // SPEC §8, as the content check: src/routes/linkPolicy.ts.
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
  if (brokenLlms.files.length) {
    reporter.panicOnBuild(
      `Broken links in llms.txt or llms-full.txt (no built file):\n${brokenLlms.files.map((l) => `  - ${l}`).join('\n')}`,
    );
  }
  // A twin repeats its page's links: an anchor the page itself lacks was reported above. The rest
  // are headings a twin lost on the way to Markdown.
  const reported = new Set(report.brokenAnchors.map((anchor) => anchor.resolved));
  const twinAnchors = brokenLlms.anchors.filter((link) => !reported.has(twinPageUrl(link)));
  if (twinAnchors.length) {
    say(
      BROKEN_REFERENCE.anchor,
      `Broken anchors in the Markdown twins (beyond those the pages' check reported above):\n${twinAnchors.map((l) => `  - ${l}`).join('\n')}`,
    );
  }

  fs.writeFileSync(
    path.join(PUBLIC_DIR, 'sitemap.xml'),
    buildSitemap(
      siteConfig.url,
      indexedRoutes(model).map((route) => `${pathPrefix}${route}`),
    ),
  );
  fs.writeFileSync(path.join(PUBLIC_DIR, 'robots.txt'), buildRobots(siteConfig.url, basePath, siteConfig.noIndex));
  // Last: every file the build writes is final now.
  started = Date.now();
  const early = await options.precompressedEarly;
  const compressed = await precompress(PUBLIC_DIR, PRECOMPRESS_MANIFEST, { reuse: options.precompressChangedOnly ?? false, early });
  reporter.info(
    `Precompressed ${compressed.files} files: ${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotli / 1024)} KB brotli` +
      ` (${compressed.fresh} kept their .br/.gz, unchanged since the last build${early ? `, or among the ${Object.keys(early).length} compressed while the HTML renderer built` : ''}): ${seconds(started)}`,
  );
}

/** `gatsby develop` serves static/ but not the released versions' OpenAPI documents, which a build copies into public/. */
export function serveReleasedDocuments(app: { get: (route: string, handler: (req: unknown, res: DevResponse) => void) => void }): void {
  for (const { publishedPath, sourcePath } of releasedDocuments(allVersionSources()))
    app.get(publishedPath, (_req, res) =>
      res.set('Content-Type', CONTENT_TYPES['.yaml'] ?? 'text/yaml').sendFile(path.resolve(sourcePath)),
    );
}

/** What serveReleasedDocuments uses of Express's response (the develop server's). */
interface DevResponse {
  set: (header: string, value: string) => DevResponse;
  sendFile: (file: string) => void;
}
