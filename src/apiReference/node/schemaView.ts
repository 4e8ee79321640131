import type { Field, SchemaNode } from '../model';
import { atPointer, unescapePointer, type Json } from './load';
import { markdownToHtml } from './markdown';

/**
 * A JSON Schema (OpenAPI 3.1's dialect, 2020-12) as the reference shows it: a tree of fields whose
 * every row has an id to link to. A schema of `components/schemas` that is used in more than one
 * place has one home (the API's schemas page), which its name links to; it is shown in place as
 * well, its fields collapsible where it is nested. A schema that holds itself (a relation's schema
 * holds relations) shows as a link where it comes round again.
 */

export interface SchemaContext {
  doc: Json;
  /** The href (route and `#id`) of a components schema's home. */
  homeOf(name: string): string;
  /** Components schemas used in more than one place: links when nested. */
  shared: ReadonlySet<string>;
  /** Claims an element id on the page being built; a second claim gets `-2`, `-3`… */
  claimId(id: string): string;
}

const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;
const NUMBER = new Intl.NumberFormat('en-US');

/** Inline code in constraint and condition texts (Markdown's own syntax: the twins use them as they are). */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const json = (value: unknown) => JSON.stringify(value);
const n = (value: unknown) => NUMBER.format(Number(value));
const plural = (count: unknown, noun: string) => `${n(count)} ${noun}${Number(count) === 1 ? '' : 's'}`;

/** Every components schema referenced more than once, counting each use through YAML aliases and shared responses. */
export function sharedSchemas(doc: Json): Set<string> {
  const counts = new Map<string, number>();
  const visit = (value: unknown, ancestors: Set<unknown>) => {
    if (value === null || typeof value !== 'object' || ancestors.has(value)) return;
    const ref = (value as Json).$ref;
    if (typeof ref === 'string') {
      const name = SCHEMA_REF.exec(ref)?.[1];
      if (name) counts.set(unescapePointer(name), (counts.get(unescapePointer(name)) ?? 0) + 1);
      // A $ref to a shared response or parameter counts the schemas inside it once per use.
      else if (!ref.startsWith('#/components/schemas/')) visit(atPointer(doc, ref.slice(1)), new Set([...ancestors, value]));
    }
    const inner = new Set([...ancestors, value]);
    for (const child of Object.values(value)) visit(child, inner);
  };
  // Components are counted where they are used, not where they are defined.
  const { components, ...rest } = doc;
  visit(rest, new Set());
  visit((components as Json | undefined)?.schemas, new Set());
  return new Set([...counts].filter(([, count]) => count > 1).map(([name]) => name));
}

interface ViewOptions {
  /** The element id the node's fields are prefixed with: `request`, `response-201`. */
  id: string;
  /** A whole body, parameter or header: a shared schema here is the whole of it, not collapsed. */
  expand: boolean;
  /** Names of the schemas being shown around this one. */
  stack: readonly string[];
}

/** A schema as a node of the reference. */
export function schemaView(schema: unknown, context: SchemaContext, options: ViewOptions): SchemaNode {
  const s = (schema ?? {}) as Json;
  if (typeof s.$ref === 'string') return refView(s, context, options);
  if (Array.isArray(s.allOf)) return allOfView(s, context, options);
  const node: SchemaNode = { label: '' };
  describe(node, s);

  let types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.includes('null') || s.nullable === true) node.nullable = true;
  types = types.filter((t) => t !== 'null');

  const variantsKey = Array.isArray(s.oneOf) ? 'oneOf' : Array.isArray(s.anyOf) ? 'anyOf' : null;
  if (variantsKey) {
    const all = s[variantsKey] as unknown[];
    const options_ = all.filter((option) => !((option as Json)?.type === 'null' && Object.keys(option as Json).length === 1));
    if (options_.length < all.length) node.nullable = true;
    if (options_.length === 1) return { ...schemaView(options_[0], context, options), ...definedOf(node) };
    node.label = variantsKey === 'oneOf' ? 'one of' : 'any of';
    node.variants = {
      kind: variantsKey,
      options: options_.map((option, index) =>
        schemaView(option, context, { ...options, id: `${options.id}.${variantId(option, index)}` }),
      ),
    };
    if (typeof s.discriminator === 'object' && s.discriminator)
      node.discriminator = discriminatorOf(s.discriminator as Json, options_, context);
  }

  if ('const' in s) {
    node.const = json(s.const);
    if (!types.length) types = [s.const === null ? 'null' : typeof s.const === 'object' ? 'object' : typeof s.const];
  }
  if (Array.isArray(s.enum)) node.enum = (s.enum as unknown[]).map(json);

  const isObject = types.includes('object') || (!types.length && (s.properties !== undefined || s.additionalProperties !== undefined));
  const isArray = types.includes('array') || (!types.length && s.items !== undefined);
  if (isObject) objectView(node, s, context, options);
  if (isArray) {
    const items = schemaView(s.items, context, { ...options, expand: options.expand });
    node.items = items;
    // A plain item has no row of its own: its limits and values are said of the array's.
    if (!items.ref && !items.properties && !items.variants && !items.items) {
      const each = [
        ...(items.format ? [`${items.format} format`] : []),
        ...(items.constraints ?? []),
        ...(items.enum ? [`one of ${items.enum.map(code).join(', ')}`] : []),
      ];
      if (each.length) node.constraints = [...(node.constraints ?? []), `each item: ${each.join(', ')}`];
    }
    const of = `array of ${items.ref ? items.label : items.properties ? 'objects' : items.label || 'any'}`;
    types = types.map((t) => (t === 'array' ? of : t));
    if (!types.length) types = [of];
  }
  if (typeof s.contentSchema === 'object') {
    node.content = {
      mediaType: String(s.contentMediaType ?? 'application/json'),
      ...(typeof s.contentEncoding === 'string' ? { encoding: s.contentEncoding } : {}),
      // The JSON a header carries is the header's whole meaning: always shown field by field.
      schema: schemaView(s.contentSchema, context, { ...options, expand: true }),
    };
  }
  if (!node.label) node.label = types.join(' | ') || (isObject ? 'object' : 'any');
  const conditions = conditionsOf(s);
  if (conditions.length) node.conditions = conditions;
  return node;
}

