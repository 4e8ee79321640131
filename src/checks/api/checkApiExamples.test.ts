import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDoc } from '../checkDoc';
import { checkApiExamples } from './checkApiExamples';
import { loadConnectorApi, type ConnectorApi } from './connectorApi';
import { loadPageApis } from './document';
import { handlerTable, type HandlerRoute } from './handlerTable';

let apis: Record<'connector' | 'embed', ConnectorApi>;
// Validating both documents: seconds alone, more while the content suites share the cores.
beforeAll(async () => {
  apis = await loadPageApis();
}, 60_000);

/** One API specification page holding these blocks; the body starts on file line 6. */
const check = (body: string, relativePath = 'connectors/apiSpecification/sample.mdx', handlers: HandlerRoute[] = []) => {
  const source = `---\ntitle: Sample\ndescription: A page of API examples.\n---\n\n${body}`;
  const doc = parseDoc(relativePath, source, `content/docs/${relativePath}`);
  const api = apis[relativePath.startsWith('embeds/') ? 'embed' : 'connector'];
  return checkApiExamples(
    { displayPath: `content/docs/${relativePath}`, relativePath, tree: doc.tree, lineOffset: doc.lineOffset },
    api,
    handlers,
  ).map((p) => `${p.line} ${p.message}`);
};
const block = (lang: string, meta: string, code: string) => `\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n`;

const HEADERS = [
  'X-Sync-Credentials: eyJhY2Nlc3NUb2tlbiI6InRrXzEyMyJ9',
  'X-Sync-Secrets: e30',
  'X-Sync-Partition: org_31',
  'X-Sync-Correlation-Id: 0b7e6a52-3f7c-4d1e-9a4b-2c8f1d5e6a70',
  'X-Sync-Deadline: 1740821460',
  'X-Sync-Logging-Context: eyJmbG93SWQiOiJmbF85MSJ9',
];

