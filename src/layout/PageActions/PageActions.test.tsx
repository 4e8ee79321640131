// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PageActions } from '.';

afterEach(() => vi.unstubAllGlobals());

it('links the Markdown twin and copies it, saying so', async () => {
  const fetch = vi.fn(async () => new Response('---\ntitle: Pagination\n---\n'));
  const writeText = vi.fn(async () => undefined);
  vi.stubGlobal('fetch', fetch);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<PageActions route="/connectors/recipes/pagination/" />);
  expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/connectors/recipes/pagination/index.md');
  await userEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
  expect(fetch).toHaveBeenCalledWith('/docs/connectors/recipes/pagination/index.md');
  expect(writeText).toHaveBeenCalledWith('---\ntitle: Pagination\n---\n');
  expect(screen.getByRole('status')).toHaveTextContent('Page copied to the clipboard as Markdown');
});

it('says so when the twin cannot be fetched', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
  render(<PageActions route="/intro/" />);
  await userEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument());
});