function refView(s: Json, context: SchemaContext, options: ViewOptions): SchemaNode {
  const ref = s.$ref as string;
  const target = atPointer(context.doc, ref.slice(1));
  const match = SCHEMA_REF.exec(ref);
  const name = match?.[1] ? unescapePointer(match[1]) : undefined;
  // OpenAPI 3.1 lets a $ref carry its own description, which wins over the target's.
  const own: SchemaNode = { label: '' };
  describe(own, s);
  if (!name) return { ...schemaView(target, context, options), ...definedOf(own) };
  const link = { name, href: context.homeOf(name) };
  const glance: SchemaNode = { label: name, ref: link };
  describeText(glance, (target as Json | undefined)?.description);
  if (options.stack.includes(name)) return { ...glance, recursive: true, ...definedOf(own) };
  const shown = schemaView(target, context, { ...options, expand: false, stack: [...options.stack, name] });
  // A shared schema nested here is shown in place too, marked so its fields collapse under the link to its home.
  const shared = context.shared.has(name) && !options.expand ? { shared: true } : {};
  return { ...shown, label: shown.items || shown.variants ? shown.label : name, ref: link, ...shared, ...definedOf(own) };
}

/** `allOf`: object members merged into one; `if`/`then` members become conditions. */
function allOfView(s: Json, context: SchemaContext, options: ViewOptions): SchemaNode {
  const merged: Json = { ...s };
  delete merged.allOf;
  const conditions: Json[] = [];
  for (const member of s.allOf as Json[]) {
    const resolved = typeof member.$ref === 'string' ? (atPointer(context.doc, member.$ref.slice(1)) as Json) : member;
    if (resolved.if) {
      conditions.push(resolved);
      continue;
    }
    merged.properties = { ...(merged.properties as Json), ...(resolved.properties as Json) };
    merged.required = [...((merged.required as string[]) ?? []), ...((resolved.required as string[]) ?? [])];
    merged.type ??= resolved.type;
    merged.description ??= resolved.description;
  }
  const node = schemaView(merged, context, options);
  const extra = conditions.flatMap(conditionsOf);
  if (extra.length) node.conditions = [...(node.conditions ?? []), ...extra];
  return node;
}

function objectView(node: SchemaNode, s: Json, context: SchemaContext, options: ViewOptions) {
  const required = new Set((s.required as string[] | undefined) ?? []);
  const properties = Object.entries((s.properties ?? {}) as Json);
  if (properties.length) {
    node.properties = properties.map(([name, property]): Field => {
      const id = context.claimId(`${options.id}.${name}`);
      return { name, id, required: required.has(name), schema: schemaView(property, context, { ...options, id, expand: false }) };
    });
  }
  if (
    s.additionalProperties === true ||
    (typeof s.additionalProperties === 'object' && Object.keys(s.additionalProperties as Json).length === 0)
  ) {
    node.additional = true;
  } else if (typeof s.additionalProperties === 'object') {
    const id = context.claimId(`${options.id}.*`);
    node.additional = { id, schema: schemaView(s.additionalProperties, context, { ...options, id, expand: false }) };
  }
  const names = (s.propertyNames as Json | undefined)?.pattern;
  if (typeof names === 'string') node.constraints = [...(node.constraints ?? []), `keys match ${code(names)}`];
}

