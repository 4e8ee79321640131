// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Admonition } from '.';

it('is a labelled note with the default title of its type', () => {
  render(<Admonition type="warning">Rotate the key.</Admonition>);
  const note = screen.getByRole('note', { name: 'Warning' });
  expect(note).toHaveAttribute('data-type', 'warning');
  expect(note).toHaveTextContent('WarningRotate the key.');
});

it('uses a custom title and falls back to note for an unknown type', () => {
  render(
    <Admonition type={'hint' as never} title="Good to know">
      Body
    </Admonition>,
  );
  expect(screen.getByRole('note', { name: 'Good to know' })).toHaveAttribute('data-type', 'note');
});
