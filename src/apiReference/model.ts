/**
 * What the API reference's templates render: the `data` of its generated pages, made at build time
 * (src/apiReference/node) and read in the browser (src/apiReference/browser). Plain JSON; every
 * description is HTML already, every code block highlighted already.
 */
import type { RequestSpec } from './request/requestSpec';

/** A schema position as the reference shows it. */
export interface SchemaNode {
  /** What the value is: `string`, `integer`, `array of string`, `object`, `one of`, a schema's name. */
  label: string;
  /** A named schema: its home, where its fields are defined. */
  ref?: { name: string; href: string };
  /** A shared schema shown in place: its fields collapse, under its name linking to its one home. */
  shared?: boolean;
  /** `recursive`: the schema holds itself here (shown by name, as a link to where it starts). */
  recursive?: boolean;
  format?: string;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** HTML. */
  description?: string;
  /** The description's Markdown, for the twins; dropped from the page data (build/pages.ts). */
  descriptionMarkdown?: string;
  /** Values as JSON text (`"flows"`, `3600`). */
  enum?: string[];
  /** The only value allowed, as JSON text. */
  const?: string;
  default?: string;
  examples?: string[];
  /** `300 to 86,400`, `at least 1 item`, ``matches `^/` ``: text with Markdown inline code. */
  constraints?: string[];
  /** Rules between fields (`if`/`then`), text with Markdown inline code: ``` `flowId` is required when `view` is `"flowEditor"`. ``` */
  conditions?: string[];
  properties?: Field[];
  /** `additionalProperties`: the schema of any other key, with its row's id (`true` when anything goes). */
  additional?: { id: string; schema: SchemaNode } | true;
  items?: SchemaNode;
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  /** The property whose value picks the variant (`discriminator`), and each value's schema: mapped, or the schema's own name. */
  discriminator?: { propertyName: string; mapping: Array<{ value: string; name: string; href?: string }> };
  /** A string that carries encoded JSON (`contentSchema`): the JSON, field by field. */
  content?: { mediaType: string; encoding?: string; schema: SchemaNode };
}

/** A property, parameter or header: its anchor is the deep link to it. */
export interface Field {
  name: string;
  /** The element id of its row: `request.externalUserId`, `header.X-Sync-Credentials.accessToken`. */
  id: string;
  required: boolean;
  schema: SchemaNode;
}

export interface HighlightedCode {
  /** `bash`, `ts`, `json`, `python`. */
  language: string;
  /** Shiki's tokens as one HTML string (see src/mdx/rehype/rehypeStaticCode.ts). */
  html: string;
  lineCount: number;
}

export interface Sample {
  code: HighlightedCode;
  /** The code as text, for the twin; dropped from the page data. */
  source: string;
  /** Tab label: `curl`, `Node.js`, `Python`, `Go`, `Java`, `PHP`, `Ruby`, `C#`, `SDK handler`. */
  label: string;
  /** One line above the code saying what it is. */
  caption?: string;
}

export interface ApiSummary {
  title: string;
  version: string;
  /** The API's overview page. */
  route: string;
  /** The document as published, with the base path: `/docs/openapi/embed-api.yaml`. */
  documentUrl: string;
  /** The first server URL. */
  server: string;
  /** The rate limit in words, from `x-rate-limit`: "60 requests per minute per API key". */
  rateLimit?: string;
}

export interface OperationLink {
  operationId: string;
  method: string;
  /** The path template; empty for a webhook, which the API sends to the reader's own URL. */
  path: string;
  /** A webhook (OpenAPI `webhooks`): its name; the API sends this request, the reader receives it. */
  webhook?: string;
  summary: string;
  route: string;
  deprecated?: boolean;
}

export interface SecurityView {
  name: string;
  /** `Bearer token in the Authorization header`. */
  scheme: string;
  /** Which alternative of several it belongs to (0-based); absent when there is one. Any one alternative will do. */
  alternative?: number;
  description?: string;
  descriptionMarkdown?: string;
}

/** What every response of an operation has: its status, as a title and an anchor, and its headers. */
interface StatusView {
  status: string;
  /** `201 Created`, `Any other status`. */
  title: string;
  /** The anchor of its heading or row: `response-201`, `status-401`. */
  id: string;
  description?: string;
  descriptionMarkdown?: string;
  headers: Field[];
}

/** A success or redirect response: a heading of its own, its headers, its body field by field, its examples. */
export interface ResponseView extends StatusView {
  mediaType?: string;
  schema?: SchemaNode;
  examples: Array<{ label?: string; code: HighlightedCode; source: string }>;
}

/** An error response: a row of the errors table. */
export interface ErrorView extends StatusView {
  /** The first example, as one line of JSON. */
  example?: string;
  /** Which of `errors.bodies` it answers with. */
  body?: number;
}

/** A request body as the reference shows it: its fields, then every example, named where the document names it. */
export interface BodyView {
  required: boolean;
  mediaType: string;
  description?: string;
  descriptionMarkdown?: string;
  schema: SchemaNode;
  examples: Array<{ label?: string; code: HighlightedCode; source: string }>;
}

