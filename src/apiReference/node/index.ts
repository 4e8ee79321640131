import { siteConfig } from '../../config/site';
import type { GeneratedPage } from '../../site/generatedPage';
import type { ApiSummary, BodyView, Field, OperationLink, OperationPageData, SchemaNode, SchemasPageData, TagPageData } from '../model';
import { defaultValues } from '../request/requestSpec';
import { requestSnippets } from '../request/snippets';
import type { PlacedApiReference } from './apis';
import { handlerSample, handlerType } from './handlerSample';
import { ApiDocumentError, atPointer, escapePointer, loadApiDocument, type ApiDocument, type Json } from './load';
import { firstSentence, highlight, markdownText } from './markdown';
import { callbackViews } from './callbackView';
import { deref, descriptionOf, operationsOf, operationView, securityOf, type BodyParts, type OperationSource } from './operationView';
import { schemaView, sharedSchemas, type SchemaContext } from './schemaView';
import { rateLimitOf } from './rateLimit';
import { kebab, operationRoute } from './slug';
import { changelogTwin, operationTwin, schemasTwin, tagTwin } from './twin';
import { changelogAnchor, changelogHeadings } from '../changelogView';
import { apiChanges, changelogData } from './changelog';

export { API_REFERENCES, placedReferences, type PlacedApiReference } from './apis';
export { kebab } from './slug';
export { ApiDocumentError } from './load';

/** The templates of the reference's pages (src/templates/). */
export const TEMPLATES = {
  changelog: 'src/templates/ApiChangelogPage.tsx',
  operation: 'src/templates/ApiOperationPage.tsx',
  tag: 'src/templates/ApiTagPage.tsx',
  schemas: 'src/templates/ApiSchemasPage.tsx',
} as const;

/** A reference's changelog page, in every version that has an earlier one. */
const changelogRoute = (mount: Pick<PlacedApiReference, 'route'>) => `${mount.route}changelog/`;

/**
 * One OpenAPI document as the pages of its reference: an overview (the API, its tags and their
 * operations), a page per tag, a page per operation and a page of its schemas, each shared schema's
 * one home. Throws an ApiDocumentError (`file:line message`) for an invalid document, a `$ref` that
 * resolves nowhere, or an operation the reference cannot show (no operationId, no tag, a required
 * value without an example for the samples).
 */
