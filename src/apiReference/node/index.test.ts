import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPage } from '../../site/generatedPage';
import type { OperationPageData, SchemasPageData } from '../model';
import { currentVersion } from '../../config/site';
import { versionSources } from '../../versions/sources';
import { markdownAnchors } from '../../twins/llmsTxt';
import { apiReferencePages, kebab, placedReferences } from '.';

const mountOf = (sourcePath: string) => {
  const mount = placedReferences(versionSources(currentVersion)).find((m) => m.sourcePath === sourcePath);
  if (!mount) throw new Error(`no reference of ${sourcePath}`);
  return mount;
};
const pagesOf = (sourcePath: string) => apiReferencePages({ sourcePath, text: fs.readFileSync(sourcePath, 'utf8') }, mountOf(sourcePath));

let embed: GeneratedPage[];
let connector: GeneratedPage[];
// Both references, highlighting included: seconds alone, more while the content suites share the cores.
beforeAll(async () => {
  [embed, connector] = await Promise.all([pagesOf('static/openapi/embed-api.yaml'), pagesOf('static/openapi/connector-api.yaml')]);
}, 60_000);

const byRoute = (pages: GeneratedPage[], route: string) => {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page at ${route}`);
  return page;
};

describe('apiReferencePages', () => {
  it('makes the Embed API an overview, a page per tag and per operation, and its schemas, in the sidebar under Embeds', () => {
    expect(embed.map((p) => [p.route, p.sidebar.parent, p.sidebar.position, p.template.replace('src/templates/', '')])).toEqual([
      ['/embeds/reference/', '/category/embeds/', 4, 'ApiTagPage.tsx'],
      ['/embeds/reference/embed-tokens/', '/embeds/reference/', 1, 'ApiTagPage.tsx'],
      ['/embeds/reference/embed-users/', '/embeds/reference/', 2, 'ApiTagPage.tsx'],
      ['/embeds/reference/create-embed-token/', '/embeds/reference/embed-tokens/', 1, 'ApiOperationPage.tsx'],
      ['/embeds/reference/revoke-embed-token/', '/embeds/reference/embed-tokens/', 2, 'ApiOperationPage.tsx'],
      ['/embeds/reference/list-embed-user-flows/', '/embeds/reference/embed-users/', 1, 'ApiOperationPage.tsx'],
      ['/embeds/reference/delete-embed-user/', '/embeds/reference/embed-users/', 2, 'ApiOperationPage.tsx'],
      ['/embeds/reference/schemas/', '/embeds/reference/', 3, 'ApiSchemasPage.tsx'],
    ]);
    expect(byRoute(embed, '/embeds/reference/').sidebar.label).toBe('API reference');
    expect(embed.every((p) => p.sourcePath === 'static/openapi/embed-api.yaml')).toBe(true);
  });

  it('puts the connector API under API specification, after its five hand-written pages', () => {
    // The full list is the end-to-end contract (tests/e2e/support/site.ts); here, its shape.
    expect(connector).toHaveLength(1 + 4 + 10 + 1);
    expect(connector[0]?.sidebar).toEqual({ parent: '/category/api-specification/', position: 6, label: 'API reference' });
    expect(byRoute(connector, '/connectors/apiSpecification/reference/get-item-or-collection/').sidebar).toEqual({
      parent: '/connectors/apiSpecification/reference/graph/',
      position: 2,
    });
  });

  it('leads an operation with its method, path, operationId and summary, for search', () => {
    const page = byRoute(embed, '/embeds/reference/create-embed-token/');
    expect(page.title).toBe('Create an embed token');
    expect(page.description).toBe('POST /embed-tokens. Returns a token and the URL to load in the iframe.');
    expect(page.sections[0]).toMatchObject({ heading: null, anchor: null });
    expect(page.sections[0]?.text).toMatch(/^POST \/embed-tokens createEmbedToken\. Create an embed token\. Returns a token/);
    expect(page.sections.map((s) => s.anchor)).toEqual([null, 'request', 'body', 'response-201', 'errors']);
    expect(page.sections.find((s) => s.anchor === 'body')?.text).toContain('externalUserId');
  });

  it('gives every operation page a table of contents of the headings its template renders', () => {
    const page = byRoute(connector, '/connectors/apiSpecification/reference/get-item-or-collection/');
    expect(page.headings.map((h) => `${h.depth} ${h.id} ${h.title}`)).toEqual([
      '2 samples Samples',
      '2 request Request',
      '3 authorization Authorization',
      '3 path-parameters Path parameters',
      '3 query-parameters Query parameters',
      '3 headers Headers',
      '2 responses Responses',
      '3 response-200 200 OK',
      '3 response-301 301 Moved Permanently',
      '3 errors Errors',
    ]);
  });

  it("gives every twin the anchors of its page's headings, so a link to the page's anchor lands in the twin", () => {
    for (const page of [...embed, ...connector]) {
      const anchors = markdownAnchors(page.markdown);
      expect(
        page.headings.filter((h) => !anchors.has(h.id)).map((h) => h.id),
        page.route,
      ).toEqual([]);
    }
    const schemas = byRoute(embed, '/embeds/reference/schemas/').markdown;
    expect(schemas).toContain('<a id="token-id"></a>\n\n## TokenId\n');
    // A heading whose Markdown slug is its page's id needs no anchor.
    expect(byRoute(embed, '/embeds/reference/create-embed-token/').markdown).toContain('\n\n## Responses\n');
  });

  it('writes a twin with the samples, every field by its path and the errors', () => {
    const twin = byRoute(embed, '/embeds/reference/create-embed-token/').markdown;
    expect(twin).toContain(
      '```bash\ncurl https://api.syncplatform.example/v1/embed-tokens \\\n  --request POST \\\n  --header "Authorization: Bearer $EMBED_API_KEY"',
    );
    expect(twin).toContain('Authorization: `Bearer ${process.env.EMBED_API_KEY}`');
    expect(twin).toContain('"Authorization": f"Bearer {os.environ[\'EMBED_API_KEY\']}"');
    // Every language, each under its label in a fence of its own language.
    for (const [label, language] of [
      ['Go', 'go'],
      ['Java', 'java'],
      ['PHP', 'php'],
      ['Ruby', 'ruby'],
      ['C#', 'csharp'],
    ])
      expect(twin).toMatch(new RegExp(`\\*\\*${label}\\*\\*\\n\\n\`\`\`${language}\\n`));
    expect(twin).toContain('req.Header.Add("Authorization", "Bearer "+os.Getenv("EMBED_API_KEY"))');
    expect(twin).toContain("'Authorization: Bearer ' . getenv('EMBED_API_KEY')");
    expect(twin).toContain(
      "| `expiresIn` | integer | no | The token's lifetime in seconds, counted from minting. Default `3600`. 300 to 86,400. |",
    );
    expect(twin).toContain('| `token` | [TokenId](/docs/embeds/reference/schemas/index.md#token-id) | yes |');
    // A named schema shown in place says its name, as the page does: the request, the answer, an error.
    expect(twin).toContain('[EmbedTokenRequest](/docs/embeds/reference/schemas/index.md#embed-token-request) object.');
    expect(twin).toContain('Body: `application/json`.\n\n[EmbedToken](/docs/embeds/reference/schemas/index.md#embed-token) object.');
    expect(twin).toMatch(/: `application\/json`\.\n\n\[Error\]\(\/docs\/embeds\/reference\/schemas\/index\.md#error\) object\./);
    // Not on the schema's own home, where its name is the heading.
    expect(byRoute(embed, '/embeds/reference/schemas/').markdown).not.toMatch(/\[EmbedToken\]\([^)]*\) object\./);
    expect(twin).toMatch(/\| 429 Too Many Requests \| Over the rate limit for this API key/);
    // The figure lives in `x-rate-limit`, shown once, on the overview.
    expect(byRoute(embed, '/embeds/reference/').markdown).toContain('Rate limit: 60 requests per minute per API key.');
    // Every named example of the body, each under its summary (the samples send the first).
    expect(twin).toContain("Example (The user's flows):");
    expect(twin).toContain('Example (One flow in the editor, which needs its flowId):\n\n```json openapi="createEmbedToken request"');
    const connectorTwin = byRoute(connector, '/connectors/apiSpecification/reference/get-credential-account/').markdown;
    expect(connectorTwin).toContain("import type { GetCredentialAccountHandler } from '@syncplatform/connector-sdk';");
    expect(connectorTwin).toContain('| `X-Sync-Credentials` | string | yes |');
    expect(connectorTwin).toContain('Credentials in the `X-Sync-Credentials` header.');
    expect(connectorTwin).toContain('`X-Sync-Credentials` carries this JSON, base64url-encoded:');
  });

  it("ships page data without the twins' Markdown and code text, and with the request for the builder", () => {
    const data = byRoute(embed, '/embeds/reference/create-embed-token/').data as OperationPageData;
    expect(JSON.stringify(data)).not.toMatch(/"(descriptionMarkdown|source)":/);
    expect(data.request).toMatchObject({
      method: 'POST',
      url: 'https://api.syncplatform.example/v1/embed-tokens',
      style: 'client',
      auth: { envVar: 'EMBED_API_KEY' },
    });
    expect(data.samples.map((s) => s.label)).toEqual(['curl', 'Node.js', 'Python', 'Go', 'Java', 'PHP', 'Ruby', 'C#']);
    const connectorData = byRoute(connector, '/connectors/apiSpecification/reference/create-item/').data as OperationPageData;
    expect(connectorData.samples.map((s) => s.label)).toEqual(['curl', 'CreateItemHandler']);
    expect(connectorData.request?.deadline).toEqual({ header: 'X-Sync-Deadline', seconds: 60 });
    expect(connectorData.request?.params.find((p) => p.name === 'X-Sync-Credentials')).toMatchObject({
      json: true,
      example: '{\n  "accessToken": "tk_123"\n}',
    });
  });

  it('shows errors once per body and each shared schema once on the schemas page', () => {
    const data = byRoute(connector, '/connectors/apiSpecification/reference/get-item-or-collection/').data as OperationPageData;
    expect(data.errors.rows.map((e) => e.status)).toEqual(['400', '401', '403', '404', '408', '423', '429', '500', '501', '503']);
    expect(data.errors.bodies).toHaveLength(1);
    expect(data.errors.bodies[0]?.schema.properties?.map((f) => f.id)).toEqual(['error.code', 'error.message', 'error.details']);
    // The body's shape, with no one status's example under it (each row has its own, or none).
    expect(data.errors.bodies[0]?.schema.examples).toBeUndefined();
    const root = byRoute(connector, '/connectors/apiSpecification/reference/get-root/');
    // Its own 404 example, not another operation's (the shared NotFound's "Task t_9999 does not exist").
    expect(root.markdown).toMatch(/\| 404 Not Found \|.*\| `\{"code":"NOT_FOUND","message":"No handler matches \/"\}`/);
    expect(root.markdown).not.toContain('t_9999');
    expect(root.markdown).toMatch(/\| 401 Unauthorized \|.*\| `\{"code":"UNAUTHORIZED",/);
    // A constant among the variants is named by its value, as the page's type label does.
    expect(root.markdown).toContain('| `relations[].schema` | one of: [RelationSchema](');
    expect(root.markdown).toMatch(/\| `relations\[\]\.schema` \| one of: \[RelationSchema\]\([^)]*\), `"__self"` \|/);
    // A handler of a 204 returns nothing: its caption promises no example response.
    const remove = byRoute(connector, '/connectors/apiSpecification/reference/delete-item/').data as OperationPageData;
    expect(remove.samples.find((s) => s.label === 'DeleteItemHandler')?.caption).toBe(
      'The SDK handler that answers it: `DeleteItemHandler`.',
    );
    const schemas = byRoute(connector, '/connectors/apiSpecification/reference/schemas/');
    // A variant's own label in the twin is its whole type, null included.
    expect(schemas.markdown).toContain('\n**string | number | boolean or null**\n');
    expect(byRoute(embed, '/embeds/reference/create-embed-token/').markdown).toContain('each item: matches `^[a-z][a-z0-9-]{2,39}$`');
    expect(schemas.headings.map((h) => h.id)).toContain('item-summary');
    // Used through another schema is used: a collection page's summaries are ItemSummary's.
    const usedBy = (name: string) =>
      (schemas.data as SchemasPageData).schemas.find((s) => s.name === name)?.usedBy.map((op) => op.route.replace(/.*\/reference\//, ''));
    expect(usedBy('ItemSummary')).toEqual(expect.arrayContaining(['get-item-or-collection/', 'create-item/']));
    expect(usedBy('Error')).toContain('get-root/');
    expect(new Set(schemas.headings.map((h) => h.id)).size).toBe(schemas.headings.length);
  });

  it('stops on two pages claiming one route, naming the line', async () => {
    const text = fs
      .readFileSync('static/openapi/embed-api.yaml', 'utf8')
      .replace('operationId: deleteEmbedUser', 'operationId: embedTokens');
    await expect(
      apiReferencePages({ sourcePath: 'static/openapi/embed-api.yaml', text }, mountOf('static/openapi/embed-api.yaml')),
    ).rejects.toThrow(
      /^static\/openapi\/embed-api\.yaml:\d+ operation embedTokens would have the route \/embeds\/reference\/embed-tokens\/, already tag "Embed tokens"'s$/,
    );
  });

  it('stops on a deadline the samples could not send: its header renamed, they would send a stale timestamp', async () => {
    const sourcePath = 'static/openapi/connector-api.yaml';
    const text = fs.readFileSync(sourcePath, 'utf8').replace(/X-Sync-Deadline\b/g, 'X-Sync-Due');
    await expect(apiReferencePages({ sourcePath, text }, mountOf(sourcePath))).rejects.toThrow(
      /^static\/openapi\/connector-api\.yaml:\d+ \w+: the samples send the deadline in X-Sync-Deadline, which this operation does not take/,
    );
  });

  it("places each version's reference within the version: routes, sidebar and published document", () => {
    const [connector] = placedReferences({
      ...versionSources(currentVersion),
      version: { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' },
      openapiDir: `${process.cwd()}/content/versions/2.x/openapi`,
    });
    expect(connector).toMatchObject({
      sourcePath: 'content/versions/2.x/openapi/connector-api.yaml',
      route: '/2.x/connectors/apiSpecification/reference/',
      sidebar: { parent: '/2.x/category/api-specification/' },
      publishedPath: '/2.x/openapi/connector-api.yaml',
    });
  });

  it.each([
    ['createEmbedToken', 'create-embed-token'],
    ['ItemSummary', 'item-summary'],
    ['Credential account', 'credential-account'],
  ])('kebab(%s) = %s', (name, slug) => expect(kebab(name)).toBe(slug));
});
