import { describe, expect, it } from 'vitest';
import type { Json } from './load';
import { schemaView, sharedSchemas, type SchemaContext } from './schemaView';

/** A document's context as a page builds it: homes on `/ref/schemas/`, ids claimed once. */
function contextOf(doc: Json): SchemaContext {
  const used = new Set<string>();
  return {
    doc,
    homeOf: (name) => `/ref/schemas/#${name.toLowerCase()}`,
    shared: sharedSchemas(doc),
    claimId(id) {
      let claimed = id;
      for (let n = 2; used.has(claimed); n += 1) claimed = `${id}-${n}`;
      used.add(claimed);
      return claimed;
    },
  };
}

const doc: Json = {
  paths: {
    '/a': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } } } },
    '/b': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } } } },
  },
  components: {
    schemas: {
      Node: {
        type: 'object',
        description: 'A node of a **tree**.',
        required: ['id'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 40, examples: ['n_1'] },
          kind: { type: 'string', enum: ['leaf', 'branch'], default: 'leaf' },
          parent: { anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] },
          children: { type: 'array', maxItems: 10, items: { $ref: '#/components/schemas/Node' } },
          size: { type: ['integer', 'null'], minimum: 0 },
          owner: { $ref: '#/components/schemas/Owner' },
          meta: { type: 'object', additionalProperties: { type: 'string' } },
          value: { oneOf: [{ type: 'string' }, { type: 'object', properties: { amount: { type: 'number' } } }] },
        },
        if: { properties: { kind: { const: 'branch' } } },
        then: { required: ['children'] },
      },
      Owner: { type: 'object', properties: { name: { type: 'string', description: 'Who owns it.' } } },
    },
  },
};

