import fc from 'fast-check';
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

  it('names the value of a default added, changed or removed, which the library leaves out', () => {
    const ttl = (extra: Json) => doc({ '/tokens': token(['user'], { ttl: { type: 'integer', ...extra } }) });
    const texts = (before: Json, after: Json) => apiChanges(side(before, '/a/'), side(after, '/b/'))[0]?.entries.map((e) => e.text) ?? [];
    expect(texts(ttl({}), ttl({ default: 3600 }))).toEqual([expect.stringMatching(/default.*`ttl`.*; it is now `3600`$/)]);
    expect(texts(ttl({ default: 3600 }), ttl({ default: 60 }))).toEqual([expect.stringMatching(/default.*`ttl`.*; it is now `60`$/)]);
    expect(texts(ttl({ default: 'a' }), ttl({}))).toEqual([expect.stringMatching(/default.*`ttl`.*; it was `"a"`$/)]);
    // A response named `default`, or a property named so, is no default value.
    const withDefaultResponse = doc({
      '/tokens': {
        post: { ...token(['user']).post, responses: { ...token(['user']).post.responses, default: { description: 'Error.' } } },
      },
    });
    const withDefaultProperty = doc({ '/tokens': token(['user'], { default: { type: 'string' } }) });
    for (const after of [withDefaultResponse, withDefaultProperty])
      expect(texts(doc({ '/tokens': token(['user']) }), after).every((text) => !/it is now/.test(text))).toBe(true);
    expect(texts(doc({ '/tokens': token(['user']) }), withDefaultResponse).length).toBeGreaterThan(0);
  });

  it('marks a property added to a closed response schema breaking for callers, through a $ref; an open schema or a request stays non-breaking', () => {
    const flow = (closed: boolean, extra: Json = {}, keyword = 'additionalProperties'): Json => ({
      type: 'object',
      ...(closed ? { [keyword]: false } : {}),
      required: ['id'],
      properties: { id: { type: 'string' }, ...extra },
    });
    const api = (closed: boolean, extra: Json = {}, keyword?: string): Json => ({
      ...doc({
        '/flows': {
          get: {
            operationId: 'listFlows',
            summary: 'List flows',
            responses: { 200: { description: 'Flows.', ...body({ $ref: '#/components/schemas/Flow' }) } },
          },
          post: {
            operationId: 'createFlow',
            summary: 'Create a flow',
            requestBody: body(flow(true, extra)),
            responses: { 201: { description: 'Made.' } },
          },
        },
      }),
      components: { schemas: { Flow: flow(closed, extra, keyword) } },
    });
    const added = { createdAt: { type: 'string' } };
    const closed = apiChanges(side(api(true), '/2.x/ref/'), side(api(true, added), '/ref/'));
    const listed = closed.find((op) => op.method === 'GET');
    expect(listed).toMatchObject({ breaking: true });
    expect(listed?.entries).toEqual([
      expect.objectContaining({ breaking: true, text: expect.stringMatching(/createdAt.*allowed no other property/) }),
    ]);
    // The request's closed schema accepts more than before: nothing a caller sends is refused.
    expect(closed.find((op) => op.method === 'POST')).toMatchObject({ breaking: false });
    // A write-only property is never in an answer, so no validating client sees it.
    const secret = { secret: { type: 'string', writeOnly: true } };
    expect(apiChanges(side(api(true), '/2.x/ref/'), side(api(true, secret), '/ref/')).find((op) => op.method === 'GET')).toMatchObject({
      breaking: false,
    });
    // OpenAPI 3.1's other way to close a schema.
    const unevaluated = apiChanges(
      side(api(true, {}, 'unevaluatedProperties'), '/2.x/ref/'),
      side(api(true, added, 'unevaluatedProperties'), '/ref/'),
    );
    expect(unevaluated.find((op) => op.method === 'GET')).toMatchObject({ breaking: true });
    // Within an operation, the breaking entry comes first: the library lists the new required status
    // (not breaking for a caller) before the property it makes required.
    const required = api(true, added) as { components: { schemas: { Flow: { required: string[] } } } };
    required.components.schemas.Flow.required.push('createdAt');
    const entries = apiChanges(side(api(true), '/2.x/ref/'), side(required as Json, '/ref/')).find((op) => op.method === 'GET')?.entries;
    expect(entries?.map((e) => e.breaking)).toEqual([true, false]);
    const open = apiChanges(side(api(false), '/2.x/ref/'), side(api(false, added), '/ref/'));
    expect(open.find((op) => op.method === 'GET')).toMatchObject({ breaking: false });
    expect(open.find((op) => op.method === 'GET')?.entries[0]?.text).not.toMatch(/allowed no other/);
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

  it("reads a path's shared parameters as OpenAPI does: an operation's own parameter of the same name replaces it", () => {
    const shared = (type: string) => ({ name: 'path', in: 'path', required: true, schema: { type } });
    const item = (type: string, override: Json) => ({
      parameters: [shared(type)],
      get: { operationId: 'read', summary: 'Read', responses: { 200: { description: 'Ok' } } },
      delete: { operationId: 'remove', summary: 'Remove', parameters: [override], responses: { 204: { description: 'Gone' } } },
    });
    const components = (type: string) => ({ parameters: { ItemPath: { ...shared(type), description: 'An item.' } } });
    const at = (type: string, overrideType = 'string') => ({
      ...doc({ '/{path}': item(type, { $ref: '#/components/parameters/ItemPath' }) }),
      components: components(overrideType),
    });
    // The connector API's shape: DELETE overrides the shared parameter. Unchanged, nothing changed.
    for (const perspective of ['caller', 'implementer'] as const)
      expect(apiChanges(side(at('string'), '/a/'), side(at('string'), '/b/'), perspective)).toEqual([]);
    // The shared parameter changes: only the operation that uses it says so.
    expect(apiChanges(side(at('string'), '/a/'), side(at('integer'), '/b/')).map((op) => [op.method, op.entries.length > 0])).toEqual([
      ['GET', true],
    ]);
    // The override changes: only its operation says so.
    expect(apiChanges(side(at('string'), '/a/'), side(at('string', 'integer'), '/b/')).map((op) => op.method)).toEqual(['DELETE']);
  });

  it('finds no change between any document and itself, and leaves both documents as they were', () => {
    fc.assert(
      fc.property(generatedDocument, (generated) => {
        const before = structuredClone(generated);
        const copy = structuredClone(generated);
        for (const perspective of ['caller', 'implementer'] as const)
          expect(apiChanges(side(generated, '/a/'), side(copy, '/b/'), perspective)).toEqual([]);
        expect(generated).toEqual(before);
        expect(copy).toEqual(before);
      }),
      { numRuns: 50 },
    );
  });

  it("reports a shared parameter's change under exactly the operations that do not replace it", () => {
    fc.assert(
      fc.property(generatedDocument, (generated) => {
        const after = structuredClone(generated);
        const found = Object.entries(after.paths as Record<string, Json>).find(([, item]) =>
          (item.parameters as Json[] | undefined)?.some((p) => !p.$ref),
        );
        fc.pre(found !== undefined);
        const [path, item] = found as [string, Json];
        const changed = (item.parameters as Json[]).find((p) => !p.$ref) as Json;
        changed.schema = { type: (changed.schema as Json).type === 'string' ? 'integer' : 'string' };
        const users = ['get', 'patch', 'delete'].filter((method) => {
          const op = item[method] as Json | undefined;
          return op && !((op.parameters ?? []) as Json[]).some((p) => parameterIdentity(p) === parameterIdentity(changed));
        });
        const ops = apiChanges(side(generated, '/a/'), side(after, '/b/'));
        expect(ops.map((op) => [op.path, op.method]).sort()).toEqual(users.map((m) => [path, m.toUpperCase()]).sort());
      }),
      { numRuns: 50 },
    );
  });
});

