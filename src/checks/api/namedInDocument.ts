import type { Code, Content, Link, Root, Table, TableCell } from 'mdast';
import { siteConfig } from '../../config/site';
import { versionOfRoute } from '../../routes/versions';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import type { Field, OperationPageData, SchemaNode, SchemasPageData, TagPageData } from '../../apiReference/model';
import type { ConnectorApi } from './connectorApi';
import { curlRequests } from './curlCommand';
import { parseHttpMessage } from './httpMessage';
import { parseCodeMeta } from '../../mdx/codeMeta';
import type { GeneratedPage } from '../../site/generatedPage';

/**
 * One source, enforced: a field, header or status code that a hand-written page names for an
 * operation must be in the OpenAPI document. A page names them in tables whose column says what
 * they are (Field, Property, Parameter; Header; Status, Answer), in a section (an h2 and what follows)
 * about some operations: those its examples call (`http` and `curl` blocks, `openapi="operationId …"`
 * marks) and those it links to in the reference (an operation's page, a tag's, an API's overview).
 * A section about none is held against the page's operations. Names are looked up in the reference's
 * own view of each operation, every shared schema it links to included.
 */

export interface NamedProblem {
  file: string;
  line: number;
  message: string;
}

interface Vocabulary {
  /** Field names, and dotted paths from a body's root (`info.nextPage`). */
  fields: Set<string>;
  headers: Set<string>;
  statuses: Set<string>;
}

/** What each operation of one API's reference knows, and which operations each reference route covers. */
export interface ApiVocabulary {
  file: string;
  byOperation: Map<string, Vocabulary>;
  /** Route → the operations it documents (an operation page: one; a tag page: its own; the overview: all). */
  routes: Map<string, string[]>;
}

const KINDS: Array<[RegExp, keyof Vocabulary]> = [
  [/^(fields?|propert(y|ies)|parameters?)$/i, 'fields'],
  [/^headers?$/i, 'headers'],
  [/^(status|answer)$/i, 'statuses'],
];
const NOUNS: Record<keyof Vocabulary, string> = { fields: 'field', headers: 'header', statuses: 'status' };

/** An API's vocabulary from its generated reference pages. */
export function apiVocabulary(file: string, pages: GeneratedPage[]): ApiVocabulary {
  const schemas = new Map<string, SchemaNode>();
  for (const page of pages) {
    const data = page.data as SchemasPageData;
    if (data.kind === 'schemas') for (const schema of data.schemas) schemas.set(schema.name, schema.schema);
  }
  const byOperation = new Map<string, Vocabulary>();
  const routes = new Map<string, string[]>();
  // By the route within the version: pages link the reference as current's routes (src/routes/versions.ts).
  const within = (route: string) => versionOfRoute(siteConfig.docs.versions, route).route;
  for (const page of pages) {
    const data = page.data as OperationPageData | TagPageData;
    if (data.kind === 'overview' || data.kind === 'tag') {
      routes.set(
        within(page.route),
        data.groups.flatMap((g) => g.operations.map((op) => op.operationId)),
      );
      continue;
    }
    if (data.kind !== 'operation') continue;
    routes.set(within(page.route), [data.operation.operationId]);
    const vocabulary: Vocabulary = { fields: new Set(), headers: new Set(), statuses: new Set() };
    const addFields = (node: SchemaNode | undefined, prefix: string, seen: Set<string>) => {
      if (!node) return;
      if (node.ref && !node.properties && !seen.has(node.ref.name))
        addFields(schemas.get(node.ref.name), prefix, new Set([...seen, node.ref.name]));
      for (const field of node.properties ?? []) addField(field, prefix, seen);
      if (node.additional && node.additional !== true) addFields(node.additional.schema, prefix, seen);
      addFields(node.items, prefix, seen);
      for (const option of node.variants?.options ?? []) addFields(option, prefix, seen);
      addFields(node.content?.schema, '', seen);
    };
    const addField = (field: Field, prefix: string, seen: Set<string>) => {
      const path = prefix ? `${prefix}.${field.name}` : field.name;
      vocabulary.fields.add(field.name).add(path);
      addFields(field.schema, path, seen);
    };
    for (const place of ['path', 'query'] as const) for (const field of data.parameters[place]) addField(field, '', new Set());
    for (const header of data.parameters.header) {
      vocabulary.headers.add(header.name.toLowerCase());
      addFields(header.schema.content?.schema, '', new Set());
    }
    addFields(data.requestBody?.schema, '', new Set());
    for (const response of data.responses) {
      vocabulary.statuses.add(response.status);
      for (const header of response.headers) vocabulary.headers.add(header.name.toLowerCase());
      addFields(response.schema, '', new Set());
    }
    for (const error of data.errors.rows) {
      vocabulary.statuses.add(error.status);
      for (const header of error.headers) vocabulary.headers.add(header.name.toLowerCase());
    }
    for (const body of data.errors.bodies) addFields(body.schema, '', new Set());
    byOperation.set(data.operation.operationId, vocabulary);
  }
  return { file, byOperation, routes };
}

