import { describe, expect, it } from 'vitest';
import type { GeneratedPage } from '../../site/generatedPage';
import type { OperationPageData, TagPageData } from '../model';
import { currentVersion } from '../../config/site';
import { versionSources } from '../../versions/sources';
import type { Json } from './load';
import { apiReferencePages, placedReferences } from '.';

// The shipped documents have no webhooks: a fixture has one, a callback and a discriminator.
const petEventBody = (example: Json): Json => ({
  required: true,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/PetEvent' }, example } },
});
const fixture = (change: (doc: Json) => void = () => {}): string => {
  const doc: Json = {
    openapi: '3.1.0',
    info: { title: 'Pet API', version: '1', description: 'Pets.' },
    servers: [{ url: 'https://pets.example.test/v1' }],
    tags: [{ name: 'Pets', description: 'Pets and their events.' }],
    paths: {
      '/subscriptions': {
        post: {
          operationId: 'subscribe',
          tags: ['Pets'],
          summary: 'Subscribe to pet events',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { type: 'object', required: ['callbackUrl'], properties: { callbackUrl: { type: 'string', format: 'uri' } } },
                example: { callbackUrl: 'https://me.example.test/hook' },
              },
            },
          },
          responses: { '201': { description: 'Subscribed.' } },
          callbacks: {
            petEvent: {
              '{$request.body#/callbackUrl}': {
                post: {
                  summary: 'A pet changed',
                  description: 'Sent on every change.',
                  parameters: [{ name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' }, example: 'sha256=ab' }],
                  requestBody: petEventBody({ kind: 'dog', name: 'Rex' }),
                  responses: { '200': { description: 'Received.' }, '410': { description: 'Unsubscribes.' } },
                },
              },
            },
          },
        },
      },
    },
    webhooks: {
      newPet: {
        post: {
          operationId: 'newPet',
          tags: ['Pets'],
          summary: 'A pet was added',
          description: 'Sent once per pet.',
          requestBody: petEventBody({ kind: 'Cat', name: 'Tom' }),
          responses: { '200': { description: 'Received.' } },
        },
      },
    },
    components: {
      schemas: {
        PetEvent: {
          oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
          discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' } },
        },
        Cat: { type: 'object', required: ['kind', 'name'], properties: { kind: { const: 'Cat' }, name: { type: 'string' } } },
        Dog: { type: 'object', required: ['kind', 'name'], properties: { kind: { const: 'dog' }, name: { type: 'string' } } },
      },
    },
  };
  change(doc);
  return JSON.stringify(doc, null, 2);
};

