import { encodeJsonHeader } from './base64url';

/**
 * One operation's request as the samples and the request builder make it: what the reader can
 * fill in, with the document's examples as the values shown by default. Made at build time from
 * the OpenAPI document (build/operationView.ts), shipped as page data, turned into code by
 * `requestSnippets` both at build time and in the browser.
 */
export interface RequestSpec {
  method: string;
  /** The first server's URL and the path template: `https://api.syncplatform.example/v1/embed-tokens/{token}`. */
  url: string;
  /**
   * `client`: the reader calls the API (curl, Node.js, Python, Go, Java, PHP, Ruby, C#). `platform`:
   * the platform calls the reader's connector, so the sample is the call it sends, in curl.
   */
  style: 'client' | 'platform';
  params: RequestParam[];
  /** A bearer token; left empty, the code reads it from `envVar`. */
  auth?: { envVar: string };
  body?: { mediaType: string; required: boolean; example: string };
  /** A header holding the Unix time a number of seconds from now (`X-Sync-Deadline`). */
  deadline?: { header: string; seconds: number };
}

export interface RequestParam {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The document's example; also the value the samples show. */
  example?: string;
  /** The parameter carries base64url-encoded JSON: the reader writes the JSON, `example` is that JSON. */
  json?: boolean;
  /** A path parameter whose value keeps its slashes (`x-allow-reserved`): an item path of any depth. */
  reserved?: boolean;
}

/** What the reader typed, by `paramKey`, plus `auth`, `body` and `deadline` (seconds from now). */
export type RequestValues = Record<string, string>;

export const paramKey = (param: Pick<RequestParam, 'in' | 'name'>) => `${param.in}:${param.name}`;

/** The request the samples show: every parameter that has an example, the example body, no key typed. */
export function defaultValues(spec: RequestSpec): RequestValues {
  const values: RequestValues = {};
  for (const param of spec.params) if (param.name !== spec.deadline?.header) values[paramKey(param)] = param.example ?? '';
  if (spec.body) values.body = spec.body.example;
  if (spec.deadline) values.deadline = String(spec.deadline.seconds);
  values.auth = '';
  return values;
}

/** A request in the HAR shape the snippet library reads (https://w3c.github.io/web-performance/specs/HAR/Overview.html). */
export interface HarRequest {
  method: string;
  url: string;
  queryString: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  postData?: { mimeType: string; text: string };
}

/** Stand-ins the snippets turn into code that reads the environment or the clock (see snippets.ts). */
export const envSentinel = (name: string) => `__DP_ENV_${name}__`;
export const deadlineSentinel = (seconds: number) => `__DP_DEADLINE_${seconds}__`;

/**
 * The request for these values, or what is wrong with them (a required value missing, JSON that
 * does not parse), each problem naming its field.
 */
/** RFC 3986's unreserved characters only: `encodeURIComponent` leaves `!'()*`, which code samples quote with. */
const encodeComponent = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * What a plain header can carry the same way from every language: a newline would end the header
 * (or be refused), and other bytes travel as UTF-8 from one client and Latin-1 from another, or are
 * refused (Node's fetch, Python's http.client). JSON headers are base64url-encoded, so any text goes there.
 */
const HEADER_TEXT = /^[\x20-\x7e]*$/;

/**
 * The request the values make, or the problems that keep them from making one; `fields` names the
 * field of each problem (`problems[i]` is about `fields[i]`, a RequestValues key), for the builder to mark.
 */
export function buildRequest(spec: RequestSpec, values: RequestValues): { request?: HarRequest; problems: string[]; fields: string[] } {
  const problems: string[] = [];
  const fields: string[] = [];
  const fail = (field: string, message: string) => {
    problems.push(message);
    fields.push(field);
  };
  const value = (key: string) => (values[key] ?? '').trim();
  let path = spec.url;
  const query: string[] = [];
  const headers: HarRequest['headers'] = [];
  if (spec.auth) {
    if (!HEADER_TEXT.test(value('auth'))) fail('auth', 'The API key is printable ASCII on one line.');
    headers.push({ name: 'Authorization', value: `Bearer ${value('auth') || envSentinel(spec.auth.envVar)}` });
  }
  for (const param of spec.params) {
    // The deadline is asked as seconds from now, the header carries the Unix time they end at.
    if (spec.deadline?.header === param.name) {
      headers.push({ name: param.name, value: deadlineHeader(spec, value('deadline'), (message) => fail('deadline', message)) });
      continue;
    }
    const raw = value(paramKey(param));
    if (!raw) {
      if (param.required) fail(paramKey(param), `${param.name} is required.`);
      continue;
    }
    if (param.in === 'path') {
      // An item path holds slashes (`projects/p_42/tasks`): then each segment is encoded, not the slashes.
      const value = param.reserved ? raw.replace(/^\//, '').split('/').map(encodeComponent).join('/') : encodeComponent(raw);
      path = path.replace(`{${param.name}}`, value);
    } else if (param.in === 'query') {
      query.push(`${encodeComponent(param.name)}=${encodeComponent(raw)}`);
    } else if (param.json) {
      try {
        headers.push({ name: param.name, value: encodeJsonHeader(raw) });
      } catch (error) {
        fail(paramKey(param), `${param.name}: the JSON does not parse (${(error as Error).message}).`);
      }
    } else if (!HEADER_TEXT.test(raw)) {
      fail(paramKey(param), `${param.name}: a header value is printable ASCII on one line.`);
    } else {
      headers.push({ name: param.name, value: raw });
    }
  }
  let postData: HarRequest['postData'];
  if (spec.body) {
    const body = value('body');
    if (!body) {
      if (spec.body.required) fail('body', 'The body is required.');
    } else {
      try {
        JSON.parse(body);
        headers.push({ name: 'Content-Type', value: spec.body.mediaType });
        postData = { mimeType: spec.body.mediaType, text: body };
      } catch (error) {
        fail('body', `Body: the JSON does not parse (${(error as Error).message}).`);
      }
    }
  }
  if (problems.length) return { problems, fields };
  // The query goes into the URL here, encoded strictly: the snippet library leaves `'` as it is, which ends the
  // Node sample's string literal early.
  const url = query.length ? `${path}?${query.join('&')}` : path;
  return { request: { method: spec.method, url, queryString: [], headers, ...(postData ? { postData } : {}) }, problems, fields };
}

function deadlineHeader(spec: RequestSpec, typed: string, fail: (message: string) => void): string {
  const seconds = typed === '' ? spec.deadline?.seconds : Number(typed);
  if (seconds === undefined || !Number.isInteger(seconds) || seconds < 1) {
    fail('The deadline is a whole number of seconds from now.');
    return '';
  }
  return deadlineSentinel(seconds);
}
