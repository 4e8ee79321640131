import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { landingDescription, landingWithin, LANDING_LEAD } from '../landing/content';
import { landingRoute, openapiPath, versionRoute, type DocsVersion } from '../routes/versions';
import type { SiteModel } from '../site/model';
import { RELEASED_WORDING } from '../versions/pageVersion';
import {
  brokenLocalLinks,
  buildLlmsFull,
  buildLlmsTxt,
  llmsFullPages,
  markdownAnchors,
  markdownLinks,
  type LlmsHeader,
  type TwinPage,
} from './llmsTxt';
import { landingTwin } from './landingTwin';
import { pageTwin, twinSite, twinSource, versionNote, type PageTwin, type TwinSite, type TwinSource } from './pageTwin';
import { markdownTwinPath } from './twinPath';

/**
 * The head of a version's `llms.txt`: current's says it is the newest release (a label such as
 * "Next" reads like a preview) and lists the released versions' files (`versions`, every version);
 * a released version's says which it is and where current is.
 */
export function llmsHeader(version: DocsVersion, basePath: string, versions: readonly DocsVersion[]): LlmsHeader {
  const prefix = basePath.replace(/\/$/, '');
  const document = (name: string) => `${prefix}${openapiPath(version, name)}`;
  const status = version.status === 'current' ? null : RELEASED_WORDING[version.status];
  // Only current lists the others: a released version points to current, which lists the rest.
  const released = versions.flatMap((other) => {
    if (status || other.status === 'current') return [];
    const file = `${prefix}${versionRoute(other, '/')}llms.txt`;
    return [`${other.label} at [${file}](${file}), ${RELEASED_WORDING[other.status]}`];
  });
  return {
    title: status ? `Developer Portal ${version.label}` : 'Developer Portal',
    summary:
      'Documentation of the connector platform: build connectors with the SDK and the sync-connector CLI, configure and publish them, ' +
      'follow recipes for real-world provider APIs, read the HTTP API specification and embed the sync product.' +
      (status
        ? ` This is the documentation of version ${version.label}, ${status}; the current documentation is listed in ${basePath}llms.txt.`
        : ` This is the documentation of the newest release, labelled "${version.label}" in the site's version menu (a release, not a preview).`),
    notes: [
      'Notes for AI assistants:',
      '',
      '- Every page below is the Markdown twin of an HTML page: the same URL with `index.md` appended. `llms-full.txt` holds them all in one file.',
      `- The API specification pages (section "Connectors › API specification") and the API reference pages generated from the OpenAPI documents are normative: when another page or an example disagrees with them, they win. The documents: [${document('connector-api.yaml')}](${document('connector-api.yaml')}) (the connector API the platform calls) and [${document('embed-api.yaml')}](${document('embed-api.yaml')}) (the Embed API your server calls).`,
      '- Example Tracker is a fictional provider API used by every example and the tutorial connector. It is not a real service: do not look for its documentation elsewhere or present it as one.',
      '- Code blocks quoted under "Don\'t do this" are deliberate mistakes; the text after each says what to do instead.',
      ...(released.length ? [`- Earlier releases have their own lists: ${released.join('; ')}.`] : []),
    ].join('\n'),
  };
}

/** Makes the twins of many pages: pageTwin, here or elsewhere (a worker thread, a cache), in the order given. */
export type TwinMaker = (sources: readonly TwinSource[], site: TwinSite) => AsyncIterable<PageTwin> | Iterable<PageTwin>;

/** pageTwin in this thread, one page after the other. */
export function* makeTwinsHere(sources: readonly TwinSource[], site: TwinSite): Iterable<PageTwin> {
  for (const source of sources) yield pageTwin(source, site);
}