const [embedMount] = placedReferences(versionSources(currentVersion)).filter((m) => m.document === 'embed-api.yaml');
if (!embedMount) throw new Error('no Embed API mount');
const mount = { ...embedMount, route: '/pets/reference/', sourcePath: 'pets.json' };
const pagesOf = (text: string) => apiReferencePages({ sourcePath: 'pets.json', text }, mount);
const byRoute = (pages: GeneratedPage[], route: string) => {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page at ${route}`);
  return page;
};
const webhook = (doc: Json) => ((doc.webhooks as Json).newPet as Json).post as Json;
const callback = (doc: Json) =>
  (
    (((((doc.paths as Json)['/subscriptions'] as Json).post as Json).callbacks as Json).petEvent as Json)[
      '{$request.body#/callbackUrl}'
    ] as Json
  ).post as Json;

describe('webhooks, callbacks and discriminators', () => {
  it('gives a webhook a page under its tag, as an operation has, labelled as a request the API sends', async () => {
    const pages = await pagesOf(fixture());
    expect(pages.map((p) => [p.route, p.sidebar.parent, p.sidebar.position])).toEqual([
      ['/pets/reference/', '/category/embeds/', 4],
      ['/pets/reference/pets/', '/pets/reference/', 1],
      ['/pets/reference/subscribe/', '/pets/reference/pets/', 1],
      ['/pets/reference/new-pet/', '/pets/reference/pets/', 2],
      ['/pets/reference/schemas/', '/pets/reference/', 2],
    ]);
    const page = byRoute(pages, '/pets/reference/new-pet/');
    const data = page.data as OperationPageData;
    expect(data.operation).toMatchObject({ operationId: 'newPet', webhook: 'newPet', method: 'POST', path: '' });
    // Nothing to call: no samples, no builder.
    expect(data.samples).toEqual([]);
    expect(data.request).toBeUndefined();
    expect(page.description).toBe('Webhook: POST to your URL. Sent once per pet.');
    expect(page.headings.map((h) => h.id)).toEqual(['request', 'body', 'responses', 'response-200']);
    expect(page.markdown).toMatch(/^A webhook: the API sends this request to your URL\. Webhook `newPet`, `POST`\./);
    expect(page.markdown).not.toContain('## Samples');
    expect(page.markdown).toContain('Example:\n\n```json openapi="newPet request"\n{\n  "kind": "Cat"');
    const tag = byRoute(pages, '/pets/reference/pets/');
    expect((tag.data as TagPageData).groups[0]?.operations.map((op) => op.webhook ?? op.path)).toEqual(['/subscriptions', 'newPet']);
    expect(tag.markdown).toContain('- [A pet was added](/docs/pets/reference/new-pet/index.md): webhook `newPet`, `POST` to your URL');
  });

  it("shows an operation's callback after its responses: its URL in words, headers, body fields, examples and the answers it expects", async () => {
    const page = byRoute(await pagesOf(fixture()), '/pets/reference/subscribe/');
    const data = page.data as OperationPageData;
    expect(data.callbacks).toHaveLength(1);
    expect(data.callbacks[0]).toMatchObject({
      name: 'petEvent',
      id: 'callback-pet-event',
      method: 'POST',
      url: '{$request.body#/callbackUrl}',
      urlText: "the URL given in the request body's `callbackUrl`",
      summary: 'A pet changed',
      headers: [{ name: 'X-Signature', id: 'callback-pet-event.header.X-Signature', required: true }],
      responses: [
        { status: '200', title: '200 OK' },
        { status: '410', title: '410 Gone' },
      ],
    });
    expect(data.callbacks[0]?.requestBody?.examples.map((e) => e.code.language)).toEqual(['json']);
    expect(page.headings.slice(-2).map((h) => `${h.depth} ${h.id} ${h.title}`)).toEqual([
      '2 callbacks Callbacks',
      '3 callback-pet-event petEvent',
    ]);
    expect(page.sections.at(-1)).toMatchObject({ heading: 'petEvent', anchor: 'callback-pet-event' });
    const twin = page.markdown;
    expect(twin.indexOf('## Callbacks')).toBeGreaterThan(twin.indexOf('## Responses'));
    expect(twin).toContain("`POST {$request.body#/callbackUrl}`: to the URL given in the request body's `callbackUrl`.");
    expect(twin).toContain('| `X-Signature` | string | yes | Example: `"sha256=ab"`. |');
    expect(twin).toContain('| `name` | string | yes |');
    // The examples carry the mark the content checks validate them by (src/checks/api/checkApiExamples.ts).
    expect(twin).toContain('```json openapi="subscribe callback petEvent request"\n{\n  "kind": "dog"');
    expect(twin).toContain('| 410 Gone | Unsubscribes. |');
  });

  it('says which value of the discriminator picks which schema, in the twin', async () => {
    const twin = byRoute(await pagesOf(fixture()), '/pets/reference/new-pet/').markdown;
    expect(twin).toContain(
      'One of, chosen by `kind`: `"dog"` → [Dog](/docs/pets/reference/schemas/index.md#dog), `"Cat"` → [Cat](/docs/pets/reference/schemas/index.md#cat).',
    );
  });

  it('stops on a webhook whose route an operation already has, naming both', async () => {
    const text = fixture((doc) => Object.assign(webhook(doc), { operationId: 'Subscribe' }));
    await expect(pagesOf(text)).rejects.toThrow(
      /^pets\.json:\d+ webhook newPet \(operationId Subscribe\) would have the route \/pets\/reference\/subscribe\/, already operation subscribe's$/,
    );
  });

  it('stops on a webhook without an operationId, and on one that shares an operation’s', async () => {
    await expect(pagesOf(fixture((doc) => delete webhook(doc).operationId))).rejects.toThrow(
      /^pets\.json:\d+ webhook POST newPet needs an operationId/,
    );
    await expect(pagesOf(fixture((doc) => Object.assign(webhook(doc), { operationId: 'subscribe' })))).rejects.toThrow(
      /operationId "subscribe" is already used by POST \/subscriptions$/,
    );
  });

  it('stops on what a callback says that the page would not show, and on a URL that is no runtime expression', async () => {
    await expect(pagesOf(fixture((doc) => Object.assign(callback(doc), { security: [] })))).rejects.toThrow(
      /^pets\.json:\d+ subscribe: callback petEvent: security is not shown/,
    );
    await expect(
      pagesOf(
        fixture((doc) => {
          const response = (callback(doc).responses as Json)['200'] as Json;
          response.content = { 'application/json': { schema: { type: 'object' } } };
        }),
      ),
    ).rejects.toThrow(/callback petEvent: content of an expected response is not shown/);
    await expect(
      pagesOf(
        fixture((doc) => {
          const callbacks = (((doc.paths as Json)['/subscriptions'] as Json).post as Json).callbacks as Json;
          callbacks.petEvent = { '{$request.body#/callbackUrl}': { post: callback(doc), put: callback(doc) } };
        }),
      ),
    ).rejects.toThrow(/callback petEvent: the reference shows one request \(a URL and a method\) per callback, here 2/);
    await expect(
      pagesOf(
        fixture((doc) => {
          const callbacks = (((doc.paths as Json)['/subscriptions'] as Json).post as Json).callbacks as Json;
          callbacks.petEvent = { '{$request.bogus}': { post: callback(doc) } };
        }),
      ),
    ).rejects.toThrow(/callback petEvent: "\$request\.bogus" is not a runtime expression/);
  });

  it('stops on a discriminator mapping that names no schema', async () => {
    const text = fixture((doc) => {
      (((doc.components as Json).schemas as Json).PetEvent as Json).discriminator = { propertyName: 'kind', mapping: { fish: 'Fish' } };
    });
    await expect(pagesOf(text)).rejects.toThrow(/^pets\.json:\d+ discriminator mapping "fish" names no schema: Fish$/);
  });
});
