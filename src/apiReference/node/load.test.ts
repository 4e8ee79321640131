import { describe, expect, it } from 'vitest';
import { loadApiDocument } from './load';

const sourcePath = 'static/openapi/test-api.yaml';
const load = (text: string) => loadApiDocument({ sourcePath, text });

/** A valid document whose 200 body is `schema` (YAML, indented for its place). */
const documentWith = ({
  schema = "{ $ref: '#/components/schemas/Thing' }",
  operation = 'operationId: getThing\n      tags: [Things]',
} = {}) =>
  [
    'openapi: 3.1.0',
    'info: { title: Test API, version: 1.0.0 }',
    'paths:',
    '  /things:',
    '    get:',
    `      ${operation}`,
    '      responses:',
    "        '200':",
    '          description: A thing.',
    '          content:',
    '            application/json:',
    `              schema: ${schema}`,
    'components:',
    '  schemas:',
    '    Thing: { type: object, properties: { id: { type: string } } }',
    '',
  ].join('\n');

describe('loadApiDocument', () => {
  it('loads a valid document and tells the line of any pointer', async () => {
    const api = await load(documentWith());
    expect(api.lineOf('/paths/~1things/get')).toBe(5);
    expect(api.lineOf('/components/schemas/Thing')).toBe(16);
    expect(api.resolve('#/components/schemas/Thing')).toMatchObject({ type: 'object' });
  });

  it('names file and line of a $ref that resolves nowhere', async () => {
    await expect(load(documentWith({ schema: "{ $ref: '#/components/schemas/Missing' }" }))).rejects.toThrow(
      'static/openapi/test-api.yaml:13 $ref "#/components/schemas/Missing" resolves to nothing: no /components/schemas/Missing in this document',
    );
  });

  it('refuses a $ref to another file: the build downloads nothing', async () => {
    await expect(load(documentWith({ schema: "{ $ref: 'https://example.com/thing.json' }" }))).rejects.toThrow(
      /^static\/openapi\/test-api\.yaml:13 \$ref "https:\/\/example\.com\/thing\.json" points outside this file/,
    );
  });

  it('names the line of what the OpenAPI schema refuses', async () => {
    const invalid = documentWith().replace('description: A thing.', 'description: 42');
    await expect(load(invalid)).rejects.toThrow(
      'static/openapi/test-api.yaml:10 /paths/~1things/get/responses/200/description must be string (OpenAPI schema)',
    );
  });

  it('stops on what the reference would not show, naming it and its line', async () => {
    await expect(load(documentWith({ schema: '{ type: object, discriminator: { propertyName: kind } }' }))).rejects.toThrow(
      /^static\/openapi\/test-api\.yaml:13 discriminator is not rendered/,
    );
  });

  it('names the line of a YAML syntax error', async () => {
    await expect(load('openapi: 3.1.0\ninfo: { title: x\n')).rejects.toThrow(/^static\/openapi\/test-api\.yaml:[23] /);
  });

  it('wants an operationId and a tag on every operation, and each operationId once', async () => {
    await expect(load(documentWith({ operation: 'tags: [Things]' }))).rejects.toThrow(
      "static/openapi/test-api.yaml:5 GET /things needs an operationId (letters and digits): its page's route is made from it",
    );
    await expect(load(documentWith({ operation: 'operationId: getThing' }))).rejects.toThrow('needs a tag');
    const twice = documentWith().replace(
      'paths:\n',
      'paths:\n  /other:\n    get: { operationId: getThing, tags: [Things], responses: { "204": { description: none } } }\n',
    );
    await expect(load(twice)).rejects.toThrow(/test-api\.yaml:\d+ operationId "getThing" is already used by GET \/other/);
  });

  it('loads both published documents', async () => {
    const fs = await import('node:fs');
    for (const file of ['static/openapi/connector-api.yaml', 'static/openapi/embed-api.yaml']) {
      await expect(loadApiDocument({ sourcePath: file, text: fs.readFileSync(file, 'utf8') })).resolves.toHaveProperty('sourcePath', file);
    }
  });
});
