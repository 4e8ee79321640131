import { slug } from 'github-slugger';
import { siteConfig } from '../../config/site';
import { markdownTwinPath } from '../../twins/twinPath';
import { changelogGroups } from '../changelogView';
import {
  namedObject,
  securityAlternatives,
  type BodyView,
  type CallbackView,
  type ChangelogPageData,
  type Field,
  type OperationPageData,
  type SchemaNode,
  type SchemasPageData,
  type SecurityView,
  type TagPageData,
} from '../model';

/**
 * The Markdown twins of the reference's pages: what the page shows, as Markdown an assistant reads
 * well. Field tables are flat, each field named by its path (`data[].id`); a shared schema links to
 * its home's twin. The twin header (title, description) is the site's to add.
 */

const twinLink = (href: string) => {
  const [route = '', hash] = href.split('#');
  return `${markdownTwinPath(siteConfig.pathPrefix, route)}${hash ? `#${hash}` : ''}`;
};
/**
 * A heading that keeps the page's own anchor: where the heading's Markdown slug is not the id the
 * page gives it (`FieldValue` → `fieldvalue`, not `field-value`), an empty anchor with that id goes
 * first, so a link to the page's anchor, rewritten to the twin, lands there too.
 */
const heading = (depth: number, text: string, id: string, markdown = text): string[] => [
  ...(slug(text) === id ? [] : [`<a id="${id}"></a>`]),
  `${'#'.repeat(depth)} ${markdown}`,
];
/** Table cells hold one line; a pipe would end the cell. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const inlineCode = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const list = (values: string[]) => values.map(inlineCode).join(', ');

/** The schemes an operation accepts, a paragraph each; alternatives said as such. */
function securityText(views: SecurityView[]): string[] {
  const groups = securityAlternatives(views);
  return groups.map(
    (group, index) =>
      `${groups.length > 1 ? (index === 0 ? 'Any one of these. First: ' : 'Or: ') : ''}${group
        .map((s) => `${s.scheme}.${s.descriptionMarkdown ? ` ${s.descriptionMarkdown}` : ''}`)
        .join(' ')}`,
  );
}

/** What a node is, in a table's Type column. */
function typeText(node: SchemaNode): string {
  let text = node.ref ? `[${node.label}](${twinLink(node.ref.href)})` : node.label;
  if (node.items?.ref && !node.items.properties) text = `array of [${node.items.label}](${twinLink(node.items.ref.href)})`;
  // A constant variant by its value (`"__self"`), as the page's type label shows it.
  if (node.variants)
    text = `${node.label}: ${node.variants.options.map((o) => (o.const !== undefined && !o.ref ? inlineCode(o.const) : typeText(o))).join(', ')}`;
  if (node.format) text += ` (${node.format})`;
  if (node.nullable) text += ' or null';
  return text;
}

/** ``One of, chosen by `petType`: `"cat"` → [Cat](…), `"dog"` → [Dog](…)``: which value picks which variant. */
function discriminatorText(node: SchemaNode): string {
  const { discriminator: d, variants } = node;
  if (!d) return '';
  const pairs = d.mapping.map((m) => `${inlineCode(JSON.stringify(m.value))} → ${m.href ? `[${m.name}](${twinLink(m.href)})` : m.name}`);
  return `${variants?.kind === 'anyOf' ? 'Any of' : 'One of'}, chosen by ${inlineCode(d.propertyName)}: ${pairs.join(', ')}.`;
}

/** What a node says besides its type, in one cell: description, values, default, limits, examples. */
function detailText(node: SchemaNode): string {
  const parts: string[] = [];
  if (node.descriptionMarkdown) parts.push(node.descriptionMarkdown);
  if (node.discriminator) parts.push(discriminatorText(node));
  if (node.deprecated) parts.push('Deprecated.');
  if (node.readOnly) parts.push('Read-only.');
  if (node.writeOnly) parts.push('Write-only: sent, never returned.');
  if (node.const !== undefined) parts.push(`Always ${inlineCode(node.const)}.`);
  if (node.enum) parts.push(`One of ${list(node.enum)}.`);
  if (node.default !== undefined) parts.push(`Default ${inlineCode(node.default)}.`);
  if (node.constraints) parts.push(`${capitalise(node.constraints.join(', '))}.`);
  if (node.conditions) parts.push(...node.conditions);
  if (node.examples) parts.push(`Example: ${list(node.examples)}.`);
  if (node.content) parts.push(`Carries JSON, ${node.content.encoding ?? 'unencoded'}-encoded (fields below).`);
  return cell(parts.join(' '));
}

