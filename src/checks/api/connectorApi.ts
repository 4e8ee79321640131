import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * An HTTP API as its OpenAPI document describes it (static/openapi/connector-api.yaml, and the Embed
 * API's), turned into what the example checks need: each operation's request and response validators.
 * swagger-parser validates the document; Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) validates
 * the examples. Schemas are compiled by JSON pointer into the document, not dereferenced, because
 * the graph's schemas are recursive (a relation's schema holds relations).
 */

type Json = Record<string, unknown>;

export interface ApiOperation {
  operationId: string;
  method: string;
  /** The path template, e.g. `/me` or `/{path}`. */
  path: string;
  /** The SDK handlers that answer it (`x-sdk-handlers`): `updateItem`. */
  handlers: string[];
  /** Header parameters, lower-cased, and whether each is required. */
  headers: Map<string, { required: boolean; validate: ValidateFunction }>;
  request?: ValidateFunction;
  /** Status (`'200'`, `'default'`) → body validator (none for a response without a JSON body). */
  responses: Map<string, { validate?: ValidateFunction; headers: string[] }>;
  /** Its callbacks by name, each the one request the reference shows for it (`openapi="op callback name request"`). */
  callbacks: Map<string, ApiOperation>;
  /** A webhook's name: the API sends it to the reader's URL, so no request to the server matches it. */
  webhook?: string;
}

export interface ConnectorApi {
  /** The document, relative to the project (`static/openapi/embed-api.yaml`), for messages. */
  file: string;
  /** The first server's URL (`https://api.syncplatform.example/v1`); its path prefixes every operation's. */
  server: string;
  operations: ApiOperation[];
  /** A header's schema carries JSON (`contentSchema`): the validator of the decoded JSON, by header name. */
  headerContent: Map<string, ValidateFunction>;
  schema(name: string): ValidateFunction | undefined;
  byId(operationId: string): ApiOperation | undefined;
  /** The operation a request goes to (its path without the server's): a fixed path first, then a templated one. */
  match(method: string, path: string): ApiOperation | undefined;
  /** A request's path within the API (the server's path and the query left out): `/tasks/t_1002`. */
  localPath(path: string): string;
}