interface Section {
  operations: Set<string>;
  tables: Table[];
}

/** The names a hand-written page gives operations that the document does not have. */
export function checkNamedInDocument(
  page: { displayPath: string; tree: Root | null; lineOffset: number },
  api: ConnectorApi,
  vocabulary: ApiVocabulary,
  basePath: string,
): NamedProblem[] {
  if (!page.tree) return [];
  const sections: Section[] = [{ operations: new Set(), tables: [] }];
  for (const block of page.tree.children) {
    if (block.type === 'heading' && block.depth === 2) sections.push({ operations: new Set(), tables: [] });
    const section = sections.at(-1) as Section;
    for (const operationId of operationsOf(block, api, vocabulary, basePath)) section.operations.add(operationId);
    if (block.type === 'table') section.tables.push(block);
  }
  const pageOperations = new Set(sections.flatMap((s) => [...s.operations]));
  const problems: NamedProblem[] = [];
  for (const section of sections) {
    const operations = [...(section.operations.size ? section.operations : pageOperations)];
    for (const table of section.tables) {
      const [head, ...rows] = table.children;
      head?.children.forEach((cell, column) => {
        const kind = KINDS.find(([pattern]) => pattern.test(toString(cell).trim()))?.[1];
        if (!kind) return;
        for (const row of rows) {
          const named = nameIn(row.children[column], kind);
          if (!named) continue;
          if (!operations.length) {
            problems.push(
              at(
                page,
                row.position?.start.line,
                `a table names the ${NOUNS[kind]} ${named}, but its section shows no operation: link the operation's reference page`,
              ),
            );
            continue;
          }
          const found = operations.some((id) =>
            vocabulary.byOperation.get(id)?.[kind].has(kind === 'headers' ? named.toLowerCase() : named),
          );
          if (!found) {
            problems.push(
              at(
                page,
                row.position?.start.line,
                `names the ${NOUNS[kind]} ${named} for ${operations.join(', ')}, which ${vocabulary.file} does not have`,
              ),
            );
          }
        }
      });
    }
  }
  return problems;
}

const at = (page: { displayPath: string; lineOffset: number }, line: number | undefined, message: string): NamedProblem => ({
  file: page.displayPath,
  line: (line ?? 1) + page.lineOffset,
  message,
});

/** What a cell names: a field path or header in inline code, or a status's three digits. */
function nameIn(cell: TableCell | undefined, kind: keyof Vocabulary): string | null {
  if (!cell) return null;
  if (kind === 'statuses') return /\b([1-5]\d\d)\b/.exec(toString(cell))?.[1] ?? null;
  const code = cell.children.find((child) => child.type === 'inlineCode') as { value: string } | undefined;
  return code ? code.value.replace(/\[\]/g, '') : null;
}

/** The operations a block is about: those its examples call, and those its links lead to in the reference. */
export function operationsOf(block: Content, api: ConnectorApi, vocabulary: ApiVocabulary, basePath: string): string[] {
  const found: string[] = [];
  visit(block as Node, (node: Node) => {
    if (node.type === 'link') {
      const url = (node as Link).url;
      const route = url.startsWith(basePath) ? `/${url.slice(basePath.length).split('#')[0] ?? ''}` : null;
      if (route) found.push(...(vocabulary.routes.get(route) ?? []));
      return;
    }
    if (node.type !== 'code') return;
    const code = node as Code;
    const mark = /^(\w+)(?: |$)/.exec(parseCodeMeta(code.meta).openapi ?? '')?.[1];
    if (mark && mark !== 'none' && mark !== 'schema') found.push(mark);
    try {
      if (code.lang === 'http') {
        const message = parseHttpMessage(code.value);
        if (message.kind === 'request') found.push(api.match(message.method, message.path)?.operationId ?? '');
      } else if (code.lang === 'bash') {
        for (const request of curlRequests(code.value))
          if (request.url.startsWith(api.server)) found.push(api.match(request.method, request.path)?.operationId ?? '');
      }
    } catch {
      // A block that does not parse is the examples check's to report.
    }
  });
  return found.filter(Boolean);
}
