import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { Node } from 'unist';
import { parseCodeMeta } from '../../mdx/codeMeta';
import { decodeJsonHeader } from '../../apiReference/request/base64url';
import { describeErrors, type ApiOperation, type ConnectorApi } from './connectorApi';
import { curlRequests } from './curlCommand';
import { routeOf, type HandlerRoute } from './handlerTable';
import { HttpSyntaxError, parseHttpMessage, type HttpMessage } from './httpMessage';

export interface ApiExamplePage {
  displayPath: string;
  /** Path relative to content/docs: decides which pages describe the connector API. */
  relativePath: string;
  tree: Root | null;
  lineOffset: number;
}

export interface ApiExampleProblem {
  file: string;
  line: number;
  message: string;
}

/** Pages whose every JSON block is an API example and must say which one: the specification pages. */
export const isApiSpecificationPage = (relativePath: string) =>
  relativePath.startsWith('connectors/apiSpecification/') || relativePath === 'embeds/embedApi.mdx';

/** The API a page's examples talk to: a connector's on the connector pages, the Embed API on the embed pages. */
export function apiOfPage(relativePath: string): 'connector' | 'embed' | null {
  if (relativePath.startsWith('connectors/')) return 'connector';
  if (relativePath.startsWith('embeds/')) return 'embed';
  return null;
}

const SHELL = new Set(['bash', 'sh', 'shell']);

const JSON_TARGET = /^(?:(\w+)(?: callback (\w+))? (request|\d{3}|default)|schema (\w+)|none)$/;

/**
 * Validates a page's API examples against the OpenAPI document of its API (`apiOfPage`):
 *   - an `http` request, or a `curl` command to the API's server in a shell block, must match an
 *     operation; its body must satisfy the request schema, and a request that shows platform headers
 *     must show every required one, each well-formed (a header carrying JSON, its JSON too);
 *   - an `http` response must be a status its operation declares (the operation named by
 *     `openapi="operationId"`, or the page's previous request), with its required headers and body;
 *   - a `json` block marked `openapi="operationId request|<status>"`, `openapi="schema Name"` or,
 *     for a request the operation's callback sends, `openapi="operationId callback name request"`
 *     must satisfy that schema. On the API specification pages every `json` block needs the mark
 *     (`openapi="none"` for JSON that is not an API message, such as configuration).
 */
