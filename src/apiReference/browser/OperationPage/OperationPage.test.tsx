// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { OperationPageData } from '../../model';
import { OperationPage } from '.';

const code = { language: 'json', html: '<span>{}</span>', lineCount: 1 };
const webhook: OperationPageData = {
  kind: 'operation',
  api: { title: 'Pet API', version: '1', route: '/pets/reference/', documentUrl: '/docs/openapi/pets.yaml', server: 'https://pets.test' },
  tag: { name: 'Pets', route: '/pets/reference/pets/' },
  operation: { operationId: 'subscribe', webhook: 'newPet', method: 'POST', path: '', summary: 'A pet was added', route: '/x/' },
  security: [],
  parameters: { path: [], query: [], header: [] },
  responses: [{ status: '200', title: '200 OK', id: 'response-200', headers: [], examples: [] }],
  errors: { rows: [], bodies: [] },
  callbacks: [
    {
      name: 'petEvent',
      id: 'callback-pet-event',
      method: 'POST',
      url: '{$request.body#/callbackUrl}',
      urlText: "the URL given in the request body's `callbackUrl`",
      summary: 'A pet changed',
      headers: [],
      requestBody: {
        required: true,
        mediaType: 'application/json',
        schema: {
          label: 'object',
          properties: [{ name: 'name', id: 'callback-pet-event.body.name', required: true, schema: { label: 'string' } }],
        },
        examples: [{ code, source: '{}' }],
      },
      responses: [{ status: '410', title: '410 Gone', description: 'Unsubscribes.' }],
    },
  ],
  samples: [],
};

it('labels a webhook as a request the API sends to your URL, with no samples to run', () => {
  render(<OperationPage data={webhook} />);
  expect(screen.getByText('A webhook: the API sends this request to your URL.')).toBeTruthy();
  expect(screen.getByText('to your URL')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /Samples/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Build a request with your values' })).toBeNull();
});

it('shows each callback after the responses: its URL in words, its body fields, its example and the statuses expected', () => {
  render(<OperationPage data={webhook} />);
  const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.id}`);
  expect(headings).toEqual([
    'H2 request',
    'H2 responses',
    'H3 response-200',
    'H2 callbacks',
    'H3 callback-pet-event',
    'H4 callback-pet-event.body',
    'H4 callback-pet-event.answers',
  ]);
  const section = document.querySelector('section[aria-labelledby="callback-pet-event"]') as HTMLElement;
  expect(section.textContent).toContain("To the URL given in the request body's callbackUrl.");
  expect(within(section).getByText('{$request.body#/callbackUrl}').tagName).toBe('CODE');
  expect(section.querySelector('[id="callback-pet-event.body.name"]')?.textContent).toContain('name');
  expect(within(section).getByRole('row', { name: /410 Gone/ }).textContent).toContain('Unsubscribes.');
  expect(within(section).getByText('petEvent example')).toBeTruthy();
});

it('names each SDK handler in code of its own, the commas between them in prose', () => {
  const data = { ...webhook, operation: { ...webhook.operation, sdkHandlers: ['getItem', 'getCollection'] } };
  const { container } = render(<OperationPage data={data} />);
  const handlers = screen.getByText('getItem').parentElement as HTMLElement;
  expect([...handlers.querySelectorAll('code')].map((c) => c.textContent)).toContain('getCollection');
  expect(handlers.textContent).toContain('SDK: getItem, getCollection');
  expect(container.innerHTML).not.toContain('<code>, ');
});