describe('schemaView', () => {
  const node = schemaView({ $ref: '#/components/schemas/Node' }, contextOf(doc), { id: 'body', expand: true, stack: [] });
  const field = (name: string) => node.properties?.find((f) => f.name === name);

  it('shows a whole body in full, named and linked to its home, with its rules between fields', () => {
    expect(node).toMatchObject({
      label: 'Node',
      ref: { name: 'Node', href: '/ref/schemas/#node' },
      description: 'A node of a <strong>tree</strong>.',
    });
    expect(node.descriptionMarkdown).toBe('A node of a **tree**.');
    expect(node.conditions).toEqual(['`children` is required when `kind` is `"branch"`.']);
    expect(node.properties?.map((f) => [f.name, f.id, f.required])).toEqual([
      ['id', 'body.id', true],
      ['kind', 'body.kind', false],
      ['parent', 'body.parent', false],
      ['children', 'body.children', false],
      ['size', 'body.size', false],
      ['owner', 'body.owner', false],
      ['meta', 'body.meta', false],
      ['value', 'body.value', false],
    ]);
  });

  it('says limits, values, defaults and examples', () => {
    expect(field('id')?.schema).toMatchObject({ label: 'string', constraints: ['1 to 40 characters'], examples: ['"n_1"'] });
    expect(field('kind')?.schema).toMatchObject({ enum: ['"leaf"', '"branch"'], default: '"leaf"' });
    expect(field('size')?.schema).toMatchObject({ label: 'integer', nullable: true, constraints: ['at least 0'] });
  });

  it('links a schema where it comes round again, nullable when anyOf allows null', () => {
    expect(field('parent')?.schema).toMatchObject({ label: 'Node', recursive: true, nullable: true, ref: { href: '/ref/schemas/#node' } });
    expect(field('children')?.schema).toMatchObject({
      label: 'array of Node',
      constraints: ['at most 10 items'],
      items: { recursive: true },
    });
  });

  it('shows a schema used once in place, and any other key of a map', () => {
    expect(field('owner')?.schema).toMatchObject({ label: 'Owner', ref: { name: 'Owner' } });
    expect(field('owner')?.schema.properties?.[0]).toMatchObject({
      name: 'name',
      id: 'body.owner.name',
      schema: { description: 'Who owns it.' },
    });
    expect(field('meta')?.schema.additional).toEqual({ id: 'body.meta.*', schema: { label: 'string' } });
  });

  it('shows each variant of a oneOf, their fields under the variant', () => {
    const value = field('value')?.schema;
    expect(value?.label).toBe('one of');
    expect(value?.variants?.options.map((o) => o.label)).toEqual(['string', 'object']);
    expect(value?.variants?.options[1]?.properties?.[0]?.id).toBe('body.value.option-2.amount');
  });

  it('shows a schema used in several places in place where it is nested, marked shared, linking to its home', () => {
    const shared = contextOf(doc);
    const wrapper = schemaView({ type: 'object', properties: { node: { $ref: '#/components/schemas/Node' } } }, shared, {
      id: 'x',
      expand: true,
      stack: [],
    });
    const node = wrapper.properties?.[0]?.schema;
    expect(node).toMatchObject({
      label: 'Node',
      ref: { name: 'Node', href: '/ref/schemas/#node' },
      shared: true,
      description: 'A node of a <strong>tree</strong>.',
    });
    // Its fields, with ids under this place's, so each place deep-links on its own.
    expect(node?.properties?.map((f) => f.id)).toContain('x.node.value');
    // Where it comes round again inside itself, it is a link only.
    const children = node?.properties?.find((f) => f.name === 'children')?.schema;
    expect(children?.items).toMatchObject({ label: 'Node', recursive: true });
    expect(children?.label).toBe('array of Node');
  });

  it('shows the JSON a string carries (contentSchema) field by field', () => {
    const header = schemaView(
      {
        type: 'string',
        contentEncoding: 'base64url',
        contentMediaType: 'application/json',
        contentSchema: { $ref: '#/components/schemas/Owner' },
      },
      contextOf(doc),
      { id: 'header.X-Owner', expand: true, stack: [] },
    );
    expect(header.content).toMatchObject({ mediaType: 'application/json', encoding: 'base64url', schema: { label: 'Owner' } });
    expect(header.content?.schema.properties?.[0]?.id).toBe('header.X-Owner.name');
  });

  it('says which value of a discriminator picks which variant: the mapping first, then the schemas it leaves to their names', () => {
    const pets: Json = {
      components: {
        schemas: {
          Pet: {
            oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
            discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' } },
          },
          Cat: { type: 'object', properties: { kind: { type: 'string' } } },
          Dog: { type: 'object', properties: { kind: { type: 'string' } } },
        },
      },
    };
    const pet = schemaView({ $ref: '#/components/schemas/Pet' }, contextOf(pets), { id: 'body', expand: true, stack: [] });
    expect(pet.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'dog', name: 'Dog', href: '/ref/schemas/#dog' },
        { value: 'Cat', name: 'Cat', href: '/ref/schemas/#cat' },
      ],
    });
    expect(pet.variants?.options.map((o) => o.label)).toEqual(['Cat', 'Dog']);
  });

  it('counts a schema as shared only when it is used more than once', () => {
    expect([...sharedSchemas(doc)]).toEqual(['Node']);
  });
});

describe('an array of plain items', () => {
  it("says the items' limits and values of the array, which is the only row they have", () => {
    const view = (items: Json) => schemaView({ type: 'array', minItems: 1, items }, contextOf({}), { id: 'a', expand: true, stack: [] });
    expect(view({ type: 'string', pattern: '^[a-z]+$' }).constraints).toEqual(['at least 1 item', 'each item: matches `^[a-z]+$`']);
    expect(view({ type: 'string', enum: ['a', 'b'] }).constraints).toEqual(['at least 1 item', 'each item: one of `"a"`, `"b"`']);
    expect(view({ type: 'string', format: 'email' }).constraints).toEqual(['at least 1 item', 'each item: email format']);
    expect(view({ type: 'string' }).constraints).toEqual(['at least 1 item']);
    // An array of arrays says nothing of the inner items ("each item: each item: …" would not read).
    expect(view({ type: 'array', items: { type: 'string', minLength: 2 } }).constraints).toEqual(['at least 1 item']);
  });
});
