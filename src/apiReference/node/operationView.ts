import { STATUS_CODES } from 'node:http';
import type { BodyView, ErrorView, Field, OperationPageData, ResponseView, SecurityView } from '../model';
import { decodeJsonHeader } from '../request/base64url';
import type { RequestParam, RequestSpec } from '../request/requestSpec';
import type { ApiReferenceMount } from './apis';
import { ApiDocumentError, escapePointer, type ApiDocument, type Json } from './load';
import { markdownToHtml } from './markdown';
import { schemaView, type SchemaContext } from './schemaView';

/** The header whose value is a Unix time: the samples compute it from `x-deadline-seconds` when run. */
const DEADLINE_HEADER = 'X-Sync-Deadline';
const PARAMETER_PLACES = ['path', 'query', 'header'] as const;

export interface OperationSource {
  method: string;
  /** The path template; empty for a webhook. */
  path: string;
  /** A webhook's name (`webhooks` of the document): the API sends it to the reader's URL. */
  webhook?: string;
  /** JSON pointer of the operation object, for error lines. */
  pointer: string;
  op: Json;
  /** Path-item parameters, then the operation's (which win, by name and place). */
  parameters: Json[];
}

/** Every operation of the document, in document order, then its webhooks. */
export function operationsOf(api: ApiDocument): OperationSource[] {
  const out: OperationSource[] = [];
  for (const root of ['paths', 'webhooks'] as const) {
    for (const [key, raw] of Object.entries((api.doc[root] ?? {}) as Record<string, Json>)) {
      const item = deref(api, raw);
      for (const method of ['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace']) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const merged = new Map<string, Json>();
        for (const rawParam of [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])]) {
          const param = deref(api, rawParam);
          merged.set(`${String(param.in)}:${String(param.name)}`, param);
        }
        out.push({
          method: method.toUpperCase(),
          path: root === 'paths' ? key : '',
          ...(root === 'webhooks' ? { webhook: key } : {}),
          pointer: `/${root}/${escapePointer(key)}/${method}`,
          op,
          parameters: [...merged.values()],
        });
      }
    }
  }
  return out;
}

/** A parameter, response, request body or header: the object itself when it is a `$ref`. */
export function deref(api: ApiDocument, value: unknown): Json {
  let current = value as Json;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) current = api.resolve(current.$ref) as Json;
  return current ?? {};
}

export const statusTitle = (status: string) =>
  status === 'default' ? 'Any other status' : `${status} ${STATUS_CODES[Number(status)] ?? ''}`.trim();
export const jsonMedia = (content: unknown): [string, Json] | undefined => {
  const entries = Object.entries((content ?? {}) as Record<string, Json>);
  return entries.find(([type]) => /[/+]json$/.test(type)) ?? entries[0];
};
/** The examples of a media type or parameter: `example`, or each of `examples` with its summary. */
export function examplesOf(api: ApiDocument, holder: Json): Array<{ name?: string; label?: string; value: unknown }> {
  if ('example' in holder) return [{ value: holder.example }];
  return Object.entries((holder.examples ?? {}) as Record<string, Json>).map(([name, raw]) => {
    const example = deref(api, raw);
    return { name, label: typeof example.summary === 'string' ? example.summary : name, value: example.value };
  });
}
const firstSchemaExample = (schema: Json | undefined): unknown =>
  schema && 'example' in schema ? schema.example : Array.isArray(schema?.examples) ? schema.examples[0] : undefined;

/** A body whose examples are not highlighted yet: every one, named; the samples send the first. */
export type BodyParts = Omit<BodyView, 'examples'> & { examples: Array<{ label?: string; source: string }> };

export interface OperationParts {
  /** The page's data but its samples and callbacks (callbackView.ts), with a body whose examples are not highlighted yet. */
  data: Omit<OperationPageData, 'api' | 'tag' | 'samples' | 'requestBody' | 'callbacks'> & { requestBody?: BodyParts };
  /** What the samples are made from; none for a webhook, which the reader receives. */
  request?: RequestSpec;
  /** Each success response's examples; `name` is the example's key in the document. */
  responseExamples: Map<string, Array<{ name?: string; label?: string; source: string }>>;
}