const capitalise = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** The rows of a node's fields, nested fields named by their path. */
function fieldRows(node: SchemaNode, path: string): string[] {
  const rows: string[] = [];
  const item = node.items ?? node;
  const prefix = node.items ? `${path}[]` : path;
  for (const field of item.properties ?? []) rows.push(...fieldRow(field, prefix ? `${prefix}.${field.name}` : field.name));
  if (item.additional) {
    const name = `${prefix ? `${prefix}.` : ''}<any key>`;
    rows.push(item.additional === true ? `| \`${name}\` | any | no | Any other key. |` : row(name, false, item.additional.schema));
    if (item.additional !== true && !item.additional.schema.ref) rows.push(...fieldRows(item.additional.schema, name));
  }
  return rows;
}

function fieldRow(field: Field, path: string): string[] {
  return [row(path, field.required, field.schema), ...(field.schema.ref ? [] : fieldRows(field.schema, path))];
}

const row = (path: string, required: boolean, node: SchemaNode) =>
  `| ${inlineCode(path)} | ${cell(typeText(node))} | ${required ? 'yes' : 'no'} | ${detailText(node)} |`;

const FIELD_HEADER = ['| Field | Type | Required | Description |', '|---|---|---|---|'];

/**
 * A body or schema: its type, what it is, then its fields (or each variant's). A named schema shown
 * in place says its name, linking to its home, as the page does (on that home the node has no `ref`).
 */
export function schemaMarkdown(node: SchemaNode): string {
  const blocks: string[] = [];
  const about = detailText(node);
  const object = namedObject(node);
  const named = object
    ? `${object.array ? 'Array of ' : ''}[${object.name}](${twinLink(object.href)}) ${object.array ? 'objects' : 'object'}.`
    : '';
  // A discriminator's sentence already says what the variants are.
  const kind = named || (node.properties || node.additional || node.discriminator ? '' : `${capitalise(typeText(node))}.`);
  if (kind || about) blocks.push([kind, about].filter(Boolean).join(' '));
  if (node.variants) {
    for (const option of node.variants.options) {
      blocks.push(`**${typeText(option)}**${detailText(option) ? `: ${detailText(option)}` : ''}`);
      const rows = fieldRows(option, '');
      if (rows.length) blocks.push([...FIELD_HEADER, ...rows].join('\n'));
    }
  }
  const rows = fieldRows(node, '');
  if (rows.length) blocks.push([...FIELD_HEADER, ...rows].join('\n'));
  if (node.content) blocks.push(`The JSON it carries:\n\n${schemaMarkdown(node.content.schema)}`);
  return blocks.join('\n\n');
}

/** A parameters or headers table; a header that carries JSON gets that JSON's fields after it. */
function parameterMarkdown(fields: Field[], label: string): string {
  const blocks = [
    [`| ${label} | Type | Required | Description |`, '|---|---|---|---|', ...fields.map((f) => row(f.name, f.required, f.schema))].join(
      '\n',
    ),
  ];
  for (const field of fields) {
    if (field.schema.content)
      blocks.push(
        `${inlineCode(field.name)} carries this JSON, ${field.schema.content.encoding ?? 'unencoded'}-encoded:\n\n${schemaMarkdown(field.schema.content.schema)}`,
      );
  }
  return blocks.join('\n\n');
}

/** A code block; `meta` says which message a JSON example is, so the content checks validate it like a page's. */
const fence = (language: string, code: string, meta = '') =>
  `\`\`\`${language}${meta ? ` ${meta}` : ''}\n${code.replace(/\n$/, '')}\n\`\`\``;

