import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../site/model';
import { brokenLocalLinks, buildLlmsFull, buildLlmsTxt, llmsFullPages, markdownLinks, type LlmsHeader, type TwinPage } from './llmsTxt';
import { pageTwin, twinSite, twinSource, type PageTwin, type TwinSite, type TwinSource } from './pageTwin';
import { markdownTwinPath } from './twinPath';

export const LLMS_HEADER: LlmsHeader = {
  title: 'Developer Portal',
  summary:
    'Documentation of the connector platform: build connectors with the SDK and the sync-connector CLI, configure and publish them, ' +
    'follow recipes for real-world provider APIs, read the HTTP API specification and embed the sync product.',
  notes: [
    'Notes for AI assistants:',
    '',
    '- Every page below is the Markdown twin of an HTML page: the same URL with `index.md` appended. `llms-full.txt` holds them all in one file.',
    '- The API specification pages (section "Connectors › API specification") and the API reference pages generated from the OpenAPI documents are normative: when another page or an example disagrees with them, they win. The documents: [/docs/openapi/connector-api.yaml](/docs/openapi/connector-api.yaml) (the connector API the platform calls) and [/docs/openapi/embed-api.yaml](/docs/openapi/embed-api.yaml) (the Embed API your server calls).',
    '- Example Tracker is a fictional provider API used by every example and the tutorial connector. It is not a real service: do not look for its documentation elsewhere or present it as one.',
    '- Code blocks quoted under "Don\'t do this" are deliberate mistakes; the text after each says what to do instead.',
  ].join('\n'),
};

/** Makes the twins of many pages: pageTwin, here or elsewhere (a worker thread, a cache), in the order given. */
export type TwinMaker = (sources: readonly TwinSource[], site: TwinSite) => AsyncIterable<PageTwin> | Iterable<PageTwin>;

/** pageTwin in this thread, one page after the other. */
export function* makeTwinsHere(sources: readonly TwinSource[], site: TwinSite): Iterable<PageTwin> {
  for (const source of sources) yield pageTwin(source, site);
}

/** What writeTwins wrote: the twins' count and the links of the two llms files, which the build checks. */
export interface MarkdownFiles {
  twins: number;
  links: { llms: string[]; full: string[] };
}

/**
 * Writes a Markdown twin beside every page of the site model (`intro/index.md`), then `llms.txt`
 * and `llms-full.txt` at the base path.
 */
export async function writeTwins(
  model: SiteModel,
  options: { publicDir: string; contentRoot: string; basePath: string },
  makeTwins: TwinMaker = makeTwinsHere,
): Promise<MarkdownFiles> {
  const { publicDir, contentRoot, basePath } = options;
  const prefix = basePath.replace(/\/$/, '');
  const site = twinSite(model, { contentRoot, basePath });
  const write = (url: string, markdown: string) => {
    const file = path.join(publicDir, url.slice(basePath.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, markdown);
  };
  const pages = new Map<string, TwinPage>();
  const linksOf = new Map<TwinPage, string[]>();
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
    write(entry.url, twin.markdown);
  }
  if (at !== model.pages.length) throw new Error(`${model.pages.length - at} Markdown twins were not made`);

  const llms = buildLlmsTxt(LLMS_HEADER, model.sidebar, pages);
  write(`${basePath}llms.txt`, llms);
  write(`${basePath}llms-full.txt`, buildLlmsFull(model.sidebar, pages));
  // The links of llms-full.txt twin by twin: the same links as a parse of the whole file, in a third of the time.
  const fullLinks = new Set<string>();
  for (const page of llmsFullPages(model.sidebar, pages)) for (const link of linksOf.get(page) ?? []) fullLinks.add(link);
  return { twins: pages.size, links: { llms: markdownLinks(llms), full: [...fullLinks] } };
}

/** The links of the two llms files that name no file of the finished build, for the build to fail on. */
export function brokenLlmsLinks({ links }: MarkdownFiles, publicDir: string, basePath: string): string[] {
  const exists = (rel: string) => fs.existsSync(path.join(publicDir, rel));
  return [
    ...new Set([
      ...brokenLocalLinks(links.llms, basePath, exists).map((link) => `llms.txt: ${link}`),
      ...brokenLocalLinks(links.full, basePath, exists).map((link) => `llms-full.txt: ${link}`),
    ]),
  ];
}