/** A request body (`requestBody`, resolved) as the page shows it: fields under `id`, every example. */
export function bodyParts(api: ApiDocument, body: Json, context: SchemaContext, id: string): BodyParts | undefined {
  const media = jsonMedia(body.content);
  if (!media) return undefined;
  const [mediaType, content] = media;
  // Every example, named, on the page; without any, the schema's own.
  const examples = examplesOf(api, content);
  const schemaExample = firstSchemaExample(content.schema as Json);
  return {
    required: body.required === true,
    mediaType,
    ...descriptionOf(body.description),
    schema: schemaView(content.schema, context, { id, expand: true, stack: [] }),
    examples: examples.length
      ? examples.map((e) => ({ ...(e.label ? { label: e.label } : {}), source: JSON.stringify(e.value, null, 2) }))
      : schemaExample === undefined
        ? []
        : [{ source: JSON.stringify(schemaExample, null, 2) }],
  };
}

/** A header (a response's, or a header parameter): its schema with the holder's own description, flags and example. */
export function headerField(api: ApiDocument, name: string, header: Json, context: SchemaContext, id: string): Field {
  const schema = schemaView(header.schema, context, { id, expand: true, stack: [] });
  // Inline, as a field's: it is shown in a table cell's sentence.
  const own = markdownToHtml(header.description as string | undefined, { inline: true });
  if (own) Object.assign(schema, { description: own, descriptionMarkdown: String(header.description).trim() });
  if (header.deprecated === true) schema.deprecated = true;
  const [example] = examplesOf(api, header);
  const value = example?.value ?? firstSchemaExample(header.schema as Json);
  if (value !== undefined && !schema.examples) schema.examples = [JSON.stringify(value)];
  return { name, id, required: header.required === true, schema };
}

