/**
 * Declarations of `@syncplatform/connector-sdk` 1.4, the latest minor release of the 1.x line, as
 * this version of the docs describes it. They exist so `npm run test:content` can compile every
 * sample the docs show; nothing here runs or ships to readers. When a page names an SDK export, it
 * must be declared here.
 */

// ---------------------------------------------------------------------------------------------
// logger (A.4.7)
// ---------------------------------------------------------------------------------------------

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export declare class Logger {
  constructor(metadata?: Record<string, unknown>);
  debug(message: string, metadata?: Record<string, unknown>): void;
  info(message: string, metadata?: Record<string, unknown>): void;
  /** Alias of `info`. */
  log(message: string, metadata?: Record<string, unknown>): void;
  warn(message: string, metadata?: Record<string, unknown>): void;
  error(message: string, metadata?: Record<string, unknown>): void;
  /** Adds fields to every later line of this logger. */
  decorate(metadata: Record<string, unknown>): void;
  /** A new logger inheriting this one's fields. */
  child(metadata: Record<string, unknown>): Logger;
}

// ---------------------------------------------------------------------------------------------
// cache (A.4.6)
// ---------------------------------------------------------------------------------------------

export interface CacheOptions {
  /** Default `process.env.CACHE_URL`; without one the cache is an in-memory LRU of 10,000 entries. */
  url?: string;
  namespace?: string;
}

export declare class Cache {
  private constructor();
  static create(options?: CacheOptions): Cache;
  /** Returns the cached value or runs `fetcher` once; concurrent callers share one fetch. */
  getOrFetch<T>(key: string, ttlSeconds: number, fetcher: () => Promise<T>): Promise<T>;
  get<T>(key: string): Promise<T | undefined>;
  /** `value` must be JSON-serialisable and at most 512 KB. */
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Runs `fn` while holding a distributed lock on `key`. */
  withLock<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T>;
  /** A cache whose keys are prefixed with `prefix` (use the partition). */
  scope(prefix: string): Cache;
}

// ---------------------------------------------------------------------------------------------
// errors (A.4.5)
// ---------------------------------------------------------------------------------------------

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_ENTITY'
  | 'PROVIDER_LOCKED'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'NOT_IMPLEMENTED'
  | 'PROVIDER_UNAVAILABLE';

export declare class HttpError extends Error {
  constructor(status: number, message: string, details?: object);
  readonly status: number;
  readonly code: ErrorCode | string;
  readonly details?: object;
}

export declare class BadRequestError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class UnauthorizedError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class ForbiddenError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class NotFoundError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class TimeoutError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class PayloadTooLargeError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class UnprocessableEntityError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class ProviderInstanceLockedError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class RateLimitExceededError extends HttpError {
  /** Sent as `Retry-After`; without it the platform pauses the partition for 60 s. */
  constructor(retryAfterSeconds?: number, message?: string);
  readonly retryAfterSeconds?: number;
}
export declare class InternalServerError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class NotImplementedError extends HttpError {
  constructor(message?: string, details?: object);
}
export declare class ProviderUnavailableError extends HttpError {
  constructor(message?: string, details?: object);
}

// ---------------------------------------------------------------------------------------------
// graph model (A.4.2 return types, A.6.3 and A.6.5 JSON forms)
// ---------------------------------------------------------------------------------------------

export declare const FieldType: {
  readonly String: 'string';
  readonly Text: 'text';
  readonly Html: 'html';
  readonly Markdown: 'markdown';
  readonly Number: 'number';
  readonly Integer: 'integer';
  readonly Boolean: 'boolean';
  readonly Date: 'date';
  readonly Datetime: 'datetime';
  readonly Duration: 'duration';
  readonly Email: 'email';
  readonly Url: 'url';
  readonly Enum: 'enum';
  readonly Reference: 'reference';
  readonly File: 'file';
  readonly Object: 'object';
};
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

