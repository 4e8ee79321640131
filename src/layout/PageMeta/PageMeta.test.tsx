// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import { PageMeta } from '.';
import { longDate } from './longDate';

const { editUrl, showLastUpdateTime } = siteConfig.docs;
afterEach(() => Object.assign(siteConfig.docs, { editUrl, showLastUpdateTime }));

it('links "Edit this page" to the repository file and dates the last change', () => {
  Object.assign(siteConfig.docs, { editUrl: 'https://git.example/portal/edit/main/', showLastUpdateTime: true });
  render(<PageMeta sourcePath="content/docs/intro.mdx" lastUpdated="2026-11-24T23:30:00+01:00" />);
  expect(screen.getByRole('link', { name: 'Edit this page (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://git.example/portal/edit/main/content/docs/intro.mdx',
  );
  const time = screen.getByText('November 24, 2026');
  expect(time).toHaveAttribute('datetime', '2026-11-24T22:30:00.000Z');
  expect(time.parentElement).toHaveTextContent('Last updated on November 24, 2026');
});

it('shows neither when both are switched off, and no date when git has none', () => {
  Object.assign(siteConfig.docs, { editUrl: null, showLastUpdateTime: false });
  const { container } = render(<PageMeta sourcePath="content/docs/intro.mdx" lastUpdated="2026-11-24T10:00:00Z" />);
  expect(container).toBeEmptyDOMElement();
  Object.assign(siteConfig.docs, { editUrl: 'https://git.example/e/', showLastUpdateTime: true });
  render(<PageMeta sourcePath="content/docs/intro.mdx" lastUpdated={null} />);
  expect(screen.queryByText(/Last updated/)).toBeNull();
  expect(screen.getByRole('link', { name: /Edit this page/ })).toBeInTheDocument();
});

it('writes a date as Intl does in English, in UTC, so server and browser agree', () => {
  const intl = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
  // Dates from year 1 to 9999, and the edges of each month and day.
  for (let i = 0; i < 2000; i += 1) {
    const date = new Date(Date.UTC(1, 0, 1) + Math.random() * (Date.UTC(9999, 11, 31) - Date.UTC(1, 0, 1)));
    expect(longDate(date)).toBe(intl.format(date));
  }
  for (const iso of ['2026-01-01T00:00:00Z', '2026-12-31T23:59:59.999Z', '2024-02-29T12:00:00Z', '2026-11-24T23:30:00+01:00'])
    expect(longDate(new Date(iso))).toBe(intl.format(new Date(iso)));
});