/** Everything an operation page shows but its samples, from the document. */
export function operationView(
  api: ApiDocument,
  source: OperationSource,
  mount: ApiReferenceMount,
  context: SchemaContext,
  route: string,
): OperationParts {
  const { op, method, path } = source;
  const fail = (pointer: string, message: string): never => {
    throw new ApiDocumentError(api.sourcePath, api.lineOf(pointer), `${String(op.operationId)}: ${message}`);
  };

  const parameters: OperationPageData['parameters'] = { path: [], query: [], header: [] };
  const requestParams: RequestParam[] = [];
  for (const place of PARAMETER_PLACES) {
    for (const param of source.parameters.filter((p) => p.in === place)) {
      const name = String(param.name);
      const id = context.claimId(`${place}.${name}`);
      const schema = schemaView(param.schema, context, { id, expand: true, stack: [] });
      const own = markdownToHtml(param.description as string | undefined, { inline: true });
      if (own) Object.assign(schema, { description: own, descriptionMarkdown: String(param.description).trim() });
      if (param.deprecated === true) schema.deprecated = true;
      const [example] = examplesOf(api, param);
      const value = example?.value ?? firstSchemaExample(param.schema as Json);
      if (value !== undefined && !schema.examples) schema.examples = [JSON.stringify(value)];
      parameters[place].push({ name, id, required: param.required === true, schema });
      const json = typeof (param.schema as Json | undefined)?.contentSchema === 'object';
      requestParams.push({
        name,
        in: place,
        required: param.required === true,
        ...(value === undefined ? {} : { example: json ? decodeJsonHeader(String(value)) : String(value) }),
        ...(json ? { json: true } : {}),
        ...(place === 'path' && param['x-allow-reserved'] === true ? { reserved: true } : {}),
      });
    }
  }

  const security = securityOf(api, op);

  const requestBody = op.requestBody ? bodyParts(api, deref(api, op.requestBody), context, 'body') : undefined;
  if (op.requestBody && !requestBody) fail(`${source.pointer}/requestBody`, 'the request body has no media type');

  const responses: ResponseView[] = [];
  const errorRows: ErrorView[] = [];
  const errorBodies: OperationPageData['errors']['bodies'] = [];
  const bodyKeys: string[] = [];
  const responseExamples: OperationParts['responseExamples'] = new Map();
  for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
    const response = deref(api, raw);
    const isError = status === 'default' || Number(status) >= 400;
    const id = context.claimId(isError ? `status-${status}` : `response-${status}`);
    const headers: Field[] = Object.entries((response.headers ?? {}) as Record<string, Json>).map(([name, rawHeader]) =>
      headerField(api, name, deref(api, rawHeader), context, context.claimId(`${id}.header.${name}`)),
    );
    const media = jsonMedia(response.content);
    const examples = media ? examplesOf(api, media[1]) : [];
    if (isError) {
      let body: number | undefined;
      if (media?.[1].schema) {
        // One field table per distinct error body, however many statuses answer with it.
        const key = JSON.stringify(media[1].schema);
        body = bodyKeys.indexOf(key);
        if (body === -1) {
          body = bodyKeys.push(key) - 1;
          const bodyId = context.claimId(errorBodies.length ? `error-${errorBodies.length + 1}` : 'error');
          // The shape only: a schema's example is one status's body (NOT_FOUND), and each row has its own.
          const { examples: _oneStatus, ...schema } = schemaView(media[1].schema, context, { id: bodyId, expand: true, stack: [] });
          errorBodies.push({ id: bodyId, mediaType: media[0], schema });
        }
      }
      errorRows.push({
        status,
        title: statusTitle(status),
        id,
        ...descriptionOf(response.description),
        headers,
        ...(examples[0] ? { example: JSON.stringify(examples[0].value) } : {}),
        ...(body === undefined ? {} : { body }),
      });
      continue;
    }
    responses.push({
      status,
      title: statusTitle(status),
      id,
      ...descriptionOf(response.description),
      headers,
      ...(media ? { mediaType: media[0], schema: schemaView(media[1].schema, context, { id, expand: true, stack: [] }) } : {}),
      examples: [],
    });
    const shown = examples.length
      ? examples
      : media && firstSchemaExample(media[1].schema as Json) !== undefined
        ? [{ value: firstSchemaExample(media[1].schema as Json) }]
        : [];
    responseExamples.set(
      status,
      shown.map((e) => ({
        ...('name' in e && e.name ? { name: e.name } : {}),
        ...('label' in e && e.label ? { label: e.label } : {}),
        source: JSON.stringify(e.value, null, 2),
      })),
    );
  }

  // A webhook has no samples: the reader receives it, there is nothing to call.
  const request = source.webhook ? undefined : requestSpec(api, source, mount, requestParams, requestBody, fail);

  const sdkHandlers = Array.isArray(op['x-sdk-handlers']) ? (op['x-sdk-handlers'] as string[]) : undefined;
  return {
    data: {
      kind: 'operation',
      operation: {
        operationId: String(op.operationId),
        method,
        path,
        ...(source.webhook ? { webhook: source.webhook } : {}),
        summary: String(op.summary ?? op.operationId),
        route,
        ...(op.deprecated === true ? { deprecated: true } : {}),
        ...descriptionOf(op.description),
        ...(typeof op['x-deadline-seconds'] === 'number' ? { deadlineSeconds: op['x-deadline-seconds'] } : {}),
        ...(sdkHandlers ? { sdkHandlers } : {}),
      },
      security,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses,
      errors: { rows: errorRows, bodies: errorBodies },
      ...(request ? { request } : {}),
    },
    ...(request ? { request } : {}),
    responseExamples,
  };
}

