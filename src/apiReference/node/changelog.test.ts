import { describe, expect, it } from 'vitest';
import { apiChanges } from './changelog';
import type { Json } from './load';

const body = (schema: Json) => ({ content: { 'application/json': { schema } } });
const doc = (paths: Json): Json => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths });
const side = (d: Json, prefix: string) => ({ doc: d, routeOf: (id: string) => `${prefix}${id}/` });
const token = (required: string[], extra: Json = {}) => ({
  post: {
    operationId: 'createToken',
    summary: 'Create a token',
    description: 'Old words.',
    requestBody: body({ type: 'object', required, properties: { user: { type: 'string' }, ttl: { type: 'integer' }, ...extra } }),
    responses: {
      201: { description: 'Made.', ...body({ type: 'object', required: ['token'], properties: { token: { type: 'string' } } }) },
    },
  },
});

describe('the API changelog', () => {
  it('lists added and removed operations with their pages in the version that has them', () => {
    const before = doc({
      '/tokens': token(['user']),
      '/old': { get: { operationId: 'old', summary: 'Old', responses: { 200: { description: 'Ok' } } } },
    });
    const after = doc({
      '/tokens': token(['user']),
      '/new': { delete: { operationId: 'revoke', summary: 'Revoke', responses: { 204: { description: 'Gone' } } } },
    });
    const ops = apiChanges(side(before, '/2.x/ref/'), side(after, '/ref/'));
    expect(ops.map((op) => [op.method, op.path, op.change, op.breaking, op.before, op.after])).toEqual([
      ['GET', '/old', 'removed', true, '/2.x/ref/old/', undefined],
      ['DELETE', '/new', 'added', false, undefined, '/ref/revoke/'],
    ]);
  });

  it('marks a newly required request field breaking for callers, and leaves out wording and examples', () => {
    const before = doc({ '/tokens': token(['user']) });
    const after = doc({
      '/tokens': {
        post: {
          ...token(['user', 'ttl']).post,
          description: 'New words.',
          requestBody: {
            ...token(['user', 'ttl']).post.requestBody,
            content: {
              'application/json': {
                ...token(['user', 'ttl']).post.requestBody.content['application/json'],
                example: { user: 'u', ttl: 1 },
              },
            },
          },
        },
      },
    });
    const [op] = apiChanges(side(before, '/2.x/ref/'), side(after, '/ref/'));
    expect(op).toMatchObject({
      path: '/tokens',
      change: 'changed',
      breaking: true,
      before: '/2.x/ref/createToken/',
    });
    expect(op?.entries.map((e) => [e.breaking, e.text])).toEqual([
      [true, 'Added required status to `ttl` in Request Body content (application/json)'],
    ]);
  });

  it('judges a change from the implementer side for an API the reader implements', () => {
    const before = doc({ '/tokens': token(['user']) });
    const after = doc({ '/tokens': token([], { scope: { type: 'string', enum: ['read', 'write'] } }) });
    const caller = apiChanges(side(before, '/a/'), side(after, '/b/'), 'caller')[0];
    const implementer = apiChanges(side(before, '/a/'), side(after, '/b/'), 'implementer')[0];
    // A request field no longer required: a caller loses nothing, an implementer must now do without it.
    expect(caller?.breaking).toBe(false);
    expect(implementer?.entries.find((e) => /Removed required/.test(e.text))?.breaking).toBe(true);
    // A property added is never breaking for an implementer, who may ignore it.
    expect(implementer?.entries.find((e) => /Added property `scope`/.test(e.text))?.breaking).toBe(false);
  });

  it('says nothing when only words and examples changed', () => {
    const before = doc({ '/tokens': token(['user']) });
    const after = doc({ '/tokens': { post: { ...token(['user']).post, summary: 'Make a token', description: 'Other words.' } } });
    expect(apiChanges(side(before, '/a/'), side(after, '/b/'))).toEqual([]);
  });

  it('lists no callback change and no webhook: the diff library classifies neither', () => {
    const event = (required: string[]) => ({
      post: {
        requestBody: body({ type: 'object', required, properties: { a: { type: 'string' } } }),
        responses: { 200: { description: 'Ok' } },
      },
    });
    const withCallback = (required: string[]) => ({
      ...doc({ '/tokens': { post: { ...token(['user']).post, callbacks: { tokenUsed: { '{$request.body#/url}': event(required) } } } } }),
      webhooks: { tokenRevoked: event(required) },
    });
    const before = doc({ '/tokens': token(['user']) });
    for (const perspective of ['caller', 'implementer'] as const) {
      expect(apiChanges(side(before, '/a/'), side(withCallback([]), '/b/'), perspective)).toEqual([]);
      expect(apiChanges(side(withCallback([]), '/a/'), side(withCallback(['a']), '/b/'), perspective)).toEqual([]);
    }
  });
});
