// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import { ColorModeProvider } from '../colorMode';
import { ColorModeToggle } from '.';

const { disableSwitch } = siteConfig.colorMode;
afterEach(() => {
  siteConfig.colorMode.disableSwitch = disableSwitch;
});

const renderToggle = () =>
  render(
    <ColorModeProvider>
      <ColorModeToggle />
    </ColorModeProvider>,
  );

it('shows the switch while colorMode.disableSwitch is false', () => {
  siteConfig.colorMode.disableSwitch = false;
  renderToggle();
  expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
});

it('renders nothing when colorMode.disableSwitch is true', () => {
  siteConfig.colorMode.disableSwitch = true;
  renderToggle();
  expect(screen.queryByRole('button')).toBeNull();
});
