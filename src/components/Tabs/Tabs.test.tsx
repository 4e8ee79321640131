// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { TabItem, Tabs } from '.';

const PackageTabs = () => (
  <Tabs groupId="package-manager">
    <TabItem value="npm" label="npm">
      npm install sdk
    </TabItem>
    <TabItem value="yarn" label="Yarn">
      yarn add sdk
    </TabItem>
    <TabItem value="pnpm" label="pnpm">
      pnpm add sdk
    </TabItem>
  </Tabs>
);

beforeEach(() => localStorage.clear());

it('follows the ARIA tabs pattern and shows the first tab by default', () => {
  render(<PackageTabs />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['npm', 'Yarn', 'pnpm']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(tabs[0]).toHaveAttribute('tabindex', '0');
  expect(tabs[1]).toHaveAttribute('tabindex', '-1');
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveTextContent('npm install sdk');
  expect(panel).toHaveAttribute('aria-labelledby', tabs[0]?.id);
});

it('moves and selects with arrow keys, Home and End', async () => {
  render(<PackageTabs />);
  await userEvent.click(screen.getByRole('tab', { name: 'npm' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Yarn' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('yarn add sdk');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'npm' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{Home}');
  expect(screen.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
});

it('switches every tab set of the same group and remembers the choice', async () => {
  render(
    <>
      <PackageTabs />
      <PackageTabs />
    </>,
  );
  await userEvent.click(screen.getAllByRole('tab', { name: 'pnpm' })[0]!);
  for (const tab of screen.getAllByRole('tab', { name: 'pnpm' })) expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(localStorage.getItem('docs.tab.package-manager')).toBe('pnpm');
});