/** A request that follows an operation, sent to a URL it gave (OpenAPI `callbacks`): where, what it carries, the answers expected. */
export interface CallbackView {
  name: string;
  /** Its heading's id (`callback-provider-event`); its fields' ids start with it. */
  id: string;
  method: string;
  /** The URL as the document writes it, a runtime expression: `{$request.body#/targetUrl}`. */
  url: string;
  /** The URL in words, Markdown inline: ``the URL given in the request body's `targetUrl` ``. */
  urlText: string;
  summary?: string;
  description?: string;
  descriptionMarkdown?: string;
  headers: Field[];
  requestBody?: BodyView;
  /** What the API expects back: status and meaning. */
  responses: Array<{ status: string; title: string; description?: string; descriptionMarkdown?: string }>;
}

export interface OperationPageData {
  kind: 'operation';
  api: ApiSummary;
  tag: { name: string; route: string };
  operation: OperationLink & {
    description?: string;
    descriptionMarkdown?: string;
    deadlineSeconds?: number;
    sdkHandlers?: string[];
  };
  /** Empty: no authentication (the health probe). */
  security: SecurityView[];
  parameters: { path: Field[]; query: Field[]; header: Field[] };
  /** The samples send its first example. */
  requestBody?: BodyView;
  responses: ResponseView[];
  /** Error responses share their body schema, shown once per schema. */
  errors: { rows: ErrorView[]; bodies: Array<{ id: string; mediaType: string; schema: SchemaNode }> };
  /** What the API sends back to URLs the request gave, after the responses. */
  callbacks: CallbackView[];
  /** None for a webhook: there is nothing for the reader to call. */
  samples: Sample[];
  /** What the request builder needs: the same spec the samples were made from; absent for a webhook. */
  request?: RequestSpec;
}

export interface TagPageData {
  kind: 'overview' | 'tag';
  api: ApiSummary;
  /** HTML: the tag's description, or the document's on the overview. */
  description?: string;
  descriptionMarkdown?: string;
  /** The overview lists each tag with its operations; a tag page, its own. */
  groups: Array<{
    name: string;
    route: string;
    /** Its heading's id on the overview. */ id: string;
    description?: string;
    descriptionMarkdown?: string;
    operations: OperationLink[];
  }>;
  security: SecurityView[];
  schemasRoute: string;
}

export interface SchemasPageData {
  kind: 'schemas';
  api: ApiSummary;
  schemas: Array<{ name: string; id: string; schema: SchemaNode; usedBy: OperationLink[] }>;
}

/** One change the changelog lists, as the diff library words it (`Added property \`createdAt\` to \`data[]\` in Response 200 …`). */
export interface ChangelogEntry {
  /** Breaking for a client written against the earlier version (or for a connector, for the connector API). */
  breaking: boolean;
  deprecated: boolean;
  /** Markdown inline text. */
  text: string;
}

/** An operation that was added, removed or changed, with links to its page in each version that has it. */
export interface ChangelogOperation {
  method: string;
  path: string;
  summary: string;
  change: 'added' | 'removed' | 'changed';
  breaking: boolean;
  /** Its reference page in the earlier version, and in this one. */
  before?: string;
  after?: string;
  entries: ChangelogEntry[];
}

/** The API changelog page of a version: what changed in one API since the previous docs version. */
export interface ChangelogPageData {
  kind: 'changelog';
  api: ApiSummary;
  /** The earlier docs version: its label, its document's `info.version` and its reference's overview. */
  from: { label: string; apiVersion: string; route: string; documentUrl: string };
  /** This docs version's. */
  to: { label: string; apiVersion: string; route: string; documentUrl: string };
  /** Whose code a breaking change breaks: a client of the API (Embed), or a connector that implements it. */
  reader: 'client' | 'connector';
  operations: ChangelogOperation[];
}

export type ApiPageData = OperationPageData | TagPageData | SchemasPageData | ChangelogPageData;

/** Security views by alternative: any one group will do; every scheme in a group is needed. */
export function securityAlternatives(views: SecurityView[]): SecurityView[][] {
  const groups = new Map<number, SecurityView[]>();
  for (const view of views) groups.set(view.alternative ?? 0, [...(groups.get(view.alternative ?? 0) ?? []), view]);
  return [...groups.values()];
}

/**
 * A named schema shown in place, as the page and its twin both say it: "Item object", linking to its
 * home, or "Array of Item objects" for an array of one (the items' name, else the array schema's).
 * Null for anything that is not an object or an array of objects with a name.
 */
export function namedObject(node: SchemaNode): { name: string; href: string; array: boolean } | null {
  const object = node.items?.properties ? node.items : node;
  const ref = node.items ? (node.items.ref ?? node.ref) : node.ref;
  return ref && object.properties ? { name: ref.name, href: ref.href, array: Boolean(node.items) } : null;
}