/** What writeTwins wrote: the twins' count, the links of the two llms files and each twin's anchors (by file, under the base path), which the build checks. */
export interface MarkdownFiles {
  twins: number;
  links: { llms: string[]; full: string[] };
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Writes a Markdown twin beside every page of the site model (`intro/index.md`), then `llms.txt`
 * and `llms-full.txt` at the base path.
 */
export async function writeTwins(
  model: SiteModel,
  options: { publicDir: string; roots: TwinSite['roots']; basePath: string },
  makeTwins: TwinMaker = makeTwinsHere,
): Promise<MarkdownFiles> {
  const { publicDir, roots, basePath } = options;
  const prefix = basePath.replace(/\/$/, '');
  const site = twinSite(model, { roots, basePath });
  const write = (url: string, markdown: string) => {
    const file = path.join(publicDir, url.slice(basePath.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, markdown);
  };
  const pages = new Map<string, TwinPage>();
  const linksOf = new Map<TwinPage, string[]>();
  const anchors = new Map<string, ReadonlySet<string>>();
  let at = 0;
  for await (const twin of makeTwins(
    model.pages.map((page) => twinSource(page, model, site)),
    site,
  )) {
    const page = model.pages[at++];
    if (!page) throw new Error('More Markdown twins than pages');
    const entry = { title: page.title, description: page.description, url: markdownTwinPath(prefix, page.route), markdown: twin.markdown };
    pages.set(page.route, entry);
    linksOf.set(entry, twin.links);
    anchors.set(entry.url.slice(basePath.length), new Set(twin.anchors));
    write(entry.url, twin.markdown);
  }
  if (at !== model.pages.length) throw new Error(`${model.pages.length - at} Markdown twins were not made`);

  // Each version its own pair at its own base (`/docs/llms.txt`, `/docs/2.x/llms.txt`), from its own sidebar.
  const llmsLinks: string[] = [];
  const fullLinks = new Set<string>();
  const versions = [...model.versions.values()].map((entry) => entry.version);
  for (const { version, sidebar, pageWithin } of model.versions.values()) {
    const base = `${prefix}${versionRoute(version, '/')}`;
    // The landing page is no page of the model: its twin is made here, from what the page shows.
    const landing = landingRoute(version);
    const note = versionNote(landing, model, prefix);
    write(
      markdownTwinPath(prefix, landing),
      landingTwin(
        {
          title: `${siteConfig.title}${version.status === 'current' ? '' : ` ${version.label}`}`,
          description: landingDescription(version),
          url: `${prefix}${landing}`,
          ...(note ? { versionNote: note } : {}),
        },
        { tagline: siteConfig.tagline, lead: LANDING_LEAD, content: landingWithin(pageWithin), llmsUrl: `${base}llms.txt` },
        (route) => markdownTwinPath(prefix, route),
      ),
    );
    const header = llmsHeader(version, basePath, versions);
    const llms = buildLlmsTxt(header, sidebar, pages);
    write(`${base}llms.txt`, llms);
    write(`${base}llms-full.txt`, buildLlmsFull(header, sidebar, pages));
    llmsLinks.push(...markdownLinks(llms));
    // The links of llms-full.txt twin by twin: the same links as a parse of the whole file, in a third of the time.
    for (const page of llmsFullPages(sidebar, pages)) for (const link of linksOf.get(page) ?? []) fullLinks.add(link);
  }
  return { twins: pages.size, links: { llms: llmsLinks, full: [...fullLinks] }, anchors };
}

/**
 * The links of the two llms files that name no file of the finished build (`files`, for the build
 * to fail on), and those whose file is there but whose twin has no such heading (`anchors`, raw links).
 */
export function brokenLlmsLinks(written: MarkdownFiles, publicDir: string, basePath: string): { files: string[]; anchors: string[] } {
  const { links } = written;
  const exists = (rel: string) => fs.existsSync(path.join(publicDir, rel));
  // A page's twin came with its anchors; a landing's twin is read.
  const anchors = new Map(written.anchors);
  const anchorsOf = (rel: string) => {
    if (!rel.endsWith('.md')) return undefined;
    let found = anchors.get(rel);
    if (!found) anchors.set(rel, (found = markdownAnchors(fs.readFileSync(path.join(publicDir, rel), 'utf8'))));
    return found;
  };
  // One pass for the files, one for the anchors of the links whose file is there.
  const all = [...new Set([...links.llms, ...links.full])];
  const missing = new Set(brokenLocalLinks(all, basePath, exists));
  const files = new Set([
    ...links.llms.filter((link) => missing.has(link)).map((link) => `llms.txt: ${link}`),
    ...links.full.filter((link) => missing.has(link)).map((link) => `llms-full.txt: ${link}`),
  ]);
  return {
    files: [...files],
    anchors: brokenLocalLinks(
      all.filter((link) => !missing.has(link)),
      basePath,
      exists,
      anchorsOf,
    ),
  };
}
