// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { RequestSpec } from '../../request/requestSpec';
import { Samples } from '../Samples';
import { RequestBuilder } from '.';

const platform: RequestSpec = {
  method: 'POST',
  url: 'http://localhost:9200/{path}',
  style: 'platform',
  params: [
    { name: 'path', in: 'path', required: true, reserved: true, example: 'projects/p_42/tasks' },
    { name: 'X-Sync-Credentials', in: 'header', required: true, json: true, example: '{"accessToken":"tk_123"}' },
    { name: 'X-Sync-Partition', in: 'header', required: true, example: 'org_31' },
    { name: 'X-Sync-Deadline', in: 'header', required: true },
  ],
  body: { mediaType: 'application/json', required: true, example: '{"title":"Book venue"}' },
  deadline: { header: 'X-Sync-Deadline', seconds: 60 },
};

const command = () => screen.getByRole('region', { name: 'Request builder' }).querySelector('pre')?.textContent ?? '';

it('turns what the reader types into the command, JSON headers base64url-encoded', () => {
  render(<RequestBuilder request={platform} />);
  expect(command()).toContain("--header 'X-Sync-Credentials: eyJhY2Nlc3NUb2tlbiI6InRrXzEyMyJ9'");
  fireEvent.change(screen.getByLabelText('X-Sync-Credentials'), { target: { value: '{ "apiKey": "k_9" }' } });
  fireEvent.change(screen.getByLabelText('X-Sync-Partition'), { target: { value: 'org_77' } });
  fireEvent.change(screen.getByLabelText('X-Sync-Deadline, in seconds from now'), { target: { value: '15' } });
  expect(command()).toContain(`--header 'X-Sync-Credentials: ${btoa('{"apiKey":"k_9"}').replace(/=+$/, '')}'`);
  expect(command()).toContain("--header 'X-Sync-Partition: org_77'");
  expect(command()).toContain('--header "X-Sync-Deadline: $(($(date +%s) + 15))"');
  expect(command()).toMatch(/^curl http:\/\/localhost:9200\/projects\/p_42\/tasks/);
});

it('says what is wrong instead of a command that would fail', () => {
  render(<RequestBuilder request={platform} />);
  fireEvent.change(screen.getByLabelText('JSON'), { target: { value: '{ "title": ' } });
  expect(screen.getByRole('listitem')).toHaveTextContent(/^Body: the JSON does not parse/);
  expect(command()).toBe('');
  // The field it is about is described by the message, and once left, marked and the message said; the others are not marked.
  const body = screen.getByLabelText('JSON');
  const spoken = screen.getByRole('region', { name: 'Request builder' }).querySelector('[aria-live]')!;
  expect(body).not.toHaveAttribute('aria-invalid');
  expect(spoken).toHaveTextContent('');
  fireEvent.blur(body);
  expect(body).toHaveAttribute('aria-invalid', 'true');
  expect(spoken).toHaveTextContent(/^Body: the JSON does not parse/);
  expect(body).toHaveAccessibleDescription(/Body: the JSON does not parse/);
  expect(screen.getByLabelText('X-Sync-Partition')).not.toHaveAttribute('aria-invalid');
  fireEvent.change(screen.getByLabelText('X-Sync-Partition'), { target: { value: '' } });
  expect(screen.getByLabelText('X-Sync-Partition')).toHaveAccessibleDescription('X-Sync-Partition is required.');
});

it('describes a required field left empty by the page, and marks it invalid only once the reader has left it', () => {
  const noExample: RequestSpec = { ...platform, params: [{ name: 'path', in: 'path', required: true, reserved: true }] };
  render(<RequestBuilder request={noExample} />);
  const path = screen.getByLabelText('path');
  expect(path).toHaveAccessibleDescription('path is required.');
  expect(path).not.toHaveAttribute('aria-invalid');
  fireEvent.change(path, { target: { value: 'x' } });
  fireEvent.change(path, { target: { value: '' } });
  expect(path).not.toHaveAttribute('aria-invalid');
  fireEvent.blur(path);
  expect(path).toHaveAttribute('aria-invalid', 'true');
});

it('reads the API key from the environment until the reader types one', async () => {
  const client: RequestSpec = {
    method: 'DELETE',
    url: 'https://api.example/v1/tokens/{token}',
    style: 'client',
    auth: { envVar: 'EMBED_API_KEY' },
    params: [{ name: 'token', in: 'path', required: true, example: 'emb_1' }],
  };
  render(<RequestBuilder request={client} />);
  expect(command()).toContain('"Authorization: Bearer $EMBED_API_KEY"');
  await userEvent.type(screen.getByLabelText('API key'), 'secret');
  expect(command()).toContain("'Authorization: Bearer secret'");
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'curl',
    'Node.js',
    'Python',
    'Go',
    'Java',
    'PHP',
    'Ruby',
    'C#',
  ]);
});

it('shows the language the reader chose among the samples, and a choice made here goes back to them', async () => {
  const client: RequestSpec = {
    method: 'GET',
    url: 'https://api.example/v1/users/{id}/flows',
    style: 'client',
    auth: { envVar: 'EMBED_API_KEY' },
    params: [{ name: 'id', in: 'path', required: true, example: 'u_1' }],
  };
  const samples = ['curl', 'Go', 'C#'].map((label) => ({ label, code: { language: 'text', html: label, lineCount: 1 }, source: label }));
  render(<Samples samples={samples} request={client} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Go' }));
  await userEvent.click(screen.getByRole('button', { name: 'Build a request with your values' }));
  const region = await screen.findByRole('region', { name: 'Request builder' });
  expect(within(region).getByRole('tab', { selected: true })).toHaveTextContent('Go');
  expect(within(region).getByRole('tabpanel').querySelector('pre')).toHaveTextContent(/^package main/);
  await userEvent.click(within(region).getByRole('tab', { name: 'C#' }));
  const [sampleTabs] = screen.getAllByRole('tablist');
  expect(within(sampleTabs as HTMLElement).getByRole('tab', { selected: true })).toHaveTextContent('C#');
  expect(localStorage.getItem('docs.tab.api-sample')).toBe('C#');
});

it('loads on use: the samples show a button, the form comes when it is pressed, keyboard first', async () => {
  render(<Samples samples={[]} request={platform} />);
  expect(screen.queryByRole('region', { name: 'Request builder' })).toBeNull();
  const button = screen.getByRole('button', { name: 'Build a request with your values' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const region = await screen.findByRole('region', { name: 'Request builder' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(within(region).getByLabelText('path')).toHaveValue('projects/p_42/tasks');
  await userEvent.click(screen.getByRole('button', { name: 'Close the request builder' }));
  expect(screen.queryByRole('region', { name: 'Request builder' })).toBeNull();
});