/** A parameter's location and name; the generated documents' one `$ref` is ItemPath, the path's `path`. */
const parameterIdentity = (p: Json) => (typeof p.$ref === 'string' ? 'path path' : `${String(p.in)} ${String(p.name)}`);

/** Documents shaped as the shipped ones are: shared path parameters, overrides inline or by `$ref`, nested schemas. */
const generatedDocument: fc.Arbitrary<Json> = (() => {
  const { schema } = fc.letrec<{ schema: Json }>((tie) => ({
    schema: fc.oneof(
      { depthSize: 'small' },
      fc.record({ type: fc.constantFrom('string', 'integer', 'boolean') }),
      fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { minLength: 1 }) }),
      fc.record({ type: fc.constant('array'), items: tie('schema') }),
      fc.record({
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom('id', 'name', 'fields'), tie('schema'), { maxKeys: 3 }),
      }),
      fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ allOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }) }),
    ),
  }));
  // Valid as the loader requires: a path parameter is required, and no list names one parameter twice.
  const parameter = fc.constantFrom('path', 'id', 'cursor').chain((name) =>
    fc.record({
      name: fc.constant(name),
      in: name === 'path' ? fc.constant('path') : fc.constantFrom('query', 'header'),
      required: name === 'path' ? fc.constant(true) : fc.boolean(),
      schema: fc.record({ type: fc.constantFrom('string', 'integer') }),
    }),
  );
  const shared: Json = { $ref: '#/components/parameters/ItemPath' };
  const list = fc.uniqueArray(fc.oneof(parameter, fc.constant(shared)), { selector: parameterIdentity, maxLength: 3 });
  const operation = fc.record(
    {
      operationId: fc.uuid(),
      summary: fc.constant('An operation'),
      parameters: list,
      requestBody: fc.record({ content: fc.record({ 'application/json': fc.record({ schema }) }) }),
      responses: fc.record({
        200: fc.record({ description: fc.constant('Ok'), content: fc.record({ 'application/json': fc.record({ schema }) }) }),
      }),
    },
    { requiredKeys: ['operationId', 'summary', 'responses'] },
  );
  const pathItem = fc.record({ parameters: list, get: operation, patch: operation, delete: operation }, { requiredKeys: [] });
  return fc.record({
    openapi: fc.constant('3.1.0'),
    info: fc.constant({ title: 'Generated', version: '1' }),
    paths: fc.dictionary(fc.constantFrom('/{path}', '/items/{id}', '/health'), pathItem, { minKeys: 1, maxKeys: 3 }),
    components: fc.record({
      parameters: fc.record({ ItemPath: parameter.filter((p) => p.name === 'path') }),
      schemas: fc.record({ Item: schema }),
    }),
  });
})();
