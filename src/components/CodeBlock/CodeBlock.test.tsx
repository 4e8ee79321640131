// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CodeBlock } from '.';

it('shows the language, is keyboard-scrollable, and copies its text with a spoken confirmation', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  render(
    <CodeBlock data-language="ts">
      <code>const answer = 42;{'\n'}</code>
    </CodeBlock>,
  );
  expect(screen.getByText('TypeScript')).toBeInTheDocument();
  const pre = document.querySelector('pre');
  expect(pre).toHaveAttribute('tabindex', '0');
  const button = screen.getByRole('button', { name: 'Copy code to clipboard' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(writeText).toHaveBeenCalledWith('const answer = 42;');
  expect(await screen.findByRole('status')).toHaveTextContent('Copied to clipboard');
  expect(button).toHaveAccessibleName('Copied code to clipboard');
});

it('says so when copying fails', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  document.execCommand = vi.fn(() => false);
  render(
    <CodeBlock data-language="bash">
      <code>sync-connector dev</code>
    </CodeBlock>,
  );
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: /Copy/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('Copy failed');
  // The effect that starts the two-second timer runs on React's scheduler, a real macrotask that can
  // still be pending here: advancing the clock once could pass before the timer exists. vi.waitFor
  // yields between checks and moves the fake clock on by its interval each time.
  await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''), { timeout: 5000, interval: 100 });
  vi.useRealTimers();
});

it('gives a block its build-time line count as a CSS variable, and leaves a block without one alone', () => {
  const { container } = render(
    <>
      <CodeBlock data-language="ts" data-line-count={3}>
        <code>
          a{'\n'}b{'\n'}c
        </code>
      </CodeBlock>
      <CodeBlock data-language="ts">
        <code>d</code>
      </CodeBlock>
    </>,
  );
  const [counted, uncounted] = Array.from(container.querySelectorAll('pre'));
  expect(counted?.style.getPropertyValue('--dp-code-lines')).toBe('3');
  expect(counted).not.toHaveAttribute('data-line-count');
  expect(uncounted?.style.getPropertyValue('--dp-code-lines')).toBe('');
});
