import { describe, expect, it } from 'vitest';
import { formatFinding, knownRules, lintOpenApiDocument, type LintFinding } from './openapiLint';
import { TURNED_OFF } from './openapiLintRules';

/** A small document all three tools pass; each test breaks it in one known way. */
const GOOD = `openapi: 3.1.0
info:
  title: Tiny API
  version: 1.0.0
  description: Things, one at a time.
  license: { name: CC BY 4.0, identifier: CC-BY-4.0 }
  contact: { name: Developer forum, url: 'https://community.syncplatform.example/' }
servers:
  - url: https://api.syncplatform.example/v1
security:
  - apiKey: []
tags:
  - name: Things
    description: The things.
paths:
  /things/{id}:
    parameters:
      - name: id
        in: path
        required: true
        description: The thing's id.
        schema: { type: string }
    get:
      tags: [Things]
      operationId: getThing
      summary: Get a thing
      description: Returns one thing.
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
        '404':
          description: No such thing.
components:
  securitySchemes:
    apiKey: { type: http, scheme: bearer }
  schemas:
    Thing:
      type: object
      required: [id]
      properties:
        id: { type: string }
`;

const lint = (text: string, sourcePath = 'scratch/tiny-api.yaml') => lintOpenApiDocument({ sourcePath, text });
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
const brief = (findings: LintFinding[]) => findings.map((f) => `${f.tool} ${f.rule} ${f.pointer} :${f.line}`);

describe('lintOpenApiDocument', () => {
  it('passes a good document', async () => {
    const { findings } = await lint(GOOD);
    expect(findings.map((f) => formatFinding('tiny-api.yaml', f))).toEqual([]);
  }, 30_000);

  it('fails an operation without an operationId, in both linters, naming the rule, the pointer and the line', async () => {
    const text = GOOD.replace('      operationId: getThing\n', '');
    const { findings } = await lint(text);
    const line = lineOf(text, '    get:');
    expect(brief(findings)).toEqual(
      expect.arrayContaining([
        `redocly operation-operationId #/paths/~1things~1{id}/get/operationId :${line}`,
        `spectral operation-operationId #/paths/~1things~1{id}/get :${line}`,
      ]),
    );
    expect(
      formatFinding(
        'tiny-api.yaml',
        findings.find((f) => f.tool === 'redocly')!,
      ),
    ).toMatch(
      new RegExp(`^tiny-api\\.yaml:${line} redocly operation-operationId \\(warn\\) #/paths/~1things~1\\{id\\}/get/operationId: .+`),
    );
  }, 30_000);

  it('fails `allowReserved` on a path parameter (OpenAPI 3.1 allows it on query parameters only), which swagger-parser lets through', async () => {
    const text = GOOD.replace(
      "        description: The thing's id.\n",
      "        description: The thing's id.\n        allowReserved: true\n",
    );
    const { findings } = await lint(text);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(`${finding.tool} ${finding.rule} ${finding.pointer}`).toBe('spectral oas3-schema #/paths/~1things~1{id}/parameters/0');
      expect(finding.line).toBe(lineOf(text, '      - name: id'));
    }
  }, 30_000);

  it('fails a warning as well as an error: a tag without a description, an unused schema', async () => {
    const text = GOOD.replace('    description: The things.\n', '').concat('    Unused:\n      type: string\n');
    const rules = (await lint(text)).findings.map((f) => `${f.tool} ${f.rule} ${f.severity}`);
    expect(rules).toEqual(
      expect.arrayContaining(['redocly tag-description warn', 'redocly no-unused-components warn', 'spectral oas3-unused-component warn']),
    );
  }, 30_000);

  it('fails a document that is not OpenAPI at all, with swagger-parser', async () => {
    const { findings } = await lint(GOOD.replace('openapi: 3.1.0', 'openapi: 3.1.0\nwebhookz: {}'));
    expect(findings.some((f) => f.tool === 'swagger-parser' && f.pointer === '#' && /webhookz/.test(f.message))).toBe(true);
  }, 30_000);

  describe('the exceptions of openapiLintRules.ts', () => {
    const localhost = GOOD.replace('https://api.syncplatform.example/v1', 'http://localhost:9200');

    it('turn a rule off only in the documents they name', async () => {
      expect(brief((await lint(localhost, 'scratch/embed-api.yaml')).findings)).toEqual([
        'redocly no-server-example.com #/servers/0/url :9',
      ]);
      expect((await lint(localhost, 'content/versions/2.x/openapi/connector-api.yaml')).findings).toEqual([]);
    }, 30_000);

    it('excuse a finding only at the place they name: the health probe needs no 4xx, other operations do', async () => {
      const health = GOOD.replace(/ {8}'404':\n {10}description: No such thing.\n/, '');
      const { findings } = await lint(health, 'static/openapi/connector-api.yaml');
      expect(brief(findings)).toEqual([
        `redocly operation-4xx-response #/paths/~1things~1{id}/get/responses :${lineOf(health, '      responses:')}`,
      ]);
      const asHealth = health.replace('/things/{id}:', '/health:').replace(/ {4}parameters:\n(?: {6,}.*\n)+/, '');
      const result = await lint(asHealth, 'static/openapi/connector-api.yaml');
      expect(result.findings).toEqual([]);
      expect(result.excused.map((e) => e.exception.rule)).toEqual(['operation-4xx-response']);
    }, 30_000);

    it('excuse a conditional `then: { required }` but not a plain required property that is not declared', async () => {
      const conditional = GOOD.replace(
        '        id: { type: string }\n',
        '        id: { type: string }\n        kind: { type: string }\n      if: { properties: { id: { const: x } } }\n      then: { required: [kind] }\n',
      );
      expect((await lint(conditional)).findings).toEqual([]);
      const plain = GOOD.replace('      required: [id]', '      required: [id, kind]');
      expect(brief((await lint(plain)).findings)).toEqual([
        `redocly no-required-schema-properties-undefined #/components/schemas/Thing/required/1 :${lineOf(plain, 'required: [id, kind]')}`,
      ]);
    }, 30_000);

    it('each give a one-line reason and name a rule their tool has', async () => {
      const rules = await knownRules();
      for (const exception of TURNED_OFF) {
        expect(exception.reason.trim().length, exception.rule).toBeGreaterThan(20);
        expect(exception.reason, exception.rule).not.toContain('\n');
        expect(rules[exception.tool].has(exception.rule), `${exception.tool} has no rule ${exception.rule}`).toBe(true);
      }
    }, 30_000);
  });
});
