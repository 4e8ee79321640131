import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadApiDocument, escapePointer, type ApiDocument, type Json } from '../../apiReference/node/load';
import { decodeJsonHeader } from '../../apiReference/request/base64url';
import { describeErrors } from './connectorApi';

export interface ExampleProblem {
  file: string;
  line: number;
  message: string;
}

/** JSON Schema 2020-12's keywords and OpenAPI's own: any other key of a schema is a typo (or a YAML flow mapping cut at a comma). */
const KEYWORDS = new Set(
  (
    '$schema $id $ref $defs $anchor $dynamicRef $dynamicAnchor $comment $vocabulary type enum const multipleOf maximum exclusiveMaximum ' +
    'minimum exclusiveMinimum maxLength minLength pattern maxItems minItems uniqueItems maxContains minContains maxProperties ' +
    'minProperties required dependentRequired properties patternProperties additionalProperties propertyNames items prefixItems ' +
    'contains allOf anyOf oneOf not if then else dependentSchemas unevaluatedItems unevaluatedProperties format title description ' +
    'default deprecated readOnly writeOnly examples contentEncoding contentMediaType contentSchema discriminator xml externalDocs example'
  ).split(' '),
);

/** Keys under which a schema holds schemas. */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'contentSchema', 'not', 'if', 'then', 'else', 'propertyNames']);
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);

/**
 * Every example an OpenAPI document gives (a media type's, a parameter's or header's, a schema's)
 * must match its schema: the samples, the field tables and the handler types are all made from
 * them. A header carrying JSON (`contentSchema`) has its decoded example checked too. And every key
 * of a schema must be a keyword: swagger-parser lets an unknown one through, and a field's
 * description cut at a comma (`{ description: Stable, unique }` in YAML) would go unnoticed.
 */
export async function checkDocumentExamples(
  file: { sourcePath: string; text: string },
  /** The document already loaded from `file`, when the caller has it. */
  loaded?: ApiDocument,
): Promise<ExampleProblem[]> {
  const api = loaded ?? (await loadApiDocument(file));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(api.doc, 'document');
  const problems: ExampleProblem[] = [];
  const check = (schemaPointer: string, value: unknown, examplePointer: string) => {
    const validate = ajv.compile({ $ref: `document#${schemaPointer}` });
    if (validate(value)) return true;
    // The line of the first wrong value inside the example, where the document has it.
    const where = `${examplePointer}${validate.errors?.[0]?.instancePath ?? ''}`;
    problems.push({
      file: file.sourcePath,
      line: api.lineOf(where),
      message: `example does not match its schema (${schemaPointer}): ${describeErrors(validate)}`,
    });
    return false;
  };
  const examplesOf = (holder: Json, pointer: string): Array<[unknown, string]> => {
    if ('example' in holder) return [[holder.example, `${pointer}/example`]];
    return Object.entries((holder.examples ?? {}) as Record<string, Json>).map(([name, example]) => {
      const resolved = typeof example.$ref === 'string' ? (api.resolve(example.$ref) as Json) : example;
      return [resolved.value, `${pointer}/examples/${escapePointer(name)}/value`];
    });
  };

  const walk = (value: unknown, pointer: string, isSchema: boolean) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${pointer}/${index}`, false));
    const object = value as Json;
    if (isSchema) {
      for (const key of Object.keys(object)) {
        if (!KEYWORDS.has(key) && !key.startsWith('x-')) {
          problems.push({
            file: file.sourcePath,
            line: api.lineOf(`${pointer}/${escapePointer(key)}`),
            message: `"${key}" is not a schema keyword (a typo, or a YAML flow mapping cut at a comma?)`,
          });
        }
      }
      const examples = Array.isArray(object.examples) ? (object.examples as unknown[]) : 'example' in object ? [object.example] : [];
      examples.forEach((example, index) =>
        check(pointer, example, Array.isArray(object.examples) ? `${pointer}/examples/${index}` : `${pointer}/example`),
      );
    } else if (object.schema && typeof object.schema === 'object' && !Array.isArray(object.schema)) {
      // A media type, a parameter or a header: its examples against its schema.
      for (const [example, at] of examplesOf(object, pointer)) {
        if (!check(`${pointer}/schema`, example, at)) continue;
        if ((object.schema as Json).contentSchema && typeof example === 'string') {
          let decoded: unknown;
          try {
            decoded = JSON.parse(decodeJsonHeader(example));
          } catch (error) {
            problems.push({
              file: file.sourcePath,
              line: api.lineOf(at),
              message: `example does not carry base64url JSON: ${(error as Error).message}`,
            });
            continue;
          }
          check(`${pointer}/schema/contentSchema`, decoded, at);
        }
      }
    }
    for (const [key, child] of Object.entries(object)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (key === 'example' || key === 'examples') continue;
      if (key === 'schema' || (isSchema && SUBSCHEMA.has(key))) walk(child, at, true);
      else if (isSchema && SCHEMA_LISTS.has(key) && Array.isArray(child))
        child.forEach((item, index) => walk(item, `${at}/${index}`, true));
      else if ((isSchema && SCHEMA_MAPS.has(key)) || (pointer === '/components' && key === 'schemas')) {
        for (const [name, schema] of Object.entries((child ?? {}) as Json)) walk(schema, `${at}/${escapePointer(name)}`, true);
      } else walk(child, at, false);
    }
  };
  walk(api.doc, '', false);
  return problems;
}