/** Description, flags, format, enum-free annotations and constraints of one schema object. */
function describe(node: SchemaNode, s: Json) {
  describeText(node, s.description);
  if (typeof s.format === 'string') node.format = s.format;
  if (s.readOnly === true) node.readOnly = true;
  if (s.writeOnly === true) node.writeOnly = true;
  if (s.deprecated === true) node.deprecated = true;
  if ('default' in s) node.default = json(s.default);
  const examples = Array.isArray(s.examples) ? (s.examples as unknown[]) : 'example' in s ? [s.example] : [];
  if (examples.length) node.examples = examples.map(json);
  const constraints = constraintsOf(s);
  if (constraints.length) node.constraints = constraints;
}

function describeText(node: SchemaNode, markdown: unknown) {
  if (typeof markdown !== 'string' || !markdown.trim()) return;
  node.description = markdownToHtml(markdown, { inline: true });
  node.descriptionMarkdown = markdown.trim();
}

function constraintsOf(s: Json): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, noun?: string) => {
    const unit = (value: unknown) => (noun ? plural(value, noun) : n(value));
    if (min !== undefined && max !== undefined) out.push(noun ? `${n(min)} to ${plural(max, noun)}` : `${n(min)} to ${n(max)}`);
    else if (min !== undefined) out.push(`at least ${unit(min)}`);
    else if (max !== undefined) out.push(`at most ${unit(max)}`);
  };
  range(s.minimum, s.maximum);
  if (s.exclusiveMinimum !== undefined) out.push(`greater than ${n(s.exclusiveMinimum)}`);
  if (s.exclusiveMaximum !== undefined) out.push(`less than ${n(s.exclusiveMaximum)}`);
  if (s.multipleOf !== undefined) out.push(`a multiple of ${n(s.multipleOf)}`);
  range(s.minLength, s.maxLength, 'character');
  range(s.minItems, s.maxItems, 'item');
  if (s.uniqueItems === true) out.push('no repeated items');
  if (typeof s.pattern === 'string') out.push(`matches ${code(s.pattern)}`);
  return out;
}

/** `if: { properties: { view: { const: flowEditor } } }, then: { required: [flowId] }` → "`flowId` is required when `view` is `"flowEditor"`". */
function conditionsOf(s: Json): string[] {
  if (!s.if || !s.then) return [];
  const when = Object.entries(((s.if as Json).properties ?? {}) as Record<string, Json>)
    .filter(([, p]) => 'const' in p)
    .map(([name, p]) => `${code(name)} is ${code(json(p.const))}`);
  const then = ((s.then as Json).required as string[] | undefined) ?? [];
  if (!when.length || !then.length) return [`When ${code(json(s.if))}: ${code(json(s.then))}`];
  return [`${then.map(code).join(', ')} ${then.length === 1 ? 'is' : 'are'} required when ${when.join(' and ')}.`];
}

/**
 * Which value of `propertyName` picks which schema: the mapping's pairs first, then each `$ref`
 * variant the mapping leaves out, by its schema's name (OpenAPI 3.1's implicit mapping).
 */
function discriminatorOf(d: Json, variants: unknown[], context: SchemaContext): NonNullable<SchemaNode['discriminator']> {
  const nameOf = (target: string) => (target.startsWith('#') ? unescapePointer(SCHEMA_REF.exec(target)?.[1] ?? target) : target);
  const mapped = Object.entries((d.mapping ?? {}) as Record<string, string>).map(([value, target]) => ({ value, name: nameOf(target) }));
  const implicit = variants
    .map((v) => (v as Json | undefined)?.$ref)
    .filter((ref): ref is string => typeof ref === 'string' && SCHEMA_REF.test(ref))
    .map((ref) => nameOf(ref))
    .filter((name) => !mapped.some((m) => m.name === name))
    .map((name) => ({ value: name, name }));
  const schemas = ((context.doc.components as Json | undefined)?.schemas ?? {}) as Json;
  return {
    propertyName: String(d.propertyName),
    // A target outside components/schemas (an inline `#/…` pointer) has no home to link to.
    mapping: [...mapped, ...implicit].map((m) => (m.name in schemas ? { ...m, href: context.homeOf(m.name) } : m)),
  };
}

/** A variant's id segment: its schema's name (`item`), else its position (`option-2`). */
function variantId(option: unknown, index: number): string {
  const ref = (option as Json | undefined)?.$ref;
  const name = typeof ref === 'string' ? SCHEMA_REF.exec(ref)?.[1] : undefined;
  return name ? unescapePointer(name).replace(/[A-Z]/g, (c, at: number) => `${at ? '-' : ''}${c.toLowerCase()}`) : `option-${index + 1}`;
}

/** The keys of a node that are set, to lay over another node. */
function definedOf(node: SchemaNode): Partial<SchemaNode> {
  return Object.fromEntries(
    Object.entries(node).filter(([key, value]) => value !== undefined && !(key === 'label' && value === '')),
  ) as Partial<SchemaNode>;
}
