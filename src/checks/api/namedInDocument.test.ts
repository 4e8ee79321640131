import { describe, expect, it } from 'vitest';
import type { ConnectorApi } from './connectorApi';
import { parseDoc } from '../checkDoc';
import { checkNamedInDocument, type ApiVocabulary } from './namedInDocument';

const vocabulary: ApiVocabulary = {
  file: 'static/openapi/embed-api.yaml',
  byOperation: new Map([
    [
      'createEmbedToken',
      {
        fields: new Set(['view', 'token', 'data', 'data.id', 'id']),
        headers: new Set(['retry-after']),
        statuses: new Set(['201', '400', '429']),
      },
    ],
    ['deleteEmbedUser', { fields: new Set(), headers: new Set(), statuses: new Set(['204', '404']) }],
  ]),
  routes: new Map([
    ['/embeds/reference/create-embed-token/', ['createEmbedToken']],
    ['/embeds/reference/', ['createEmbedToken', 'deleteEmbedUser']],
  ]),
};

// What the check asks of an API: which operation a request goes to, and its server.
const api = {
  server: 'https://api.syncplatform.example/v1',
  match: (method: string, path: string) =>
    method === 'POST' && path === '/v1/embed-tokens' ? { operationId: 'createEmbedToken' } : undefined,
} as unknown as ConnectorApi;

/** A page of these blocks; the body starts on file line 6. */
const check = (body: string) => {
  const doc = parseDoc('embeds/sample.mdx', `---\ntitle: Sample\ndescription: A page.\n---\n\n${body}`, 'content/docs/embeds/sample.mdx');
  return checkNamedInDocument(
    { displayPath: 'content/docs/embeds/sample.mdx', tree: doc.tree, lineOffset: doc.lineOffset },
    api,
    vocabulary,
    '/docs/',
  ).map((p) => `${p.line} ${p.message}`);
};

describe('checkNamedInDocument', () => {
  it("holds a section's field, header and status tables against the operations it calls", () => {
    const page = [
      '## Create',
      '',
      '```bash',
      "curl -X POST https://api.syncplatform.example/v1/embed-tokens -d '{}'",
      '```',
      '',
      '| Field | Meaning |',
      '|---|---|',
      '| `view` | The view |',
      '| `data[].id` | An id |',
      '| `theme` | Gone from the document |',
      '',
      '| Status | Header |',
      '|---|---|',
      '| 429 Too Many Requests | `Retry-After` |',
      '| 404 | `X-Request-Id` |',
    ].join('\n');
    expect(check(page)).toEqual([
      '16 names the field theme for createEmbedToken, which static/openapi/embed-api.yaml does not have',
      '21 names the status 404 for createEmbedToken, which static/openapi/embed-api.yaml does not have',
      '21 names the header X-Request-Id for createEmbedToken, which static/openapi/embed-api.yaml does not have',
    ]);
  });

  it('counts the operations a section links to: an operation page, or every operation of an overview', () => {
    const table = '| Status | Cause |\n|---|---|\n| 404 | Unknown user |\n';
    expect(check(`## Errors\n\nSee [Create](/docs/embeds/reference/create-embed-token/#errors).\n\n${table}`)).toEqual([
      '12 names the status 404 for createEmbedToken, which static/openapi/embed-api.yaml does not have',
    ]);
    expect(check(`## Errors\n\nSee the [reference](/docs/embeds/reference/).\n\n${table}`)).toEqual([]);
  });

  it('asks a table of names about no operation to link one, and leaves other tables alone', () => {
    expect(check('## Fields\n\n| Field | Meaning |\n|---|---|\n| `view` | The view |\n')).toEqual([
      "10 a table names the field view, but its section shows no operation: link the operation's reference page",
    ]);
    expect(check('## Attributes\n\n| Attribute | Why |\n|---|---|\n| `src` | The URL |\n')).toEqual([]);
  });
});