describe('checkApiExamples', () => {
  it('accepts a credential account that has every required field', () => {
    const json = '{ "id": "u_7", "displayName": "Ada Lovelace", "emails": ["ada@tracker.example"], "partition": "org_31" }';
    expect(check(block('json', 'openapi="getCredentialAccount 200"', json))).toEqual([]);
  });

  it('fails an example body missing a required field, naming it', () => {
    const json = '{ "id": "u_7", "displayName": "Ada Lovelace", "emails": [] }';
    expect(check(block('json', 'openapi="getCredentialAccount 200"', json))).toEqual([
      "7 getCredentialAccount 200 does not match the OpenAPI schema: (body) must have required property 'partition'",
    ]);
  });

  it('fails a field the schema does not allow and a status the operation does not answer', () => {
    expect(check(block('json', 'openapi="schema ItemSummary"', '{ "path": "/tasks/t_1", "title": "x" }'))).toEqual([
      '7 schema ItemSummary does not match the OpenAPI schema: (body) must NOT have additional properties "title"',
    ]);
    expect(check(block('json', 'openapi="deleteItem 200"', '{}'))).toEqual(['6 openapi="deleteItem 200": deleteItem does not answer 200']);
  });

  it('asks every JSON block of an API specification page to say what it is', () => {
    expect(check(block('json', '', '{ "name": "example-tracker" }'))[0]).toMatch(/^6 json on an API specification page: say what it is/);
    expect(check(block('json', '', '{ "name": "example-tracker" }'), 'connectors/recipes/sample.mdx')).toEqual([]);
  });

  it('matches an http request to its operation and validates its body', () => {
    const request = [
      'POST /projects/p_42/tasks HTTP/1.1',
      'Content-Type: application/json',
      '',
      '{ "title": "Book venue", "status": "todo" }',
    ];
    expect(check(block('http', '', request.join('\n')))).toEqual([]);
    const response = ['HTTP/1.1 201 Created', 'Content-Type: application/json', '', '{ "fields": { "title": "Book venue" } }'];
    expect(check(`${block('http', '', request.join('\n'))}\n${block('http', '', response.join('\n'))}`)).toEqual([
      "17 createItem 201 does not match the OpenAPI schema: (body) must have required property 'path'",
    ]);
  });

  it('wants every required platform header once a request shows one, each well-formed', () => {
    const partial = ['GET /me HTTP/1.1', HEADERS[0]].join('\n');
    expect(check(block('http', '', partial))).toEqual([
      '7 http: getCredentialAccount requires the x-sync-secrets header (a request that shows platform headers shows them all)',
      '7 http: getCredentialAccount requires the x-sync-correlation-id header (a request that shows platform headers shows them all)',
      '7 http: getCredentialAccount requires the x-sync-deadline header (a request that shows platform headers shows them all)',
      '7 http: getCredentialAccount requires the x-sync-logging-context header (a request that shows platform headers shows them all)',
    ]);
    const badDeadline = [
      'GET /tasks/t_1001 HTTP/1.1',
      ...HEADERS.filter((h) => !h.startsWith('X-Sync-Deadline')),
      'X-Sync-Deadline: soon',
    ].join('\n');
    expect(check(block('http', '', badDeadline))).toEqual(['7 http: header x-sync-deadline: (body) must match pattern "^[0-9]{10}$"']);
  });

  it('needs the operation of a response: named, or the request before it', () => {
    const response = ['HTTP/1.1 204 No Content'].join('\n');
    expect(check(block('http', '', response))).toEqual([
      '7 http: a response needs its operation: openapi="operationId", or a request block before it on the page',
    ]);
    expect(check(block('http', 'openapi="updateWebhookSubscriptions"', response))).toEqual([]);
    expect(check(block('http', 'openapi="getHealth"', 'HTTP/1.1 418 I am a teapot'))[0]).toMatch(/getHealth does not answer 418/);
  });

  it('checks the JSON a platform header carries against its content schema', () => {
    const credentials = (value: string) =>
      ['GET /me HTTP/1.1', `X-Sync-Credentials: ${value}`, ...HEADERS.slice(1, 2), ...HEADERS.slice(3)].join('\n');
    expect(check(block('http', '', credentials(Buffer.from('{"accessToken":7}').toString('base64url'))))).toEqual([
      '7 http: header x-sync-credentials carries JSON that does not match its schema: /accessToken must be string',
    ]);
    expect(check(block('http', '', credentials('bm90IGpzb24'))).at(0)).toMatch(
      /^7 http: header x-sync-credentials does not carry base64url JSON/,
    );
  });

  it('matches an Embed API request under its server path, and checks curl commands to that server', () => {
    const embed = 'embeds/embedApi.mdx';
    expect(check(block('http', '', 'GET /v1/embed-users/user-42/flows HTTP/1.1\nAuthorization: Bearer <API key>'), embed)).toEqual([]);
    expect(check(block('http', '', 'GET /embed-users/user-42/flows HTTP/1.1'), embed)).toEqual([
      '7 http: GET /embed-users/user-42/flows is not an operation of static/openapi/embed-api.yaml',
    ]);
    const curl = [
      'curl -X POST https://api.syncplatform.example/v1/embed-tokens \\',
      '  -H "Authorization: Bearer $EMBED_API_KEY" \\',
      "  -d '{",
      '    "externalUserId": "user-42", "email": "ada@partner.example", "view": "flowEditor", "connectors": ["example-tracker"]',
      "  }'",
      'curl https://api.tracker.example/v2/me',
    ].join('\n');
    expect(check(block('bash', '', curl), embed)).toEqual([
      "7 createEmbedToken request does not match the OpenAPI schema: (body) must have required property 'flowId'; (body) must match \"then\" schema; (body) must have required property 'externalOrganizationId'",
    ]);
  });

  it("sends an item operation where the reference connector registers that operation's handler", () => {
    const handlers = handlerTable(path.resolve(__dirname, '../../../examples/example-tracker'));
    const patch = (graphPath: string) =>
      check(
        block(
          'http',
          '',
          [`PATCH ${graphPath} HTTP/1.1`, ...HEADERS, 'Content-Type: application/json', '', '{ "status": "done" }'].join('\n'),
        ),
        undefined,
        handlers,
      );
    expect(patch('/tasks/t_1002')).toEqual([]);
    expect(patch('/projects/p_42/tasks')).toEqual([
      '7 http: PATCH /projects/p_42/tasks goes to /projects/:projectId/tasks, where the reference connector registers getCollection, createItem, not updateItem: send it to a path that updateItem serves',
    ]);
  });

  it("validates a callback's request examples, and a webhook's, as an operation's", async () => {
    const pet = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    const post = { requestBody: { content: { 'application/json': { schema: pet } } }, responses: { '200': { description: 'OK' } } };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'callbacks-')), 'pets.json');
    const paths = {
      '/subscriptions': { post: { operationId: 'subscribe', ...post, callbacks: { petEvent: { '{$request.body#/url}': { post } } } } },
    };
    fs.writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Pets', version: '1' },
        paths,
        webhooks: { newPet: { post: { operationId: 'newPet', ...post } } },
      }),
    );
    const pets = await loadConnectorApi(file);
    const page = (body: string) =>
      checkApiExamples(
        { displayPath: 'pets.md', relativePath: 'pets.md', tree: parseDoc('pets.md', body, 'pets.md').tree, lineOffset: 0 },
        pets,
      ).map((p) => p.message);
    expect(page(block('json', 'openapi="subscribe callback petEvent request"', '{ "name": "Rex" }'))).toEqual([]);
    expect(page(block('json', 'openapi="subscribe callback petEvent request"', '{ "kind": "dog" }'))).toEqual([
      "subscribe callback petEvent request does not match the OpenAPI schema: (body) must have required property 'name'",
    ]);
    expect(page(block('json', 'openapi="subscribe callback nope request"', '{}'))).toEqual([
      'openapi="subscribe callback nope request": subscribe has no callback nope',
    ]);
    expect(page(block('json', 'openapi="newPet request"', '{}'))).toEqual([
      "newPet request does not match the OpenAPI schema: (body) must have required property 'name'",
    ]);
    // A webhook is sent to the reader's URL: no request to the server is one.
    expect(pets.match('POST', '')).toBeUndefined();
  });
});
