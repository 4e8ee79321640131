import { expect, it } from 'vitest';
import { connectionAllowsPrefetch } from './prefetch';

it.each([
  [undefined, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g', saveData: false }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ effectiveType: '4g', saveData: true }, false],
])('%j → %s', (connection, allowed) => expect(connectionAllowsPrefetch(connection)).toBe(allowed));
