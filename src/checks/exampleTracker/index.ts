import path from 'node:path';
import type { Problem } from '../checkDoc';
import { currentVersion, siteConfig } from '../../config/site';
import { pageRoute } from '../../routes/versions';
import { resolveContentLink } from '../../routes/links';
import type { ReaderPage } from '../reader/pageBlocks';
import { loadTrackerApi, normaliseEndpoint, type TrackerApi } from './trackerApi';

/**
 * The Example Tracker page describes the API that `examples/example-tracker/src/tracker.ts` defines,
 * and this check keeps the two equal: base URL and headers, every endpoint (both ways), every record's
 * properties (both ways), the error codes with their statuses (both ways), the limits and the OAuth2
 * app. The connector's code may call only endpoints that tracker.ts lists, and every page that talks
 * about Example Tracker links to its page.
 */

export const TRACKER_PAGE = 'connectors/exampleTracker.mdx';
const TRACKER_FILE = 'examples/example-tracker/src/tracker.ts';

const sameSet = (a: Iterable<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));

export function checkTrackerPage(page: ReaderPage, api: TrackerApi): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number, message: string) => problems.push({ file: page.displayPath, line, message });
  const mentions = (value: string) => page.text.includes(value);
  const top = 1;

  for (const [name, value] of api.constants)
    if (!mentions(value)) at(top, `${name} is "${value}" in ${TRACKER_FILE}, and this page never says so`);
  for (const header of api.headers) if (!mentions(header)) at(top, `${TRACKER_FILE} names the header ${header}, and this page does not`);
  for (const limit of api.limits) if (!mentions(limit)) at(top, `${TRACKER_FILE} states the limit "${limit}", and this page does not`);
  for (const [name, values] of api.unions) {
    for (const value of values)
      if (!mentions(value)) at(top, `${name} includes "${value}" in ${TRACKER_FILE}, and this page does not list it`);
  }
  const { authorizationUrl, tokenUrl, clientId, scopes } = api.oauth;
  for (const value of [authorizationUrl, tokenUrl, clientId, ...scopes]) {
    if (value && !mentions(value))
      at(top, `the OAuth2 app of examples/example-tracker/.connector.json has "${value}", and this page does not`);
  }

  // Endpoints: the tables whose first column is "Endpoint".
  const listed = new Map<string, number>();
  for (const table of page.tables.filter((t) => t.header[0] === 'Endpoint')) {
    for (const row of table.rows) {
      const match = /^(GET|POST|PUT|PATCH|DELETE) (\S+)$/.exec(row.cells[0] ?? '');
      if (match) listed.set(normaliseEndpoint(match[1] ?? '', match[2] ?? ''), row.line);
      else at(row.line, `"${row.cells[0]}" is not an endpoint (METHOD /path)`);
    }
  }
  for (const endpoint of sameSet(api.endpoints, new Set(listed.keys())))
    at(top, `${TRACKER_FILE} defines ${endpoint}, missing from this page's endpoint tables`);
  for (const endpoint of sameSet(listed.keys(), api.endpoints))
    at(listed.get(endpoint) ?? top, `${endpoint} is not an endpoint of ${TRACKER_FILE}`);

  // Records: a "### `Name`" heading, then a table of its properties.
  const headings = page.headings.filter((h) => h.depth >= 2);
  for (const [record, properties] of api.records) {
    const heading = headings.find((h) => h.depth === 3 && h.text === record);
    if (!heading) {
      at(top, `${TRACKER_FILE} defines ${record}: give it a "### \`${record}\`" section with a table of its properties`);
      continue;
    }
    const next = headings.find((h) => h.line > heading.line)?.line ?? Number.POSITIVE_INFINITY;
    const table = page.tables.find((t) => t.line > heading.line && t.line < next);
    const shown = new Map((table?.rows ?? []).map((r) => [r.cells[0] ?? '', r.line] as const));
    for (const property of sameSet(properties, new Set(shown.keys())))
      at(heading.line, `${record}.${property} is missing from this section's table`);
    for (const property of sameSet(shown.keys(), new Set(properties)))
      at(shown.get(property) ?? heading.line, `${record} has no property ${property} in ${TRACKER_FILE}`);
  }

  // Errors: the table with a Status column and an `error` column.
  const errorTable = page.tables.find((t) => t.header.includes('Status') && t.header.includes('error'));
  const errors = new Map<string, number>();
  for (const row of errorTable?.rows ?? []) {
    errors.set(
      `${row.cells[errorTable?.header.indexOf('error') ?? 1]} (${row.cells[errorTable?.header.indexOf('Status') ?? 0]})`,
      row.line,
    );
  }
  for (const error of sameSet(api.errors, new Set(errors.keys())))
    at(errorTable?.line ?? top, `the error ${error} of ${TRACKER_FILE} is missing from the errors table`);
  for (const error of sameSet(errors.keys(), api.errors)) at(errors.get(error) ?? top, `${error} is not an error of ${TRACKER_FILE}`);

  for (const [endpoint, where] of api.called) {
    if (!api.endpoints.has(endpoint))
      problems.push({
        file: TRACKER_FILE,
        line: 1,
        message: `examples/example-tracker/${where} calls ${endpoint}, which tracker.ts does not list among the API's endpoints`,
      });
  }
  return problems;
}

/** Pages that talk about Example Tracker without linking to its page. */
export function checkTrackerLinks(pages: ReaderPage[]): Problem[] {
  const files = new Set(pages.map((p) => p.relativePath));
  const route = (page: ReaderPage) => pageRoute(page.version ?? currentVersion, TRACKER_PAGE);
  return pages
    .filter((page) => page.relativePath !== TRACKER_PAGE && /Example Tracker|tracker\.example/.test(page.text))
    .filter(
      (page) =>
        !page.links.some(({ url }) => {
          const target = resolveContentLink(url, page.relativePath, siteConfig.basePath, (f) => files.has(f), {
            own: page.version ?? currentVersion,
            all: siteConfig.docs.versions,
          });
          return target.kind === 'route' && target.route === route(page);
        }),
    )
    .map((page) => ({
      file: page.displayPath,
      line: page.headings[0]?.line ?? 1,
      message: `uses Example Tracker without linking to its page (/docs${route}), where a reader learns that it is fictional and what it answers`,
    }));
}

/** Both checks, for every page; `connectorRoot` is the reference connector. */
export function checkExampleTracker(pages: ReaderPage[], connectorRoot: string): Problem[] {
  const page = pages.find((p) => p.relativePath === TRACKER_PAGE);
  const problems = checkTrackerLinks(pages);
  if (!page)
    return [...problems, { file: path.join('content/docs', TRACKER_PAGE), line: 1, message: 'the Example Tracker page is missing' }];
  return [...checkTrackerPage(page, loadTrackerApi(connectorRoot)), ...problems];
}
