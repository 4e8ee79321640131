import { describe, expect, it } from 'vitest';
import { loadApiDocument } from '../../apiReference/node/load';
import { parseDoc } from '../checkDoc';
import { apiFacts, checkRestatedExtensions, checkStatedValues } from './statedValues';

const CONNECTOR = `
openapi: 3.1.0
info: { title: Connector HTTP API, version: 1.0.0 }
paths:
  /health:
    get: { tags: [Health], operationId: getHealth, x-deadline-seconds: 5, responses: { '200': { description: ok } } }
  /me:
    get:
      tags: [Credential account]
      operationId: getCredentialAccount
      x-deadline-seconds: 15
      parameters: [{ name: X-Sync-Deadline, in: header, schema: { type: string } }]
      responses: { '200': { description: ok } }
  /{path}:
    get: { tags: [Graph], operationId: getItem, x-deadline-seconds: 60, responses: { '200': { description: ok } } }
  /webhooks/parse:
    post:
      tags: [Webhooks]
      operationId: parseWebhooks
      x-sdk-handlers: [parseWebhooks]
      x-deadline-seconds: 10
      requestBody:
        content: { application/json: { schema: { properties: { payload: { type: string } } } } }
      responses:
        '400': { description: The \`payload\` is not JSON. The platform drops the delivery. }
        '401': { $ref: '#/components/responses/InvalidSignature' }
        '429':
          description: Slow down.
          headers: { Retry-After: { schema: { type: integer } } }
components:
  responses:
    InvalidSignature: { description: The signature does not match. The platform drops the delivery and does not retry it. }
`;

const EMBED = `
openapi: 3.1.0
info: { title: Embed API, version: 1.0.0 }
x-rate-limit: { requests: 60, periodSeconds: 60, per: API key }
paths:
  /embed-tokens:
    post:
      operationId: createEmbedToken
      requestBody:
        content:
          application/json:
            schema:
              properties:
                expiresIn: { type: integer, minimum: 300, maximum: 86400, default: 3600 }
      responses: { '201': { description: ok } }
`;

const facts = (connector = CONNECTOR, embed = EMBED) =>
  apiFacts([
    { file: 'connector-api.yaml', text: connector },
    { file: 'embed-api.yaml', text: embed },
  ]);

/** A page of these blocks; the body starts on file line 6. */
const check = (body: string, shown: string[] = [], documents = facts()) => {
  const doc = parseDoc('connectors/sample.mdx', `---\ntitle: Sample\ndescription: A page.\n---\n\n${body}`, 'sample.mdx');
  return checkStatedValues({ displayPath: 'sample.mdx', tree: doc.tree, lineOffset: doc.lineOffset }, documents, (block) =>
    block.type === 'paragraph' && /\/reference\//.test(JSON.stringify(block)) ? shown : [],
  ).map((p) => `${p.line} ${p.message.replace(/ \(connector-api.yaml, embed-api.yaml\)$/, '')}`);
};

describe('checkStatedValues: deadlines', () => {
  it('reads a list of deadlines clause by clause, the subject before or after its value', () => {
    expect(
      check(
        [
          'Graph operations answer within 60 s, the credential account within 15 s, webhook parse calls within 10 s, and health within 5 s.',
          '',
          'Each call has a deadline: 60 s for graph operations, 15 s for `/me`, 10 s for webhook calls.',
          '',
          'Every call has a **15 s deadline**, shorter than the 60 s of graph operations.',
        ].join('\n'),
        ['getCredentialAccount'],
      ),
    ).toEqual([]);
  });

  it('names the value that no longer matches, and the operation that disagrees', () => {
    expect(check('Graph operations answer within 60 s, and health within 10 s.')).toEqual([
      '6 states a 10 s deadline for health, but getHealth has x-deadline-seconds 5',
    ]);
    expect(check('| Call | Deadline |\n|---|---|\n| Graph operations | 90 s |\n| `GET /me` | 15 s |')).toEqual([
      '8 states a 90 s deadline for graph, but getItem has x-deadline-seconds 60',
    ]);
  });

  it('follows "it" back to the subject the paragraph named last', () => {
    const page = 'The platform probes `GET /health` every 30 s. The SDK answers; it must answer within 5 s.';
    expect(check(page)).toEqual([]);
    expect(check(page.replace('5 s', '6 s'))).toEqual(['6 states a 6 s deadline for /health, but getHealth has x-deadline-seconds 5']);
  });

  it('holds an unnamed deadline against the operations its section shows', () => {
    const page = '## Credential account\n\nSee [the reference](/docs/reference/get-credential-account/). Every call has a 60 s deadline.';
    expect(check(page, ['getCredentialAccount'])).toEqual([
      '8 states a 60 s deadline, which no operation this section shows (getCredentialAccount) has in connector-api.yaml, embed-api.yaml',
    ]);
    expect(check(page.replace('60 s', '15 s'), ['getCredentialAccount'])).toEqual([]);
  });

  it('leaves intervals, offsets, ranges and code alone', () => {
    const page = [
      'Probed every 30 s. The signal aborts 1 s before the deadline. `expiresIn` is 300–86,400 s, opened within 5 minutes.',
      '',
      "Example Tracker's cache must answer within 2 s.",
      '',
      '```ts',
      '// answers within 2 s deadline',
      '```',
    ].join('\n');
    expect(check(page)).toEqual([]);
  });

  it('fails every place when the document changes the value', () => {
    const page = 'Graph operations have a 60 s deadline.\n\n| Call | Deadline |\n|---|---|\n| Graph | 60 s |';
    const changed = facts(CONNECTOR.replace('x-deadline-seconds: 60', 'x-deadline-seconds: 45'));
    expect(check(page, [], changed)).toEqual([
      '6 states a 60 s deadline for graph, but getItem has x-deadline-seconds 45',
      '10 states a 60 s deadline for graph, but getItem has x-deadline-seconds 45',
    ]);
  });
});