/** What the samples send and the builder starts from; stops on a required value they could not show. */
function requestSpec(
  api: ApiDocument,
  source: OperationSource,
  mount: ApiReferenceMount,
  requestParams: RequestParam[],
  requestBody: BodyParts | undefined,
  fail: (pointer: string, message: string) => never,
): RequestSpec {
  const { op, method, path } = source;
  const bodyExample = requestBody?.examples[0]?.source;
  const server = String(((api.doc.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '').replace(/\/$/, '');
  const deadline = typeof op['x-deadline-seconds'] === 'number' && requestParams.some((p) => p.name === DEADLINE_HEADER);
  // A deadline the samples cannot send (its header renamed) would go out as the example's stale timestamp;
  // an operation that takes no headers at all (health) is timed by the platform without one.
  if (typeof op['x-deadline-seconds'] === 'number' && !deadline && requestParams.some((p) => p.in === 'header'))
    fail(
      `${source.pointer}/x-deadline-seconds`,
      `the samples send the deadline in ${DEADLINE_HEADER}, which this operation does not take: rename the header back, or the samples' constant with it`,
    );
  const request: RequestSpec = {
    method,
    url: `${server}${path}`,
    style: mount.samples.style,
    params: requestParams,
    ...(mount.samples.style === 'client' && securityOf(api, op).length ? { auth: { envVar: mount.samples.envVar } } : {}),
    ...(requestBody && bodyExample !== undefined
      ? { body: { mediaType: requestBody.mediaType, required: requestBody.required, example: bodyExample } }
      : {}),
    ...(deadline ? { deadline: { header: DEADLINE_HEADER, seconds: op['x-deadline-seconds'] as number } } : {}),
  };
  for (const param of requestParams) {
    if (param.required && param.example === undefined && !(deadline && param.name === DEADLINE_HEADER)) {
      fail(source.pointer, `the required ${param.in} parameter ${param.name} needs an example: the samples show one`);
    }
  }
  if (requestBody?.required && bodyExample === undefined)
    fail(`${source.pointer}/requestBody`, 'the request body needs an example: the samples show one');
  return request;
}

/** `description` as HTML and its Markdown, for spreading into a view. */
export function descriptionOf(markdown: unknown): { description?: string; descriptionMarkdown?: string } {
  if (typeof markdown !== 'string' || !markdown.trim()) return {};
  return { description: markdownToHtml(markdown) as string, descriptionMarkdown: markdown.trim() };
}

/** The operation's security requirements (its own, else the document's), each scheme described. */
/**
 * What an operation accepts: each requirement of `security` is an alternative (any one will do), and
 * the schemes inside one are all needed together. With more than one alternative, each view says
 * which it belongs to; an empty requirement is "no authentication" as one of them.
 */
export function securityOf(api: ApiDocument, op: Json): SecurityView[] {
  const requirements = (op.security ?? api.doc.security ?? []) as Array<Record<string, unknown>>;
  const schemes = ((api.doc.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  const several = requirements.length > 1;
  return requirements.flatMap((requirement, alternative) => {
    const place = several ? { alternative } : {};
    const names = Object.keys(requirement);
    if (!names.length) return [{ name: '', scheme: 'No authentication', ...place }];
    return names.map((name) => {
      const scheme = deref(api, schemes[name]);
      const scopes = Array.isArray(requirement[name]) ? (requirement[name] as unknown[]).map(String) : [];
      return { name, scheme: schemeText(scheme, scopes), ...place, ...descriptionOf(scheme.description) };
    });
  });
}

const FLOW_NAMES: Record<string, string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  implicit: 'implicit',
  password: 'password',
};

/** `OAuth 2.0, authorization code flow (authorize at …, token at …), scopes `a`, `b``: the scheme as a reader uses it. */
function oauth2Text(scheme: Json, scopes: string[]): string {
  const flows = Object.entries((scheme.flows ?? {}) as Record<string, Json>).map(([kind, flow]) => {
    const urls = [
      flow.authorizationUrl && `authorize at ${String(flow.authorizationUrl)}`,
      flow.tokenUrl && `token at ${String(flow.tokenUrl)}`,
    ].filter(Boolean);
    return `${FLOW_NAMES[kind] ?? kind} flow${urls.length ? ` (${urls.join(', ')})` : ''}`;
  });
  const wanted = scopes.length
    ? scopes
    : Object.values((scheme.flows ?? {}) as Record<string, Json>).flatMap((f) => Object.keys((f.scopes ?? {}) as Json));
  const scopeText = wanted.length ? `, scopes ${[...new Set(wanted)].map((s) => `\`${s}\``).join(', ')}` : '';
  return `OAuth 2.0${flows.length ? `, ${flows.join('; ')}` : ''}${scopeText}`;
}

function schemeText(scheme: Json, scopes: string[] = []): string {
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') return 'Bearer token in the `Authorization` header';
  if (scheme.type === 'http') return `HTTP ${String(scheme.scheme)} authentication`;
  if (scheme.type === 'apiKey') return `Credentials in the \`${String(scheme.name)}\` ${String(scheme.in)}`;
  if (scheme.type === 'oauth2') return oauth2Text(scheme, scopes);
  if (scheme.type === 'openIdConnect') return `OpenID Connect (discovery at ${String(scheme.openIdConnectUrl)})`;
  if (scheme.type === 'mutualTLS') return 'Mutual TLS (a client certificate)';
  return String(scheme.type);
}
