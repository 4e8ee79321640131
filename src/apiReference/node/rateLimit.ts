/**
 * `x-rate-limit: { requests: 60, periodSeconds: 60, per: API key }`, read in one place: the
 * overview words it, and the content checks hold the pages that repeat it against it.
 */
export interface RateLimit {
  requests: number;
  periodSeconds: number;
  /** What the limit counts by: `API key`. */
  per?: string;
}

/** The extension's value, or `undefined` when the document has none; throws on a shape it cannot word. */
export function readRateLimit(value: unknown, sourcePath: string): RateLimit | undefined {
  if (value === undefined) return undefined;
  const limit = value as { requests?: unknown; periodSeconds?: unknown; per?: unknown };
  if (
    typeof limit.requests !== 'number' ||
    typeof limit.periodSeconds !== 'number' ||
    (limit.per !== undefined && typeof limit.per !== 'string')
  )
    throw new Error(`${sourcePath}: x-rate-limit must be { requests: number, periodSeconds: number, per?: string }`);
  return { requests: limit.requests, periodSeconds: limit.periodSeconds, ...(limit.per ? { per: limit.per } : {}) };
}

const PERIODS: Record<number, string> = { 1: 'second', 60: 'minute', 3600: 'hour', 86400: 'day' };

/** The rate limit in words, for the overview: `60 requests per minute per API key`. */
export function rateLimitOf(value: unknown, sourcePath: string): { rateLimit?: string } {
  const limit = readRateLimit(value, sourcePath);
  if (!limit) return {};
  const period = PERIODS[limit.periodSeconds] ?? `${limit.periodSeconds} s`;
  return { rateLimit: `${limit.requests} requests per ${period}${limit.per ? ` per ${limit.per}` : ''}` };
}
