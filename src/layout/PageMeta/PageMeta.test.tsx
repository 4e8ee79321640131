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
  // Date.UTC reads years 0-99 as 1900-1999: set the full year instead.
  const utc = (year: number, month: number, day: number) => new Date(new Date(0).setUTCFullYear(year, month, day));
  const dates: Date[] = [];
  // The first and last moment of every month, in years with and without a leap day, and far ones.
  for (const year of [1, 99, 999, 1900, 1970, 2000, 2024, 2026, 2100, 9999])
    for (let month = 0; month < 12; month += 1) dates.push(utc(year, month, 1), new Date(utc(year, month + 1, 1).getTime() - 1));
  // And a day every 1,777 days from year 1 to 9999, at a moving time of day.
  for (let t = utc(1, 0, 1).getTime(); t < utc(9999, 11, 31).getTime(); t += 1777 * 86_400_000 + 3_607_000) dates.push(new Date(t));
  for (const date of dates) expect(longDate(date)).toBe(intl.format(date));
  expect(dates.length).toBeGreaterThan(2000);
});
