import type { CallbackView } from '../model';
import { ApiDocumentError, escapePointer, type ApiDocument, type Json } from './load';
import { bodyParts, deref, descriptionOf, headerField, statusTitle, type BodyParts, type OperationSource } from './operationView';
import type { SchemaContext } from './schemaView';
import { kebab } from './slug';

/** A callback whose body's examples are not highlighted yet. */
export type CallbackParts = Omit<CallbackView, 'requestBody'> & { requestBody?: BodyParts };

/** What a callback's request may say: each is shown; anything else stops the build rather than vanish. */
const SHOWN = new Set(['summary', 'description', 'parameters', 'requestBody', 'responses']);

/**
 * An operation's callbacks (OpenAPI `callbacks`): the requests that follow it, sent to a URL its
 * request or response gave, one per callback name, each with its URL in words, its headers, its body
 * and the statuses expected back.
 */
export function callbackViews(api: ApiDocument, source: OperationSource, context: SchemaContext): CallbackParts[] {
  return Object.entries((source.op.callbacks ?? {}) as Record<string, unknown>).map(([name, raw]) => {
    const pointer = `${source.pointer}/callbacks/${escapePointer(name)}`;
    const fail = (at: string, message: string): never => {
      throw new ApiDocumentError(api.sourcePath, api.lineOf(at), `${String(source.op.operationId)}: callback ${name}: ${message}`);
    };
    // One request per name keeps its heading, its ids and its examples' mark (`op callback name request`) unambiguous.
    const requests = Object.entries(deref(api, raw)).flatMap(([url, rawItem]) => {
      const item = deref(api, rawItem);
      for (const key of Object.keys(item))
        if (!METHODS.has(key)) fail(`${pointer}/${escapePointer(url)}/${key}`, `${key} is not shown: say it in the request's description`);
      return Object.keys(item).map((method) => ({ url, method, item }));
    });
    if (requests.length !== 1)
      fail(pointer, `the reference shows one request (a URL and a method) per callback, here ${requests.length}: give each its own name`);
    const { url, method, item } = requests[0] as (typeof requests)[number];
    const op = item[method] as Json;
    const at = `${pointer}/${escapePointer(url)}/${method}`;
    for (const key of Object.keys(op))
      if (!SHOWN.has(key) && !key.startsWith('x-')) fail(`${at}/${key}`, `${key} is not shown: a callback shows ${[...SHOWN].join(', ')}`);

    const id = context.claimId(`callback-${kebab(name)}`);
    const headers = ((op.parameters ?? []) as unknown[]).map((rawParam, index) => {
      const param = deref(api, rawParam);
      if (param.in !== 'header')
        fail(
          `${at}/parameters/${index}`,
          `its ${String(param.in)} parameter is not shown: a callback's URL is the expression, so only headers are`,
        );
      return headerField(api, String(param.name), param, context, context.claimId(`${id}.header.${String(param.name)}`));
    });
    const requestBody = op.requestBody ? bodyParts(api, deref(api, op.requestBody), context, `${id}.body`) : undefined;
    if (op.requestBody && !requestBody) fail(`${at}/requestBody`, 'the request body has no media type');
    const responses = Object.entries((op.responses ?? {}) as Record<string, unknown>).map(([status, rawResponse]) => {
      const response = deref(api, rawResponse);
      for (const key of ['headers', 'content', 'links'])
        if (response[key])
          fail(
            `${at}/responses/${status}/${key}`,
            `${key} of an expected response is not shown: a callback shows each status and its meaning`,
          );
      return { status, title: statusTitle(status), ...descriptionOf(response.description) };
    });
    let urlText: string;
    try {
      urlText = urlInWords(url);
    } catch (error) {
      return fail(`${pointer}/${escapePointer(url)}`, (error as Error).message);
    }
    return {
      name,
      id,
      method: method.toUpperCase(),
      url,
      urlText,
      ...(typeof op.summary === 'string' ? { summary: op.summary } : {}),
      ...descriptionOf(op.description),
      headers,
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  });
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace']);

/** `$request.body#/targetUrl` → ``the request body's `targetUrl` ``: a runtime expression (OpenAPI 3.1, 4.8.20.4) in words. */
function expressionInWords(expression: string): string {
  const fixed: Record<string, string> = {
    $url: "the request's URL",
    $method: "the request's method",
    $statusCode: "the response's status",
  };
  if (fixed[expression]) return fixed[expression];
  const match = /^\$(request|response)\.(?:(header|query|path)\.(.+)|body(?:#(\/.*))?)$/.exec(expression);
  if (!match || (match[1] === 'response' && (match[2] === 'query' || match[2] === 'path')))
    throw new Error(`"${expression}" is not a runtime expression ($url, $method, $statusCode, $request.… or $response.…)`);
  const [, message = '', place, name, pointer] = match;
  if (place) return `the ${message}'s \`${name}\` ${place === 'header' ? 'header' : `${place} parameter`}`;
  if (!pointer || pointer === '/') return `the ${message} body`;
  const field = pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return `the ${message} body's \`${field}\``;
}

/**
 * A callback's URL in words, Markdown inline: ``the URL given in the request body's `targetUrl` `` for
 * a whole expression, else the template with what each of its `{…}` parts is.
 */
export function urlInWords(url: string): string {
  const whole = /^\{([^{}]+)\}$/.exec(url);
  if (whole?.[1]) return `the URL given in ${expressionInWords(whole[1])}`;
  const parts = [...url.matchAll(/\{([^{}]+)\}/g)].map((m) => `\`{${m[1] ?? ''}}\` is ${expressionInWords(m[1] ?? '')}`);
  return `\`${url}\`${parts.length ? `, where ${parts.join(', and ')}` : ''}`;
}