/** The twin of an operation page. */
export function operationTwin(data: OperationPageData): string {
  const { operation, api } = data;
  const out: string[] = [];
  if (operation.webhook)
    out.push(
      `A webhook: the API sends this request to your URL. Webhook ${inlineCode(operation.webhook)}, ${inlineCode(operation.method)}.`,
    );
  out.push(
    `${operation.webhook ? '' : `${inlineCode(`${operation.method} ${operation.path}`)} · `}operationId ${inlineCode(operation.operationId)} · ` +
      `[${data.tag.name}](${twinLink(data.tag.route)}) in the [${api.title}](${twinLink(api.route)}) (server ${inlineCode(api.server)})` +
      (operation.deadlineSeconds ? ` · deadline ${operation.deadlineSeconds} s` : '') +
      (operation.sdkHandlers ? ` · SDK: ${list(operation.sdkHandlers)}` : ''),
  );
  if (operation.deprecated) out.push('**Deprecated.**');
  if (operation.descriptionMarkdown) out.push(operation.descriptionMarkdown);
  if (data.samples.length) out.push('## Samples');
  for (const sample of data.samples)
    out.push(`**${sample.label}**${sample.caption ? `: ${sample.caption}` : ''}`, fence(sample.code.language, sample.source));
  out.push('## Request');
  if (data.security.length) {
    out.push('### Authorization');
    out.push(...securityText(data.security));
  } else {
    out.push('No authentication.');
  }
  const places = [
    ['Path parameters', data.parameters.path, 'Parameter'],
    ['Query parameters', data.parameters.query, 'Parameter'],
    ['Headers', data.parameters.header, 'Header'],
  ] as const;
  for (const [title, fields, label] of places) if (fields.length) out.push(`### ${title}`, parameterMarkdown(fields, label));
  if (data.requestBody) out.push('### Body', ...bodyMarkdown(data.requestBody, `${operation.operationId} request`));
  out.push('## Responses');
  for (const response of data.responses) {
    out.push(...heading(3, response.title, response.id));
    if (response.descriptionMarkdown) out.push(response.descriptionMarkdown);
    if (response.headers.length) out.push(parameterMarkdown(response.headers, 'Header'));
    if (response.schema) out.push(`Body: ${inlineCode(response.mediaType ?? '')}.`, schemaMarkdown(response.schema));
    for (const example of response.examples)
      out.push(
        `Example${example.label ? ` (${example.label})` : ''}:`,
        fence('json', example.source, `openapi="${operation.operationId} ${response.status}"`),
      );
  }
  if (data.errors.rows.length) {
    out.push('### Errors');
    out.push(
      [
        '| Status | Meaning | Headers | Example |',
        '|---|---|---|---|',
        ...data.errors.rows.map(
          (e) =>
            `| ${e.title} | ${cell(e.descriptionMarkdown ?? '')} | ${e.headers.map((h) => `${inlineCode(h.name)}${h.required ? '' : ' (optional)'}: ${detailText(h.schema)}`).join('; ')} | ${e.example ? inlineCode(e.example) : ''} |`,
        ),
      ].join('\n'),
    );
    for (const body of data.errors.bodies) {
      const statuses = data.errors.rows.filter((e) => e.body === data.errors.bodies.indexOf(body)).map((e) => e.status);
      out.push(`The body of ${statuses.join(', ')}: ${inlineCode(body.mediaType)}.`, schemaMarkdown(body.schema));
    }
  }
  if (data.callbacks.length) {
    out.push('## Callbacks', 'Requests that follow this call, sent to a URL it gave.');
    for (const callback of data.callbacks) out.push(...callbackMarkdown(callback, operation.operationId));
  }
  return `${out.join('\n\n')}\n`;
}

/** A body's media type, fields and examples; `mark` says which message the examples are, for the content checks. */
function bodyMarkdown(body: BodyView, mark: string): string[] {
  const out = [
    `${inlineCode(body.mediaType)}, ${body.required ? 'required' : 'optional'}.${body.descriptionMarkdown ? ` ${body.descriptionMarkdown}` : ''}`,
    schemaMarkdown(body.schema),
  ];
  for (const example of body.examples)
    out.push(`Example${example.label ? ` (${example.label})` : ''}:`, fence('json', example.source, `openapi="${mark}"`));
  return out;
}