export function checkApiExamples(page: ApiExamplePage, api: ConnectorApi, handlers: HandlerRoute[] = []): ApiExampleProblem[] {
  const problems: ApiExampleProblem[] = [];
  if (!page.tree) return problems;
  let previous: ApiOperation | undefined;

  visit(page.tree as Node, 'code', (node: Node) => {
    const code = node as Code;
    const fence = (code.position?.start.line ?? 1) + page.lineOffset;
    const at = (line: number, message: string) => problems.push({ file: page.displayPath, line: fence + line, message });
    const meta = parseCodeMeta(code.meta);
    const named = meta.openapi && /^\w+$/.test(meta.openapi) ? api.byId(meta.openapi) : undefined;
    if (meta.openapi && /^\w+$/.test(meta.openapi) && meta.openapi !== 'none' && !named) {
      at(0, `openapi="${meta.openapi}": no such operation in ${api.file}`);
      return;
    }

    /** A request: its operation, headers and body; returns the operation it goes to. */
    const checkRequest = (message: Extract<HttpMessage, { kind: 'request' }>, line: number, label: string): ApiOperation | undefined => {
      const op = named ?? api.match(message.method, message.path);
      if (!op) {
        at(line, `${label}: ${message.method} ${message.path} is not an operation of ${api.file}`);
        return undefined;
      }
      const graphPath = api.localPath(message.path);
      const route = op.handlers.length ? routeOf(handlers, graphPath) : undefined;
      if (route && !op.handlers.some((h) => route.handlers.includes(h)))
        at(
          line,
          `${label}: ${message.method} ${graphPath} goes to ${route.pattern}, where the reference connector registers ${route.handlers.join(', ')}, not ${op.handlers.join(' or ')}: send it to a path that ${op.operationId} serves`,
        );
      const shown = [...message.headers.keys()].filter((h) => h.startsWith('x-sync-'));
      for (const [name, header] of op.headers) {
        const value = message.headers.get(name);
        if (value === undefined) {
          if (header.required && shown.length)
            at(line, `${label}: ${op.operationId} requires the ${name} header (a request that shows platform headers shows them all)`);
          continue;
        }
        // A shell expansion ($KEY, $(date …)) has its value only when the command runs.
        if (label === 'curl' && value.includes('$')) continue;
        if (!header.validate(value)) {
          at(line, `${label}: header ${name}: ${describeErrors(header.validate)}`);
          continue;
        }
        const content = api.headerContent.get(name);
        if (!content) continue;
        let decoded: unknown;
        try {
          decoded = JSON.parse(decodeJsonHeader(value));
        } catch (error) {
          at(line, `${label}: header ${name} does not carry base64url JSON (${(error as Error).message})`);
          continue;
        }
        if (!content(decoded)) at(line, `${label}: header ${name} carries JSON that does not match its schema: ${describeErrors(content)}`);
      }
      for (const name of shown) if (!op.headers.has(name)) at(line, `${label}: ${op.operationId} takes no ${name} header`);
      validateBody(op.request, message.body, `${op.operationId} request`, label === 'curl' ? line : message.bodyLine, at);
      return op;
    };

    if (code.lang && SHELL.has(code.lang)) {
      let commands;
      try {
        commands = curlRequests(code.value);
      } catch (error) {
        if (error instanceof HttpSyntaxError) at(error.line, error.message);
        else at(1, `curl: ${(error as Error).message}`);
        return;
      }
      for (const command of commands) {
        if (api.server && command.url.startsWith(api.server)) previous = checkRequest(command, command.line, 'curl') ?? previous;
      }
      return;
    }

    if (code.lang === 'http') {
      if (meta.openapi === 'none') return;
      let message;
      try {
        message = parseHttpMessage(code.value);
      } catch (error) {
        if (error instanceof HttpSyntaxError) at(error.line, `http: ${error.message}`);
        else throw error;
        return;
      }
      if (message.kind === 'request') {
        previous = checkRequest(message, 1, 'http') ?? previous;
        return;
      }
      const op = named ?? previous;
      if (!op) {
        at(1, 'http: a response needs its operation: openapi="operationId", or a request block before it on the page');
        return;
      }
      const response = op.responses.get(String(message.status)) ?? op.responses.get('default');
      if (!response) {
        at(1, `http: ${op.operationId} does not answer ${message.status} (it answers ${[...op.responses.keys()].join(', ')})`);
        return;
      }
      for (const name of response.headers)
        if (!message.headers.has(name)) at(1, `http: a ${message.status} from ${op.operationId} must send ${name}`);
      validateBody(response.validate, message.body, `${op.operationId} ${message.status}`, message.bodyLine, at);
      return;
    }

    if (code.lang !== 'json') return;
    if (!meta.openapi) {
      if (isApiSpecificationPage(page.relativePath)) {
        at(
          0,
          'json on an API specification page: say what it is, openapi="operationId request|<status>", openapi="schema Name" or openapi="none"',
        );
      }
      return;
    }
    const target = JSON_TARGET.exec(meta.openapi);
    if (!target) {
      at(
        0,
        `openapi="${meta.openapi}": write "operationId request", "operationId <status>", "operationId callback name request", "schema Name" or "none"`,
      );
      return;
    }
    if (meta.openapi === 'none') return;
    const [, operationId, callbackName, part, schemaName] = target;
    let validate;
    let label = meta.openapi;
    if (schemaName) {
      validate = api.schema(schemaName);
      if (!validate) return void at(0, `openapi="${meta.openapi}": no schema ${schemaName} in components/schemas`);
    } else {
      const parent = api.byId(operationId ?? '');
      if (!parent) return void at(0, `openapi="${meta.openapi}": no such operation`);
      previous = parent;
      const op = callbackName ? parent.callbacks.get(callbackName) : parent;
      if (!op) return void at(0, `openapi="${meta.openapi}": ${parent.operationId} has no callback ${callbackName ?? ''}`);
      const who = `${parent.operationId}${callbackName ? ` callback ${callbackName}` : ''}`;
      if (part === 'request') {
        validate = op.request;
        if (!validate) return void at(0, `openapi="${meta.openapi}": ${who} takes no JSON body`);
      } else {
        const response = op.responses.get(part ?? '');
        if (!response) return void at(0, `openapi="${meta.openapi}": ${who} does not answer ${part}`);
        validate = response.validate;
        if (!validate) return void at(0, `openapi="${meta.openapi}": a ${part} from ${who} has no JSON body`);
      }
      label = `${who} ${part}`;
    }
    validateBody(validate, code.value, label, 1, at);
  });
  return problems;
}

function validateBody(
  validate: ((data: unknown) => boolean) | undefined,
  body: string,
  label: string,
  line: number,
  at: (line: number, message: string) => void,
) {
  if (!body) return;
  if (!validate) return void at(line, `${label} has no JSON body, but the example shows one`);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    return void at(line, `${label} body does not parse as JSON: ${(error as Error).message}`);
  }
  if (!validate(data)) at(line, `${label} does not match the OpenAPI schema: ${describeErrors(validate as never)}`);
}