export declare const Semantic: {
  readonly DisplayName: 'displayName';
  readonly Description: 'description';
  readonly CreatedAt: 'createdAt';
  readonly UpdatedAt: 'updatedAt';
  readonly ProviderUrl: 'providerUrl';
  readonly DueDate: 'dueDate';
  readonly StartDate: 'startDate';
  readonly Status: 'status';
  readonly Assignee: 'assignee';
  readonly Parent: 'parent';
  readonly UserEmail: 'user.email';
  readonly UserDisplayName: 'user.displayName';
};
export type Semantic = (typeof Semantic)[keyof typeof Semantic];

/** `{ "path": "/users/u_7" }` — the value of a `reference` field. */
export interface ReferenceValue {
  path: string;
}

/** The value of a `file` field; `url` must be downloadable with the same credentials for 10 min. */
export interface FileValue {
  name: string;
  url: string;
  mimeType?: string;
  size?: number;
}

export type FieldValue = string | number | boolean | null | ReferenceValue | FileValue | { [name: string]: FieldValue } | FieldValue[];

export interface EnumOption {
  /** Stable: removing a value is a breaking change. */
  value: string;
  /** May change freely. */
  label: string;
  color?: string;
}

export interface FieldSchema {
  name: string;
  label: string;
  type: FieldType;
  semantic?: Semantic;
  isArray?: boolean;
  /** Default `true`. */
  nullable?: boolean;
  readOnly?: boolean;
  required?: boolean;
  filterable?: boolean;
  maxLength?: number;
  /** `enum` fields. */
  options?: EnumOption[];
  /** `reference` fields: a collection reachable in the graph that lists candidates. */
  reference?: { path: string; label: string };
  /** `object` fields, one level deep. */
  fields?: FieldSchema[];
  help?: string;
  deprecated?: boolean;
}

export interface RelationSchema {
  label: string;
  fields: FieldSchema[];
  relations?: Array<{ name: string; label: string; schema: RelationSchema | '__self' }>;
}

export interface Relation {
  /** Stable and machine-readable: renaming it is a breaking change. */
  name: string;
  label: string;
  /** Where the collection is listed. */
  path: string;
  schema: RelationSchema | '__self';
}

export interface Item {
  fields: Record<string, FieldValue>;
  relations: Relation[];
}

export interface ItemSummary {
  path: string;
  fields?: Record<string, FieldValue>;
}

export interface Collection {
  /** `nextPage` is a complete relative path carrying `select` and `filter`; omitted on the last page. */
  info: { nextPage?: string };
  data: ItemSummary[];
}

export interface CredentialAccount {
  /** Stable for the provider identity; the platform de-duplicates connections by `id` + `partition`. */
  id: string;
  displayName: string;
  emails: string[];
  partition: string;
}

export type HealthStatus = { status: 'ok'; version?: string } | { status: 'unhealthy'; reason: string };

declare const redirectBrand: unique symbol;
/** Returned from a `getItem` handler: answers 301 with `Location: path`. */
export interface Redirect {
  readonly [redirectBrand]: true;
  readonly location: string;
}
export declare function redirect(path: string): Redirect;

// ---------------------------------------------------------------------------------------------
// contexts (A.4.3)
// ---------------------------------------------------------------------------------------------

export interface Credentials {
  accessToken?: string;
  tokenType?: string;
  expiresAt?: string;
  apiKey?: string;
  /** Authorization variables (`domain`, …). */
  [variable: string]: string | undefined;
}

export type FilterOperator = '=' | '!=' | '>' | '>=' | '<' | '<=' | '*=';

export interface Filter {
  field: string;
  operator: FilterOperator;
  /** `=` and `!=` may carry several values (sent separated by `|`). */
  values: string[];
}

export interface BaseContext {
  credentials: Credentials;
  secrets: Record<string, string>;
  /** Absent on the first credential account call. */
  partition: string | undefined;
  correlationId: string;
  deadline: Date;
  /** Aborts 1 s before `deadline` or when the platform disconnects. */
  signal: AbortSignal;
  logger: Logger;
  params: Record<string, string>;
  query: Record<string, string>;
}

export type GetItemContext = BaseContext;
export type DeleteItemContext = BaseContext;
export type GetCredentialAccountContext = BaseContext;

export interface GetCollectionContext extends BaseContext {
  filters: Filter[];
  selects: string[];
  /** The `cursor` query parameter. */
  cursor?: string;
}