let documents = 0;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export async function loadConnectorApi(file: string): Promise<ConnectorApi> {
  // validate() dereferences the object it returns; parse a second copy to keep the $refs.
  await SwaggerParser.validate(file);
  const doc = (await SwaggerParser.parse(file)) as unknown as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const DOC_ID = `api-${(documents += 1)}`;
  ajv.addSchema(doc, DOC_ID);

  /** Follows local `$ref`s until the object itself, returning it with its pointer. */
  const resolve = (pointer: string): { value: Json; pointer: string } => {
    const value = pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((node, key) => (node as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
    const ref = value?.$ref;
    return typeof ref === 'string' && ref.startsWith('#/') ? resolve(ref.slice(1)) : { value, pointer };
  };
  const compile = (pointer: string) => ajv.compile({ $ref: `${DOC_ID}#${pointer}` });

  const operations: ApiOperation[] = [];
  const headerContent = new Map<string, ValidateFunction>();
  const templates = new Map<string, RegExp>();
  /** One operation (a path's, a webhook's or a callback's) at `opPointer`, with its path item's parameters. */
  const operationAt = (template: string, itemPointer: string, method: string): ApiOperation => {
    const item = resolve(itemPointer).value;
    const opPointer = `${itemPointer}/${method}`;
    const op = item[method] as Json;
    const headers = new Map<string, { required: boolean; validate: ValidateFunction }>();
    const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
    params.forEach((_, index) => {
      const base =
        index < ((item.parameters as unknown[]) ?? []).length
          ? `${itemPointer}/parameters/${index}`
          : `${opPointer}/parameters/${index - ((item.parameters as unknown[]) ?? []).length}`;
      const { value, pointer } = resolve(base);
      if (value.in === 'path' && value['x-allow-reserved'] === true) templates.set(`${template} ${String(value.name)}`, /.+/);
      if (value.in !== 'header') return;
      const name = String(value.name).toLowerCase();
      headers.set(name, { required: value.required === true, validate: compile(`${pointer}/schema`) });
      if ((value.schema as Json | undefined)?.contentSchema && !headerContent.has(name))
        headerContent.set(name, compile(`${pointer}/schema/contentSchema`));
    });
    let request: ValidateFunction | undefined;
    if (op.requestBody) {
      const { value, pointer } = resolve(`${opPointer}/requestBody`);
      if ((value.content as Json)?.['application/json']) request = compile(`${pointer}/content/application~1json/schema`);
    }
    const responses = new Map<string, { validate?: ValidateFunction; headers: string[] }>();
    for (const status of Object.keys((op.responses ?? {}) as Json)) {
      const { value, pointer } = resolve(`${opPointer}/responses/${status}`);
      const json = (value.content as Json)?.['application/json'] as Json | undefined;
      const required = Object.keys((value.headers ?? {}) as Json).filter(
        (name) => resolve(`${pointer}/headers/${escape(name)}`).value.required === true,
      );
      responses.set(status, {
        validate: json?.schema ? compile(`${pointer}/content/application~1json/schema`) : undefined,
        headers: required.map((name) => name.toLowerCase()),
      });
    }
    // A callback's one request: its first URL expression and method (the reference refuses more).
    const callbacks = new Map<string, ApiOperation>();
    for (const name of Object.keys((op.callbacks ?? {}) as Json)) {
      const { value, pointer } = resolve(`${opPointer}/callbacks/${escape(name)}`);
      const [url] = Object.keys(value);
      const itemAt = `${pointer}/${escape(url ?? '')}`;
      const [callbackMethod] = Object.keys(resolve(itemAt).value ?? {}).filter((key) => METHODS.includes(key));
      if (url && callbackMethod) callbacks.set(name, operationAt(url, itemAt, callbackMethod));
    }
    const handlers = Array.isArray(op['x-sdk-handlers']) ? (op['x-sdk-handlers'] as unknown[]).map(String) : [];
    return {
      operationId: String(op.operationId),
      method: method.toUpperCase(),
      path: template,
      handlers,
      headers,
      request,
      responses,
      callbacks,
    };
  };
  for (const [template, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>))
    for (const method of METHODS) if (item[method]) operations.push(operationAt(template, `/paths/${escape(template)}`, method));
  for (const name of Object.keys((doc.webhooks ?? {}) as Json))
    for (const method of METHODS)
      if (resolve(`/webhooks/${escape(name)}`).value[method])
        operations.push({ ...operationAt('', `/webhooks/${escape(name)}`, method), webhook: name });

  const schemas = new Map<string, ValidateFunction>();
  const server = String(((doc.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '').replace(/\/$/, '');
  const serverPath = new URL(server || 'http://host.invalid').pathname.replace(/\/$/, '');
  /** `/embed-users/{externalUserId}/flows` as a pattern; a parameter with x-allow-reserved spans slashes. */
  const pattern = (template: string) =>
    new RegExp(
      `^${template
        .split(/(\{[^}]+\})/)
        .map((part) =>
          /^\{(.+)\}$/.test(part)
            ? (templates.get(`${template} ${part.slice(1, -1)}`)?.source ?? '[^/]+')
            : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
  return {
    file: path.relative(path.resolve(__dirname, '../../..'), file),
    server,
    headerContent,
    operations,
    schema(name) {
      if (!((doc.components as Json)?.schemas as Json)?.[name]) return undefined;
      if (!schemas.has(name)) schemas.set(name, compile(`/components/schemas/${escape(name)}`));
      return schemas.get(name);
    },
    byId: (operationId) => operations.find((o) => o.operationId === operationId),
    localPath: (requestPath) => (requestPath.split('?')[0] ?? '').slice(serverPath.length),
    match(method, requestPath) {
      if (serverPath && !requestPath.startsWith(`${serverPath}/`)) return undefined;
      const local = requestPath.slice(serverPath.length);
      const candidates = operations.filter((o) => o.method === method.toUpperCase() && !o.webhook);
      return candidates.find((o) => o.path === local) ?? candidates.find((o) => o.path.includes('{') && pattern(o.path).test(local));
    },
  };
}

/** Ajv's errors as one readable line: `/data/0/path must be string; must have required property 'info'`. */
export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` "${String(e.params.additionalProperty)}"` : ''}`,
    )
    .join('; ');
}
