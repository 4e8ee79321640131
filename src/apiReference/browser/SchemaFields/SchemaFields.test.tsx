// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { SchemaNode } from '../../model';
import { SchemaBlock } from '.';

const body: SchemaNode = {
  label: 'EmbedTokenRequest',
  ref: { name: 'EmbedTokenRequest', href: '/embeds/reference/schemas/#embed-token-request' },
  conditions: ['`flowId` is required when `view` is `"flowEditor"`.'],
  properties: [
    {
      name: 'view',
      id: 'body.view',
      required: true,
      schema: { label: 'string', enum: ['"flows"', '"flowEditor"'], description: 'The <code>view</code>.' },
    },
    {
      name: 'expiresIn',
      id: 'body.expiresIn',
      required: false,
      schema: { label: 'integer', default: '3600', constraints: ['300 to 86,400'] },
    },
    {
      name: 'owner',
      id: 'body.owner',
      required: false,
      schema: {
        label: 'Owner',
        nullable: true,
        properties: [{ name: 'name', id: 'body.owner.name', required: true, schema: { label: 'string' } }],
      },
    },
    {
      name: 'token',
      id: 'body.token',
      required: true,
      schema: { label: 'TokenId', ref: { name: 'TokenId', href: '/embeds/reference/schemas/#token-id' } },
    },
    {
      name: 'meta',
      id: 'body.meta',
      required: false,
      schema: { label: 'object', additional: { id: 'body.meta.*', schema: { label: 'string' } } },
    },
  ],
};

it('lists every field in a row that is its deep link, nested fields inside their parent', () => {
  render(<SchemaBlock node={body} />);
  const row = (id: string) => document.getElementById(id) as HTMLElement;
  expect(within(row('body.view')).getByText('required')).toBeVisible();
  expect(within(row('body.view')).getByText('"flowEditor"')).toBeVisible();
  expect(within(row('body.expiresIn')).getByText('optional')).toBeVisible();
  expect(row('body.expiresIn')).toHaveTextContent('Default 3600');
  expect(row('body.expiresIn')).toHaveTextContent('300 to 86,400');
  expect(within(row('body.expiresIn')).getByRole('link', { name: 'Direct link to expiresIn' })).toHaveAttribute('href', '#body.expiresIn');
  // The nested row is inside its parent's row, and says its parent is nullable.
  expect(row('body.owner')).toContainElement(row('body.owner.name'));
  expect(within(row('body.owner')).getByText('nullable')).toBeVisible();
  expect(row('body.meta.*')).toHaveTextContent('Any other key');
});

it('links a shared schema to its home and says the rules between fields', () => {
  render(<SchemaBlock node={body} />);
  expect(screen.getByRole('link', { name: 'EmbedTokenRequest' })).toHaveAttribute(
    'href',
    '/docs/embeds/reference/schemas/#embed-token-request',
  );
  expect(screen.getByRole('link', { name: 'TokenId' })).toHaveAttribute('href', '/docs/embeds/reference/schemas/#token-id');
  const rule = screen.getByText(/is required when/);
  expect(
    within(rule)
      .getAllByText(/flowId|view|"flowEditor"/)
      .map((code) => code.tagName),
  ).toEqual(['CODE', 'CODE', 'CODE']);
});

it('on its home, a schema does not link to itself', () => {
  render(<SchemaBlock node={body} home />);
  expect(screen.queryByRole('link', { name: 'EmbedTokenRequest' })).toBeNull();
});

it('says a value may be null, and that a field is only ever sent', () => {
  const value: SchemaNode = { label: 'string | number | boolean', nullable: true };
  render(<SchemaBlock node={value} home />);
  expect(screen.getByText(/string \| number \| boolean/)).toHaveTextContent('string | number | boolean or null');
  const secret: SchemaNode = {
    label: 'object',
    properties: [{ name: 'password', id: 'body.password', required: true, schema: { label: 'string', writeOnly: true } }],
  };
  render(<SchemaBlock node={secret} />);
  expect(within(document.getElementById('body.password') as HTMLElement).getByText('write-only')).toBeVisible();
});

it('says which value of the discriminator picks which variant, each linked to its home', () => {
  const cat: SchemaNode = { label: 'Cat', ref: { name: 'Cat', href: '/ref/schemas/#cat' } };
  const dog: SchemaNode = { label: 'Dog', ref: { name: 'Dog', href: '/ref/schemas/#dog' } };
  render(
    <SchemaBlock
      node={{
        label: 'one of',
        variants: { kind: 'oneOf', options: [cat, dog] },
        discriminator: {
          propertyName: 'kind',
          mapping: [
            { value: 'dog', name: 'Dog', href: '/ref/schemas/#dog' },
            { value: 'Cat', name: 'Cat', href: '/ref/schemas/#cat' },
          ],
        },
      }}
    />,
  );
  expect(screen.getByText(/chosen by/).textContent).toBe('One of, chosen by kind:');
  expect(screen.queryByText('Exactly one of:')).toBeNull();
  const pairs = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('→'));
  expect(pairs.map((li) => li.textContent)).toEqual(['"dog" → Dog', '"Cat" → Cat']);
  expect(
    within(pairs[0] as HTMLElement)
      .getByRole('link', { name: 'Dog' })
      .getAttribute('href'),
  ).toBe('/docs/ref/schemas/#dog');
});

it("says a variant's null in its box, as the twin does", () => {
  const scalar: SchemaNode = { label: 'string | number', nullable: true };
  render(<SchemaBlock node={{ label: 'any of', variants: { kind: 'anyOf', options: [scalar, { label: 'object' }] } }} />);
  expect(screen.getByText('string | number or null')).toBeTruthy();
  expect(screen.getByText('object')).toBeTruthy();
});

it("names an array's objects by the items' schema, linking to its home, as the twin does", () => {
  const item: SchemaNode = {
    label: 'Flow',
    ref: { name: 'Flow', href: '/embeds/reference/schemas/#flow' },
    properties: [{ name: 'id', id: 'body[].id', required: true, schema: { label: 'string' } }],
  };
  render(<SchemaBlock node={{ label: 'array of Flow', items: item }} />);
  expect(screen.getByText(/^Array of/)).toHaveTextContent('Array of Flow objects');
  expect(screen.getByRole('link', { name: 'Flow' })).toHaveAttribute('href', '/docs/embeds/reference/schemas/#flow');
});