export async function apiReferencePages(
  file: { sourcePath: string; text: string },
  mount: PlacedApiReference,
  previous?: { file: { sourcePath: string; text: string }; mount: PlacedApiReference },
): Promise<GeneratedPage[]> {
  const api = await loadApiDocument(file);
  const info = (api.doc.info ?? {}) as Json;
  const title = String(info.title);
  const schemasRoute = `${mount.route}schemas/`;
  const summary: ApiSummary = {
    title,
    version: String(info.version),
    route: mount.route,
    documentUrl: `${siteConfig.pathPrefix}${mount.publishedPath}`,
    server: String(((api.doc.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? ''),
    ...rateLimitOf(api.doc['x-rate-limit'], file.sourcePath),
  };

  // Routes first, each claimed once: a tag, an operation and a webhook must not make the same one.
  const routes = new Map<string, string>([
    [schemasRoute, 'the schemas page'],
    ...(previous ? [[changelogRoute(mount), 'the changelog'] as [string, string]] : []),
  ]);
  const claim = (route: string, owner: string, pointer: string) => {
    const first = routes.get(route);
    if (first)
      throw new ApiDocumentError(api.sourcePath, api.lineOf(pointer), `${owner} would have the route ${route}, already ${first}'s`);
    routes.set(route, owner);
    return route;
  };
  const sources = operationsOf(api);
  const tags = tagsOf(api, sources).map((tag) => ({
    ...tag,
    route: claim(`${mount.route}${kebab(tag.name)}/`, `tag "${tag.name}"`, tag.pointer),
  }));
  const links = new Map<OperationSource, OperationLink>();
  for (const source of sources) {
    const operationId = String(source.op.operationId);
    links.set(source, {
      operationId,
      method: source.method,
      path: source.path,
      ...(source.webhook ? { webhook: source.webhook } : {}),
      summary: String(source.op.summary ?? operationId),
      route: claim(
        operationRoute(mount, operationId),
        source.webhook ? `webhook ${source.webhook} (operationId ${operationId})` : `operation ${operationId}`,
        `${source.pointer}/operationId`,
      ),
      ...(source.op.deprecated === true ? { deprecated: true } : {}),
    });
  }
  const tagOf = (source: OperationSource) => tags.find((t) => t.name === (source.op.tags as string[])[0]) as (typeof tags)[number];

  const shared = sharedSchemas(api.doc);
  const contextFor = (): SchemaContext => {
    const used = new Set<string>();
    return {
      doc: api.doc,
      homeOf: (name) => `${schemasRoute}#${kebab(name)}`,
      shared,
      claimId(id) {
        let claimed = id;
        for (let n = 2; used.has(claimed); n += 1) claimed = `${id}-${n}`;
        used.add(claimed);
        return claimed;
      },
    };
  };

  const pages: GeneratedPage[] = [];
  const security = securityOf(api, {});
  const overview: TagPageData = {
    kind: 'overview',
    api: summary,
    ...descriptionOf(info.description),
    groups: tags.map((tag) => ({
      name: tag.name,
      route: tag.route,
      id: kebab(tag.name),
      ...descriptionOf(tag.description),
      operations: sources.filter((s) => tagOf(s) === tag).map((s) => links.get(s) as OperationLink),
    })),
    security,
    schemasRoute,
  };
  pages.push({
    route: mount.route,
    title: `${title} reference`,
    description: String(info.summary ?? firstSentence(info.description as string)),
    sourcePath: file.sourcePath,
    sidebar: mount.sidebar,
    template: TEMPLATES.tag,
    headings: overview.groups.map((group) => ({ depth: 2, id: group.id, title: group.name })),
    sections: [
      {
        heading: null,
        anchor: null,
        text: [title, info.summary, markdownText(info.description as string), summary.rateLimit && `Rate limit: ${summary.rateLimit}`]
          .filter(Boolean)
          .join('. '),
      },
      ...overview.groups.map((group) => ({ heading: group.name, anchor: group.id, text: groupText(group) })),
    ],
    markdown: tagTwin(overview),
    data: shipped(overview),
  });

  tags.forEach((tag, index) => {
    const group = overview.groups[index] as TagPageData['groups'][number];
    const data: TagPageData = { kind: 'tag', api: summary, ...descriptionOf(tag.description), groups: [group], security, schemasRoute };
    pages.push({
      route: tag.route,
      title: tag.name,
      description: firstSentence(tag.description) || `The ${tag.name} operations of the ${title}.`,
      sourcePath: file.sourcePath,
      sidebar: { parent: mount.route, position: index + 1 },
      template: TEMPLATES.tag,
      headings: [],
      sections: [
        { heading: null, anchor: null, text: [tag.name, markdownText(tag.description), groupText(group)].filter(Boolean).join('. ') },
      ],
      markdown: tagTwin(data),
      data: shipped(data),
    });
  });

  for (const source of sources) {
    const link = links.get(source) as OperationLink;
    const tag = tagOf(source);
    const siblings = sources.filter((s) => tagOf(s) === tag);
    const context = contextFor();
    const parts = operationView(api, source, mount, context, link.route);
    // After the responses, whose ids come first.
    const callbacks = callbackViews(api, source, context);
    const samples: OperationPageData['samples'] = [];
    const { snippets, problems } = parts.request
      ? requestSnippets(parts.request, defaultValues(parts.request))
      : { snippets: [], problems: [] };
    if (problems.length)
      throw new ApiDocumentError(
        api.sourcePath,
        api.lineOf(source.pointer),
        `${link.operationId}: the samples cannot be made: ${problems.join(' ')}`,
      );
    for (const snippet of snippets) {
      samples.push({
        label: snippet.label,
        ...(mount.samples.style === 'platform'
          ? { caption: 'What the platform sends; here to a connector under `sync-connector dev`.' }
          : {}),
        code: await highlight(snippet.code, snippet.language),
        source: snippet.code,
      });
    }
    for (const handler of parts.data.operation.sdkHandlers ?? []) {
      const example = handlerExample(parts.responseExamples, handler);
      const code = handlerSample(handler, example);
      samples.push({
        label: handlerType(handler),
        caption: `The SDK handler that answers it: \`${handlerType(handler)}\`${example === undefined ? '' : ', returning the example response'}.`,
        code: await highlight(code, 'ts'),
        source: code,
      });
    }
    const responses = await Promise.all(
      parts.data.responses.map(async (response) => ({
        ...response,
        examples: await Promise.all(
          (parts.responseExamples.get(response.status) ?? []).map(async ({ label, source: text }) => ({
            ...(label ? { label } : {}),
            code: await highlight(text, 'json'),
            source: text,
          })),
        ),
      })),
    );
    const { requestBody: body, ...rest } = parts.data;
    const requestBody = body && (await highlighted(body));
    const data: OperationPageData = {
      ...rest,
      ...(requestBody ? { requestBody } : {}),
      responses,
      callbacks: await Promise.all(
        callbacks.map(async ({ requestBody: sent, ...callback }) => ({
          ...callback,
          ...(sent ? { requestBody: await highlighted(sent) } : {}),
        })),
      ),
      api: summary,
      tag: { name: tag.name, route: tag.route },
      samples,
    };
    const op = data.operation;
    pages.push({
      route: link.route,
      title: link.summary,
      description: `${op.webhook ? `Webhook: ${op.method} to your URL` : `${op.method} ${op.path}`}. ${firstSentence(op.descriptionMarkdown) || `${link.summary}.`}`,
      sourcePath: file.sourcePath,
      sidebar: { parent: tag.route, position: siblings.indexOf(source) + 1 },
      template: TEMPLATES.operation,
      headings: operationHeadings(data),
      sections: operationSections(data),
      markdown: operationTwin(data),
      data: shipped(data),
    });
  }

  const schemas = Object.keys(((api.doc.components as Json | undefined)?.schemas ?? {}) as Json);
  if (schemas.length) {
    const context = contextFor();
    const usedBy = schemaUsers(api, sources, links);
    const data: SchemasPageData = {
      kind: 'schemas',
      api: summary,
      schemas: schemas.map((name) => {
        const id = context.claimId(kebab(name));
        const schema = schemaView(atPointer(api.doc, `/components/schemas/${escapePointer(name)}`), context, {
          id,
          expand: true,
          stack: [name],
        });
        return { name, id, schema, usedBy: usedBy.get(name) ?? [] };
      }),
    };
    pages.push({
      route: schemasRoute,
      title: 'Schemas',
      description: `Every schema of the ${title}, field by field: the one page each shared schema is defined on.`,
      sourcePath: file.sourcePath,
      // After the tags, then the changelog.
      sidebar: { parent: mount.route, position: tags.length + 1 },
      template: TEMPLATES.schemas,
      headings: data.schemas.map((s) => ({ depth: 2, id: s.id, title: s.name })),
      sections: [
        { heading: null, anchor: null, text: `Schemas of the ${title}: ${schemas.join(', ')}.` },
        ...data.schemas.map((s) => ({ heading: s.name, anchor: s.id, text: [s.name, nodeText(s.schema)].join(' ') })),
      ],
      markdown: schemasTwin(data),
      data: shipped(data),
    });
  }
  if (previous) pages.push(await changelogPage(api, summary, mount, previous, tags.length + 2));
  return pages;
}

/**
 * The reference's changelog: what changed in this API since the previous docs version's document,
 * generated from both documents (src/apiReference/node/changelog.ts), never written by hand.
 */
async function changelogPage(
  api: ApiDocument,
  summary: ApiSummary,
  mount: PlacedApiReference,
  previous: { file: { sourcePath: string; text: string }; mount: PlacedApiReference },
  position: number,
): Promise<GeneratedPage> {
  const earlier = await loadApiDocument(previous.file);
  const side = (doc: Json, placed: PlacedApiReference) => ({
    doc,
    routeOf: (operationId: string) => operationRoute(placed, operationId),
  });
  const versionOf = (doc: Json) => String((doc.info as Json | undefined)?.version ?? '');
  // The connector API's readers implement it (the platform calls them); the Embed API's call it.
  const perspective = mount.samples.style === 'platform' ? 'implementer' : 'caller';
  const data = changelogData(
    summary,
    {
      label: previous.mount.version.label,
      apiVersion: versionOf(earlier.doc),
      route: previous.mount.route,
      documentUrl: `${siteConfig.pathPrefix}${previous.mount.publishedPath}`,
    },
    { label: mount.version.label, apiVersion: summary.version, route: mount.route, documentUrl: summary.documentUrl },
    perspective,
    apiChanges(side(earlier.doc, previous.mount), side(api.doc, mount), perspective),
  );
  const breaking = data.operations.filter((op) => op.breaking).length;
  const count = data.operations.length;
  const changed = count ? `${count} operation${count === 1 ? '' : 's'}, ${breaking} with breaking changes` : 'no operation changed';
  const headings = changelogHeadings(data);
  return {
    route: changelogRoute(mount),
    title: `${summary.title} changelog`,
    description: `What changed in the ${summary.title} between docs ${data.from.label} (API ${data.from.apiVersion}) and ${data.to.label} (API ${data.to.apiVersion}): ${changed}.`,
    sourcePath: api.sourcePath,
    otherSources: [previous.file.sourcePath],
    sidebar: { parent: mount.route, position, label: 'Changelog' },
    template: TEMPLATES.changelog,
    headings,
    sections: [
      {
        heading: null,
        anchor: null,
        text: `${summary.title} changelog: changes since ${data.from.label}, generated from the OpenAPI documents.`,
      },
      ...data.operations.map((op) => ({
        heading: `${op.method} ${op.path}`,
        anchor: changelogAnchor(op),
        text: [op.summary, op.change, ...op.entries.map((e) => e.text)].join('. '),
      })),
    ],
    markdown: changelogTwin(data),
    data,
  };
}

/** Declared tags in document order, then any an operation names without declaring. */
function tagsOf(api: ApiDocument, sources: OperationSource[]): Array<{ name: string; description?: string; pointer: string }> {
  const declared = ((api.doc.tags ?? []) as Json[]).map((tag, index) => ({
    name: String(tag.name),
    ...(typeof tag.description === 'string' ? { description: tag.description } : {}),
    pointer: `/tags/${index}`,
  }));
  for (const source of sources) {
    const name = (source.op.tags as string[])[0] as string;
    if (!declared.some((t) => t.name === name)) declared.push({ name, pointer: `${source.pointer}/tags/0` });
  }
  // A declared tag no operation uses gets no page.
  return declared.filter((tag) => sources.some((s) => (s.op.tags as string[])[0] === tag.name));
}

/** A body with its examples highlighted, as the page shows them. */
async function highlighted(body: BodyParts): Promise<BodyView> {
  return { ...body, examples: await Promise.all(body.examples.map(async (e) => ({ ...e, code: await highlight(e.source, 'json') }))) };
}

/** The example a handler returns: the one named after it (`getItem`), else the first success response's first. */
function handlerExample(examples: Map<string, Array<{ name?: string; source: string }>>, handler: string): unknown {
  const success = [...examples].filter(([status]) => /^2/.test(status)).flatMap(([, list]) => list);
  const chosen = success.find((e) => e.name === handler) ?? success[0];
  return chosen ? JSON.parse(chosen.source) : undefined;
}

/** The table of contents of an operation page: the ids its template gives its headings. */
function operationHeadings(data: OperationPageData): GeneratedPage['headings'] {
  const headings: GeneratedPage['headings'] = [
    ...(data.samples.length ? [{ depth: 2, id: 'samples', title: 'Samples' }] : []),
    { depth: 2, id: 'request', title: 'Request' },
  ];
  if (data.security.length) headings.push({ depth: 3, id: 'authorization', title: 'Authorization' });
  if (data.parameters.path.length) headings.push({ depth: 3, id: 'path-parameters', title: 'Path parameters' });
  if (data.parameters.query.length) headings.push({ depth: 3, id: 'query-parameters', title: 'Query parameters' });
  if (data.parameters.header.length) headings.push({ depth: 3, id: 'headers', title: 'Headers' });
  if (data.requestBody) headings.push({ depth: 3, id: 'body', title: 'Body' });
  headings.push({ depth: 2, id: 'responses', title: 'Responses' });
  for (const response of data.responses) headings.push({ depth: 3, id: response.id, title: response.title });
  if (data.errors.rows.length) headings.push({ depth: 3, id: 'errors', title: 'Errors' });
  if (data.callbacks.length) headings.push({ depth: 2, id: 'callbacks', title: 'Callbacks' });
  for (const callback of data.callbacks) headings.push({ depth: 3, id: callback.id, title: callback.name });
  return headings;
}

/** Search: the lead holds method, path, operationId and summary, so any of them finds the page. */
function operationSections(data: OperationPageData): GeneratedPage['sections'] {
  const op = data.operation;
  const fields = (list: Field[]) => list.map((f) => `${f.name} ${nodeText(f.schema)}`).join(' ');
  const sections: GeneratedPage['sections'] = [
    {
      heading: null,
      anchor: null,
      text: `${op.webhook ? `webhook ${op.webhook} ${op.method}` : `${op.method} ${op.path}`} ${op.operationId}. ${op.summary}. ${markdownText(op.descriptionMarkdown)}`.trim(),
    },
    {
      heading: 'Request',
      anchor: 'request',
      text: data.security.map((s) => `${s.scheme}. ${markdownText(s.descriptionMarkdown)}`).join(' ') || 'No authentication.',
    },
  ];
  if (data.parameters.path.length)
    sections.push({ heading: 'Path parameters', anchor: 'path-parameters', text: fields(data.parameters.path) });
  if (data.parameters.query.length)
    sections.push({ heading: 'Query parameters', anchor: 'query-parameters', text: fields(data.parameters.query) });
  if (data.parameters.header.length) sections.push({ heading: 'Headers', anchor: 'headers', text: fields(data.parameters.header) });
  if (data.requestBody)
    sections.push({
      heading: 'Body',
      anchor: 'body',
      text: `${markdownText(data.requestBody.descriptionMarkdown)} ${nodeText(data.requestBody.schema)}`.trim(),
    });
  for (const response of data.responses) {
    sections.push({
      heading: response.title,
      anchor: response.id,
      text:
        `${markdownText(response.descriptionMarkdown)} ${fields(response.headers)} ${response.schema ? nodeText(response.schema) : ''}`
          .replace(/\s+/g, ' ')
          .trim() || response.title,
    });
  }
  if (data.errors.rows.length) {
    sections.push({
      heading: 'Errors',
      anchor: 'errors',
      text: data.errors.rows.map((e) => `${e.title}. ${markdownText(e.descriptionMarkdown)}`).join(' '),
    });
  }
  for (const callback of data.callbacks) {
    sections.push({
      heading: callback.name,
      anchor: callback.id,
      text: [
        `${callback.name}: ${callback.method} ${callback.url}, to ${markdownText(callback.urlText)}.`,
        callback.summary,
        markdownText(callback.descriptionMarkdown),
        fields(callback.headers),
        callback.requestBody && `${markdownText(callback.requestBody.descriptionMarkdown)} ${nodeText(callback.requestBody.schema)}`,
        ...callback.responses.map((r) => `${r.title}. ${markdownText(r.descriptionMarkdown)}`),
      ]
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    });
  }
  return sections;
}

/** A schema's words for search: field names and descriptions, depth first. */
function nodeText(node: SchemaNode): string {
  const parts = [node.ref?.name, markdownText(node.descriptionMarkdown)];
  for (const field of node.properties ?? []) parts.push(field.name, nodeText(field.schema));
  if (node.items) parts.push(nodeText(node.items));
  for (const option of node.variants?.options ?? []) parts.push(nodeText(option));
  if (node.content) parts.push(nodeText(node.content.schema));
  return parts.filter(Boolean).join(' ');
}

const groupText = (group: TagPageData['groups'][number]) =>
  group.operations
    .map((op) => `${op.summary}: ${op.webhook ? `webhook ${op.webhook}, ${op.method}` : `${op.method} ${op.path}`} (${op.operationId})`)
    .join('. ');

/** The operations whose request, parameters or responses name each schema directly. */
function schemaUsers(
  api: ApiDocument,
  sources: OperationSource[],
  links: Map<OperationSource, OperationLink>,
): Map<string, OperationLink[]> {
  const users = new Map<string, OperationLink[]>();
  for (const source of sources) {
    const names = new Set<string>();
    const visit = (value: unknown, depth: number) => {
      if (value === null || typeof value !== 'object' || depth > 30) return;
      const ref = (value as Json).$ref;
      if (typeof ref === 'string') {
        const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
        // A schema used through another one (Collection's ItemSummary) is used by the operation too; each is read once.
        if (name && names.has(name)) return;
        if (name) names.add(name);
        visit(deref(api, value), depth + 1);
      }
      for (const child of Object.values(value)) visit(child, depth + 1);
    };
    visit({ ...source.op, parameters: source.parameters }, 0);
    for (const name of names) users.set(name, [...(users.get(name) ?? []), links.get(source) as OperationLink]);
  }
  return users;
}

/** The page data as the browser receives it: the twins' Markdown and code text stay here. */
function shipped<T>(data: T): T {
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) => (key === 'descriptionMarkdown' || key === 'source' ? undefined : value)),
  ) as T;
}