export interface CreateItemContext extends BaseContext {
  body: Record<string, FieldValue>;
}

export interface UpdateItemContext extends BaseContext {
  /** Only the changed fields. */
  body: Record<string, FieldValue>;
}

// ---------------------------------------------------------------------------------------------
// handlers (A.4.2)
// ---------------------------------------------------------------------------------------------

export type GetItemHandler = (ctx: GetItemContext) => Promise<Item | Redirect>;
export type GetCollectionHandler = (ctx: GetCollectionContext) => Promise<Collection>;
export type CreateItemHandler = (ctx: CreateItemContext) => Promise<ItemSummary>;
export type UpdateItemHandler = (ctx: UpdateItemContext) => Promise<Item>;
export type DeleteItemHandler = (ctx: DeleteItemContext) => Promise<void>;
export type GetCredentialAccountHandler = (ctx: GetCredentialAccountContext) => Promise<CredentialAccount>;

export interface HandlerSet {
  getItem?: GetItemHandler;
  getCollection?: GetCollectionHandler;
  createItem?: CreateItemHandler;
  updateItem?: UpdateItemHandler;
  deleteItem?: DeleteItemHandler;
  getCredentialAccount?: GetCredentialAccountHandler;
}

// ---------------------------------------------------------------------------------------------
// integration (A.4.1)
// ---------------------------------------------------------------------------------------------

export interface IntegrationOptions {
  /** Default `process.env.PORT ?? 9200`. */
  port?: number;
  /** The integration's own lines; every request's `ctx.logger` derives from it. */
  logger?: Logger;
  /** Closed by `stop()` once the in-flight requests have finished; handlers import it themselves. */
  cache?: Cache;
  /** Customises `GET /health`; the SDK fills `version` (package.json). */
  healthCheck?: () => Promise<HealthStatus>;
}

export declare class Integration {
  constructor(options?: IntegrationOptions);
  /** `path` is a pattern with `:params`; item and collection operations never share a pattern. */
  addHandler(path: string, handlers: HandlerSet): Integration;
  /** Validates the handler table, registers the health endpoint and listens on the port. */
  start(): Promise<void>;
  /** Graceful shutdown: finishes in-flight requests (at most 10 s). */
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// provider (A.4.4)
// ---------------------------------------------------------------------------------------------

export interface ProviderResponse<T = unknown> {
  status: number;
  headers: Record<string, string>;
  body: T;
}

export type RateLimiter = <T>(o: { credentials: Credentials; logger: Logger }, send: () => Promise<T>) => Promise<T>;

export interface PreparedRequest {
  /** Base URL the endpoint is appended to. */
  url: string;
  headers: Record<string, string>;
}

export interface ProviderOptions {
  prepareRequest: (o: { credentials: Credentials; logger: Logger }) => PreparedRequest | Promise<PreparedRequest>;
  rateLimiter?: RateLimiter;
  retry?: {
    /** Default 2. */
    maxAttempts?: number;
    /** Default 10. */
    maxRetryAfterSeconds?: number;
  };
  /** Runs before the automatic status mapping; return an error to throw instead. */
  customErrorHandler?: (response: ProviderResponse) => Error | undefined;
}

export interface RequestOptions {
  credentials: Credentials;
  logger: Logger;
  signal?: AbortSignal;
  queryParams?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Every method resolves to the whole response (`{ status, headers, body }`) of a 2xx answer. */
export declare class Provider {
  constructor(options: ProviderOptions);
  get<T>(endpoint: string, options: RequestOptions): Promise<ProviderResponse<T>>;
  post<T>(endpoint: string, body: unknown, options: RequestOptions): Promise<ProviderResponse<T>>;
  put<T>(endpoint: string, body: unknown, options: RequestOptions): Promise<ProviderResponse<T>>;
  patch<T>(endpoint: string, body: unknown, options: RequestOptions): Promise<ProviderResponse<T>>;
  delete<T = unknown>(endpoint: string, options: RequestOptions): Promise<ProviderResponse<T>>;
  postForm<T>(endpoint: string, form: FormData, options: RequestOptions): Promise<ProviderResponse<T>>;
}