describe('checkStatedValues: fields, rate limits and headers', () => {
  it("holds a field's range and default against its schema", () => {
    const page = '`expiresIn` is 300–86,400 s (default 3,600).\nTypical mistakes are `expiresIn` outside 300–86,400.';
    expect(check(page)).toEqual([]);
    const changed = facts(CONNECTOR, EMBED.replace('maximum: 86400, default: 3600', 'maximum: 43200, default: 1800'));
    expect(check(page, [], changed)).toEqual([
      "6 states `expiresIn` is 300–86,400, but the document's range is 300–43200",
      "6 states `expiresIn` defaults to 3600, but the document's default is 1800",
      "7 states `expiresIn` is 300–86,400, but the document's range is 300–43200",
    ]);
  });

  it("holds a rate against the API it names, not a provider's", () => {
    expect(check('The Embed API allows 60 requests per minute per key.')).toEqual([]);
    expect(check('The Embed API allows 1 request per second per key.')).toEqual([]);
    expect(check('The Embed API allows 100 requests per minute per key.')).toEqual([
      "6 states 100 requests per minute, but embed-api.yaml's x-rate-limit is 60 requests per 60 s",
    ]);
    expect(check('Example Tracker allows each organization 10 requests per second.')).toEqual([]);
  });

  it("holds a header with the documents' own prefix against their headers", () => {
    expect(check('The platform sends `X-Sync-Deadline`; answers may carry `Retry-After` and `X-Tracker-Id`.')).toEqual([]);
    expect(check('The platform sends `X-Sync-Timeout`.')).toEqual([
      '6 names the header X-Sync-Timeout, which connector-api.yaml and embed-api.yaml do not define',
    ]);
  });

  it("holds a status's meaning against the document's: retried or not, and the request field it names", () => {
    expect(check('Parse answers 401 when the signature is wrong; the platform drops the delivery.')).toEqual([]);
    expect(check('Parse answers 401 when the signature is wrong; the call is retried once.')).toEqual([
      '6 says 401 is retried for parseWebhooks, but the document says "The signature does not match. The platform drops the delivery and does not retry it."',
    ]);
    expect(check('A `payload` that is not JSON answers parse 400.')).toEqual([]);
    expect(check('Parse answers 401 for a `payload` signed with another secret.')).toEqual([
      '6 gives `payload` as a cause of 401 for parseWebhooks, which the document\'s 401 does not name: "The signature does not match. The platform drops the delivery and does not retry it."',
    ]);
    // A section's operations are candidates: one that agrees is enough.
    expect(check('See [parse](/docs/reference/parse/). A 401 drops the delivery.', ['parseWebhooks', 'getItem'])).toEqual([]);
  });
});

describe('checkRestatedExtensions', () => {
  it("finds a description that repeats an operation's deadline or the rate limit, by line", async () => {
    const text = [
      'paths:',
      '  /me:',
      '    get:',
      '      x-deadline-seconds: 15',
      '      description: |',
      '        Called daily. Deadline 15 s.',
      '      responses:',
      "        '429': { description: More than 60 requests per minute. }",
      "        '200': { description: Probed every 30 s. }",
      '      operationId: getMe',
      '      tags: [Me]',
      'openapi: 3.1.0',
      "info: { title: A, version: '1' }",
    ].join('\n');
    const api = await loadApiDocument({ sourcePath: 'a.yaml', text });
    expect(checkRestatedExtensions(api).map((p) => `${p.line} ${p.message}`)).toEqual([
      '5 a description restates a deadline (the reference shows x-deadline-seconds): say it once, in the extension',
      '8 a description restates a rate limit (x-rate-limit): say it once, in the extension',
    ]);
  });
});