/** A callback: where it goes, in words, then its headers, its body and the statuses it expects. */
function callbackMarkdown(callback: CallbackView, operationId: string): string[] {
  const out = heading(3, callback.name, callback.id);
  if (callback.summary) out.push(`**${callback.summary}**`);
  out.push(`${inlineCode(`${callback.method} ${callback.url}`)}: to ${callback.urlText}.`);
  if (callback.descriptionMarkdown) out.push(callback.descriptionMarkdown);
  if (callback.headers.length) out.push('#### Headers', parameterMarkdown(callback.headers, 'Header'));
  if (callback.requestBody)
    out.push('#### Body', ...bodyMarkdown(callback.requestBody, `${operationId} callback ${callback.name} request`));
  if (callback.responses.length)
    out.push(
      '#### Answers it expects',
      ['| Status | Meaning |', '|---|---|', ...callback.responses.map((r) => `| ${r.title} | ${cell(r.descriptionMarkdown ?? '')} |`)].join(
        '\n',
      ),
    );
  return out;
}

/** The twin of the overview or a tag page. */
export function tagTwin(data: TagPageData): string {
  const out: string[] = [];
  if (data.descriptionMarkdown) out.push(data.descriptionMarkdown);
  if (data.kind === 'overview') {
    out.push(
      `Server: ${inlineCode(data.api.server)}. Version ${data.api.version}.${data.api.rateLimit ? ` Rate limit: ${data.api.rateLimit}.` : ''} The OpenAPI document: [${data.api.documentUrl}](${data.api.documentUrl}).`,
    );
    if (data.security.length) out.push(`Authentication: ${securityText(data.security).join(' ')}`);
  }
  for (const group of data.groups) {
    if (data.kind === 'overview')
      out.push(
        ...heading(2, group.name, group.id, `[${group.name}](${twinLink(group.route)})`),
        ...(group.descriptionMarkdown ? [group.descriptionMarkdown] : []),
      );
    out.push(
      group.operations
        .map(
          (op) =>
            `- [${op.summary}](${twinLink(op.route)}): ${op.webhook ? `webhook ${inlineCode(op.webhook)}, ${inlineCode(op.method)} to your URL` : inlineCode(`${op.method} ${op.path}`)}${op.deprecated ? ' (deprecated)' : ''}`,
        )
        .join('\n'),
    );
  }
  out.push(`Every schema, field by field: [Schemas](${twinLink(data.schemasRoute)}).`);
  return `${out.join('\n\n')}\n`;
}

/** The twin of the schemas page. */
export function schemasTwin(data: SchemasPageData): string {
  const out: string[] = [
    `Every schema of the [${data.api.title}](${twinLink(data.api.route)}) ([OpenAPI document](${data.api.documentUrl})).`,
  ];
  for (const schema of data.schemas) {
    out.push(...heading(2, schema.name, schema.id), schemaMarkdown(schema.schema));
    if (schema.usedBy.length) out.push(`Used by: ${schema.usedBy.map((op) => `[${op.summary}](${twinLink(op.route)})`).join(', ')}.`);
  }
  return `${out.join('\n\n')}\n`;
}

/** The changelog: both versions, then each operation that changed, its entries and its pages in each version. */
export function changelogTwin(data: ChangelogPageData): string {
  const out: string[] = [
    `What changed in the [${data.api.title}](${twinLink(data.to.route)}) between docs ${data.from.label} (API ${data.from.apiVersion}, ` +
      `[OpenAPI document](${data.from.documentUrl})) and ${data.to.label} (API ${data.to.apiVersion}, [OpenAPI document](${data.to.documentUrl})), ` +
      `generated from the two documents. Breaking changes come first: a ${data.reader} written for ${data.from.label} must change for them.`,
  ];
  if (!data.operations.length) out.push('No operation changed.');
  for (const group of changelogGroups(data)) {
    out.push(`## ${group.title}`);
    for (const op of group.operations) {
      const pages = [
        op.before ? `[${data.from.label}](${twinLink(op.before)})` : null,
        op.after ? `[${data.to.label}](${twinLink(op.after)})` : null,
      ].filter(Boolean);
      out.push(
        `### ${op.method} ${op.path}`,
        `${op.summary}: ${CHANGE_WORDS[op.change]}${op.breaking ? ' **Breaking.**' : ''} Reference: ${pages.join(', ')}.`,
      );
      if (op.entries.length)
        out.push(
          op.entries
            .map((entry) => `- ${entry.breaking ? '**Breaking:** ' : entry.deprecated ? '**Deprecated:** ' : ''}${entry.text}`)
            .join('\n'),
        );
    }
  }
  return `${out.join('\n\n')}\n`;
}

const CHANGE_WORDS = { added: 'added.', removed: 'removed.', changed: 'changed.' } as const;
