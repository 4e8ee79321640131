import { describe, expect, it } from 'vitest';
import { rateLimitOf } from './rateLimit';

describe('rateLimitOf', () => {
  it('words x-rate-limit by its period, and refuses a shape it cannot word', () => {
    expect(rateLimitOf({ requests: 60, periodSeconds: 60, per: 'API key' }, 'a.yaml')).toEqual({
      rateLimit: '60 requests per minute per API key',
    });
    expect(rateLimitOf({ requests: 5, periodSeconds: 90 }, 'a.yaml')).toEqual({ rateLimit: '5 requests per 90 s' });
    expect(rateLimitOf(undefined, 'a.yaml')).toEqual({});
    expect(() => rateLimitOf({ requests: '60/min' }, 'a.yaml')).toThrow('a.yaml: x-rate-limit must be');
  });
});
