import SwaggerParser from '@apidevtools/swagger-parser';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { unrendered } from './unrendered';

/** A JSON object of the document. */
export type Json = Record<string, unknown>;

/** An OpenAPI document the reference can be built from: valid, every `$ref` resolving inside it. */
export interface ApiDocument {
  sourcePath: string;
  doc: Json;
  /** The line a JSON pointer (`/paths/~1me/get`) starts on; its nearest existing parent's otherwise. */
  lineOf(pointer: string): number;
  /** The value a local `$ref` names. */
  resolve(ref: string): unknown;
}

/** An invalid document: the build stops with `file:line message`. */
export class ApiDocumentError extends Error {
  constructor(sourcePath: string, line: number, message: string) {
    super(`${sourcePath}:${line} ${message}`);
    this.name = 'ApiDocumentError';
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const unescapePointer = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer, or `undefined`. */
export function atPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  return pointer
    .split('/')
    .slice(1)
    .map(unescapePointer)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined), doc);
}

/**
 * Parses and validates one OpenAPI 3.x document (YAML or JSON). Every problem is an ApiDocumentError
 * naming the file and line: a YAML syntax error, a `$ref` that resolves nowhere (or outside the
 * file: the build downloads nothing), a document the OpenAPI schema refuses (swagger-parser), and
 * what the reference itself needs: an `operationId` on each operation, unique, and a tag.
 */
export async function loadApiDocument(file: { sourcePath: string; text: string }): Promise<ApiDocument> {
  const lineCounter = new LineCounter();
  const yaml = parseDocument(file.text, { lineCounter, uniqueKeys: true });
  const [syntax] = yaml.errors;
  if (syntax) throw new ApiDocumentError(file.sourcePath, syntax.linePos?.[0].line ?? 1, syntax.message.split('\n')[0] ?? syntax.message);
  const doc = yaml.toJS({ maxAliasCount: -1 }) as Json;
  const lineOf = (pointer: string) => lineCounter.linePos(offsetOf(yaml, pointer)).line;
  const fail = (pointer: string, message: string): never => {
    throw new ApiDocumentError(file.sourcePath, lineOf(pointer), message);
  };
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) fail('', 'is not an OpenAPI document (a YAML or JSON object)');

  // Before swagger-parser, which would name the missing target but not the line of the $ref.
  walk(doc, '', (value, pointer) => {
    // A discriminator's mapping names schemas as $refs do (`#/components/schemas/Cat`) or by name (`Cat`).
    const mapping = ((value.discriminator ?? {}) as Json).mapping;
    for (const [key, target] of Object.entries((mapping ?? {}) as Record<string, unknown>)) {
      const ref = String(target).startsWith('#') ? String(target) : `#/components/schemas/${escapePointer(String(target))}`;
      if (atPointer(doc, ref.slice(1)) === undefined)
        fail(`${pointer}/discriminator/mapping/${escapePointer(key)}`, `discriminator mapping "${key}" names no schema: ${String(target)}`);
    }
    if (typeof value.$ref !== 'string') return;
    const ref = value.$ref;
    if (!ref.startsWith('#')) fail(`${pointer}/$ref`, `$ref "${ref}" points outside this file; the reference resolves local $refs only`);
    if (atPointer(doc, ref.slice(1)) === undefined)
      fail(`${pointer}/$ref`, `$ref "${ref}" resolves to nothing: no ${ref.slice(1)} in this document`);
  });

  try {
    // validate() dereferences what it is given: hand it a copy.
    await SwaggerParser.validate(structuredClone(doc) as never);
  } catch (error) {
    const details = (error as { details?: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }> }).details;
    const [first] = details ?? [];
    if (!first) fail('', `is not a valid OpenAPI document: ${(error as Error).message}`);
    const extra = first?.params?.unevaluatedProperty ?? first?.params?.additionalProperty;
    fail(
      first?.instancePath ?? '',
      `${first?.instancePath || '(document)'} ${first?.message ?? 'is invalid'}${extra ? `: "${String(extra)}"` : ''} (OpenAPI schema)`,
    );
  }

  // What the reference would not show stops the build, by name, instead of vanishing from the pages.
  const [left] = unrendered(doc);
  if (left) fail(left.pointer, left.message);

  // A webhook gets a page as an operation does: the same needs, one set of operationIds across both.
  const seen = new Map<string, string>();
  for (const root of ['paths', 'webhooks'] as const) {
    for (const [template, item] of Object.entries((doc[root] ?? {}) as Record<string, Json>)) {
      for (const method of HTTP_METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const pointer = `/${root}/${escapePointer(template)}/${method}`;
        const what = `${root === 'webhooks' ? 'webhook ' : ''}${method.toUpperCase()} ${template}`;
        const id = op.operationId;
        if (typeof id !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(id))
          fail(pointer, `${what} needs an operationId (letters and digits): its page's route is made from it`);
        const first = seen.get(id as string);
        if (first) fail(`${pointer}/operationId`, `operationId "${String(id)}" is already used by ${first}`);
        seen.set(id as string, what);
        if (!Array.isArray(op.tags) || typeof op.tags[0] !== 'string')
          fail(pointer, `${what} needs a tag: the reference files each operation under its first tag`);
      }
    }
  }
  return { sourcePath: file.sourcePath, doc, lineOf, resolve: (ref) => atPointer(doc, ref.slice(1)) };
}

/** Calls `visit` on every object of the document with its JSON pointer. */
export function walk(value: unknown, pointer: string, visit: (value: Json, pointer: string) => void, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  // A YAML alias is the same object twice; once is enough.
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${pointer}/${index}`, visit, seen));
    return;
  }
  visit(value as Json, pointer);
  for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${escapePointer(key)}`, visit, seen);
}

/** Where the node at `pointer` starts in the text, following aliases; the deepest existing node's start otherwise. */
function offsetOf(yaml: Document, pointer: string): number {
  let node = yaml.contents as YamlNode | null;
  let offset = node?.range?.[0] ?? 0;
  for (const key of pointer.split('/').slice(1).map(unescapePointer)) {
    if (node && isAlias(node)) node = node.resolve(yaml) ?? null;
    let next: YamlNode | null = null;
    if (node && isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      if (pair && isScalar(pair.key) && pair.key.range) offset = pair.key.range[0];
      next = (pair?.value as YamlNode | null | undefined) ?? null;
    } else if (node && isSeq(node)) {
      next = (node.items[Number(key)] as YamlNode | undefined) ?? null;
      if (next?.range) offset = next.range[0];
    }
    if (!next) break;
    node = next;
  }
  return offset;
}
