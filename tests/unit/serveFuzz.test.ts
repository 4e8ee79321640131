import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brokenInvariants, hostileRequest, pipelinedRequests, requestBytes } from '../e2e/support/hostile';
import { CANARY } from '../e2e/support/plantedSite';
import { rawExchange, rawRequest } from '../e2e/support/rawHttp';
import { serveFixture } from './siteFixture';

/**
 * Fuzz: batches of the hostile-request corpus (tests/e2e/support/hostile.ts) sent byte for byte to
 * the `npm start` server over a small build with symlinks planted in it. Each answer keeps the
 * invariants (no redirect off the origin, no header twice, nothing from outside the site) and is
 * not a 500; after each batch the server still serves a page. fast-check prints the seed of a failing run.
 */
let fixture: Awaited<ReturnType<typeof serveFixture>>;
beforeAll(async () => {
  fixture = await serveFixture();
});
afterAll(() => fixture.close());

const ORIGIN = () => `http://127.0.0.1:${fixture.port}`;

it('no generated request stops the server, gets a 5xx or breaks an invariant', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(hostileRequest, { minLength: 25, maxLength: 25 }), async (batch) => {
      const answers = await Promise.all(batch.map(async (shape) => [shape, await rawRequest(fixture.port, requestBytes(shape))] as const));
      for (const [shape, response] of answers) {
        const what = JSON.stringify(shape).slice(0, 300);
        // An answer, and not a 5xx; 505 is the honest answer to HTTP/2.0 on this port.
        expect([response.status >= 200 && response.status < 500, response.status === 505], what).toContain(true);
        expect(brokenInvariants(response, ORIGIN(), CANARY), what).toEqual([]);
      }
      const page = await rawRequest(fixture.port, 'GET /docs/intro/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(page.status).toBe(200);
    }),
    { numRuns: 40 },
  );
  // 1,000 requests: about a second alone, many more beside the other suites on two cores.
}, 90_000);

it('answers every request pipelined before a malformed one, in order, before the 400', async () => {
  await fc.assert(
    fc.asyncProperty(pipelinedRequests, async ({ valid, malformed }) => {
      const requests = valid.map((target, index) =>
        requestBytes(
          { method: 'GET', target, version: 'HTTP/1.1', headers: [], host: true },
          malformed !== null || index < valid.length - 1,
        ).toString('latin1'),
      );
      const answers = await rawExchange(fixture.port, `${requests.join('')}${malformed ? `${malformed}\r\n\r\n` : ''}`);
      const expected = await Promise.all(
        valid.map(
          async (target) =>
            (await rawRequest(fixture.port, requestBytes({ method: 'GET', target, version: 'HTTP/1.1', headers: [], host: true }))).status,
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([...expected, ...(malformed ? [400] : [])]);
    }),
    { numRuns: 30 },
  );
}, 60_000);
