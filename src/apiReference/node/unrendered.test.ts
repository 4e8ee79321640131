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
        servers: [{ url: 'https://other.example.test' }],
        'x-deadline-second': 10,
        requestBody: { content: { 'text/csv': { schema: { type: 'string' } } } },
      }),
      // A discriminator is shown beside oneOf/anyOf; allOf's inheritance form is not.
      { components: { schemas: { Pet: { type: 'object', discriminator: { propertyName: 'kind' } } } } },
    );
    expect(unrendered(doc).map((u) => `${u.pointer} ${u.message.split(':')[0]}`)).toEqual([
      '/paths/~1things/get/servers servers is not rendered',
      '/paths/~1things/get/x-deadline-second extension x-deadline-second is read by nothing',
      '/paths/~1things/get/requestBody/content/text~1csv media type text/csv is not rendered',
      '/components/schemas/Pet/discriminator discriminator is not rendered',
    ]);
  });

  it('renders callbacks, webhooks and a discriminator beside oneOf, and still looks inside them', () => {
    const inner = (extra: Json): Json => ({
      requestBody: {
        content: { 'application/json': { schema: { oneOf: [{ type: 'string' }], discriminator: { propertyName: 'kind' } } } },
      },
      responses: { '200': { description: 'OK' } },
      ...extra,
    });
    const doc = documentWith(
      operation({
        // A callback's names (its own, then its URL expression) are names; what its request says is keywords.
        callbacks: { onEvent: { '{$request.body#/url}': { post: inner({ 'x-unknown': 1 }) } } },
      }),
      { webhooks: { newThing: { post: inner({ links: {} }), servers: [] } } },
    );
    expect(unrendered(doc).map((u) => `${u.pointer} ${u.message.split(':')[0]}`)).toEqual([
      '/paths/~1things/get/callbacks/onEvent/{$request.body#~1url}/post/x-unknown extension x-unknown is read by nothing',
      '/webhooks/newThing/post/links links is not rendered',
      '/webhooks/newThing/servers servers is not rendered',
    ]);
  });
});
