import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { placedReferences } from '../../apiReference/node/apis';
import { loadApiDocument } from '../../apiReference/node/load';
import { currentVersion, siteConfig } from '../../config/site';
import { versionSources, type VersionSources } from '../../versions/sources';
import { versionOfRoute } from '../../routes/versions';
import { handlerTable } from './handlerTable';
import { apiOfPage, checkApiExamples } from './checkApiExamples';
import type { ConnectorApi } from './connectorApi';
import { checkSamples } from '../samples/checkSamples';
import { EXAMPLES } from '../samples/project';
import type { GeneratedPage } from '../../site/generatedPage';
import { markdownTwinPath } from '../../twins/twinPath';
import { checkDocumentExamples } from './documentExamples';
import { apiVocabulary, checkNamedInDocument, operationsOf, type ApiVocabulary } from './namedInDocument';
import { apiFacts, checkRestatedExtensions, checkStatedValues, type ApiFacts } from './statedValues';
import type { ReferencePages } from './referencePages';

export interface ReferenceProblem {
  file: string;
  line: number;
  message: string;
}

type Apis = Record<'connector' | 'embed', ConnectorApi>;

/** Which API a document is, as the page checks name them. */
const apiName = (sourcePath: string): 'connector' | 'embed' => (sourcePath.includes('embed') ? 'embed' : 'connector');

/** Every document of a docs version (current's by default): its examples against its own schemas, its descriptions against its extensions. */
export async function checkAllDocumentExamples(
  projectRoot: string,
  sources: VersionSources = versionSources(currentVersion, projectRoot),
): Promise<ReferenceProblem[]> {
  const lists = await Promise.all(
    placedReferences(sources, projectRoot).map(async ({ sourcePath }) => {
      const file = { sourcePath, text: fs.readFileSync(path.join(projectRoot, sourcePath), 'utf8') };
      const api = await loadApiDocument(file);
      return [...(await checkDocumentExamples(file, api)), ...checkRestatedExtensions(api)];
    }),
  );
  return lists.flat();
}

/** Each API's vocabulary (fields, headers, statuses per operation), by the name `apiOfPage` uses. */
export function vocabularies(reference: ReferencePages): Record<'connector' | 'embed', ApiVocabulary> {
  const entries = [...reference.byDocument].map(([sourcePath, pages]) => [apiName(sourcePath), apiVocabulary(sourcePath, pages)] as const);
  return Object.fromEntries(entries) as Record<'connector' | 'embed', ApiVocabulary>;
}

/** The pages that specify an API (the rest name SDK options and CLI flags in their tables). */
export const specifiesApi = (relativePath: string) =>
  relativePath.startsWith('connectors/apiSpecification/') || relativePath.startsWith('embeds/');

/** A specification page: the fields, headers and statuses it names are in its API's document. */
export function checkPageNames(
  page: { displayPath: string; relativePath: string; tree: Root | null; lineOffset: number },
  apis: Apis,
  vocabulary: Record<'connector' | 'embed', ApiVocabulary>,
): ReferenceProblem[] {
  const api = apiOfPage(page.relativePath);
  return api && specifiesApi(page.relativePath) ? checkNamedInDocument(page, apis[api], vocabulary[api], siteConfig.basePath) : [];
}

/** What a version's two documents say that its pages repeat (deadlines, ranges, rate limits, header names). */
export function versionFacts(projectRoot: string, sources: VersionSources): ApiFacts {
  return apiFacts(
    ['connector-api.yaml', 'embed-api.yaml'].map((name) => {
      const file = path.join(sources.openapiDir, name);
      return { file: path.relative(projectRoot, file), text: fs.readFileSync(file, 'utf8') };
    }),
  );
}

/** Any page: the values it states about an operation are the ones its version's documents hold. */
export function checkPageValues(
  page: { displayPath: string; tree: Root | null; lineOffset: number },
  apis: Apis,
  vocabulary: Record<'connector' | 'embed', ApiVocabulary>,
  facts: ApiFacts,
): ReferenceProblem[] {
  const shown = (block: Parameters<typeof operationsOf>[0]) =>
    (['connector', 'embed'] as const).flatMap((api) => operationsOf(block, apis[api], vocabulary[api], siteConfig.basePath));
  return checkStatedValues(page, facts, shown);
}

const twinParser = unified().use(remarkParse).use(remarkGfm);

/**
 * The reference's own samples, checked as a hand-written page's are: each generated page's twin
 * (its samples as code blocks) must compile against the SDK (the handler samples) and call the API
 * as its document says (the curl samples).
 */
export function checkGeneratedSamples(
  pages: GeneratedPage[],
  apis: Apis,
  examples: { connectorRoot: string } = EXAMPLES,
): ReferenceProblem[] {
  const twins = pages.map((page) => ({
    page,
    displayPath: `${page.sourcePath} → ${markdownTwinPath('', page.route)}`,
    // Where the page sits within its version, for the examples check's choice of API.
    relativePath: markdownTwinPath('', versionOfRoute(siteConfig.docs.versions, page.route).route).slice(1),
    tree: twinParser.runSync(twinParser.parse(page.markdown)) as Root,
    lineOffset: 0,
  }));
  const problems: ReferenceProblem[] = checkSamples(twins, examples);
  const handlers = handlerTable(examples.connectorRoot);
  for (const twin of twins) {
    const api = apiOfPage(twin.relativePath);
    if (api) problems.push(...checkApiExamples(twin, apis[api], handlers));
  }
  return problems;
}
