import { expect, it } from 'vitest';
import { messageChain } from './messageChain';

it('joins the messages of an error and its causes', () => {
  const root = new Error('Could not read page data', { cause: new Error('Unexpected token < in JSON') });
  expect(messageChain(new Error('Page failed', { cause: root }))).toBe(
    'Page failed\n\nCause:\nCould not read page data\n\nCause:\nUnexpected token < in JSON',
  );
  expect(messageChain('plain string')).toBe('plain string');
});
