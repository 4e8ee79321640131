import { describe, expect, it } from 'vitest';
import type { Json } from './load';
import { unrendered } from './unrendered';

const operation = (extra: Json = {}): Json => ({
  operationId: 'getThing',
  tags: ['Things'],
  responses: {
    '200': {
      description: 'The thing.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            // Property names are names, not keywords: a field called `links` or `servers` is shown.
            properties: { links: { type: 'string' }, servers: { type: 'array', items: { type: 'string' } } },
            examples: [{ links: 'a', callbacks: 'b' }],
          },
          examples: { one: { summary: 'One', value: { discriminator: 'data, not a keyword' } } },
        },
      },
    },
  },
  ...extra,
});
const documentWith = (op: Json, top: Json = {}): Json => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://api.example.test' }],
  paths: { '/things': { get: op } },
  ...top,
});

describe('what the reference would not show', () => {
  it('finds nothing in a document it renders whole: names and example values are not keywords', () => {
    expect(unrendered(documentWith(operation({ 'x-deadline-seconds': 10 })))).toEqual([]);
  });

  it('names each thing it would drop, where it is', () => {
    const doc = documentWith(
      operation({
        callbacks: { onEvent: {} },
        servers: [{ url: 'https://other.example.test' }],
        'x-deadline-second': 10,
        requestBody: { content: { 'text/csv': { schema: { type: 'string' } } } },
      }),
      { webhooks: { newThing: {} }, components: { schemas: { Pet: { oneOf: [], discriminator: { propertyName: 'kind' } } } } },
    );
    expect(unrendered(doc).map((u) => `${u.pointer} ${u.message.split(':')[0]}`)).toEqual([
      '/paths/~1things/get/callbacks callbacks is not rendered',
      '/paths/~1things/get/servers servers is not rendered',
      '/paths/~1things/get/x-deadline-second extension x-deadline-second is read by nothing',
      '/paths/~1things/get/requestBody/content/text~1csv media type text/csv is not rendered',
      '/webhooks webhooks is not rendered',
      '/components/schemas/Pet/discriminator discriminator is not rendered',
    ]);
  });
});
