import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHttpDate, parseTarget } from '../../scripts/serve';
import { rawRequest } from '../e2e/support/rawHttp';
import { FIXTURE_BUNDLE, FIXTURE_PAGE, serveFixture } from './siteFixture';

let fixture: Awaited<ReturnType<typeof serveFixture>>;
beforeAll(async () => {
  fixture = await serveFixture();
});
afterAll(() => fixture.close());

/** One request, as sent, to the fixture server. */
const ask = (target: string, ...headers: string[]) =>
  rawRequest(fixture.port, [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n'));
const stillServes = async () => expect((await ask('/docs/intro/')).status).toBe(200);

describe('the npm start server answers every malformed request with a 4xx and keeps serving', () => {
  it.each(['/docs/intro/100%', '/docs/%zz', '/docs/%', '/docs/%00', '/docs/..%2f..%2fetc/passwd', 'http://[::1/docs/', 'docs/intro/'])(
    '%s is a 400',
    async (target) => {
      expect((await ask(target)).status).toBe(400);
      await stillServes();
    },
  );

  it('answers a page asking for Markdown with a bad escape with a 400', async () => {
    expect((await ask('/docs/intro/%zz/', 'Accept: text/markdown')).status).toBe(400);
    await stillServes();
  });

  it('takes well-formed escapes that are not UTF-8 for a page that does not exist', async () => {
    expect((await ask('/docs/%C3%28/')).status).toBe(404);
  });

  it('refuses a request with two Hosts, or none in HTTP/1.1', async () => {
    expect((await ask('/docs/intro/', 'Host: other.example')).status).toBe(400);
    expect((await rawRequest(fixture.port, 'GET /docs/intro/ HTTP/1.1\r\nConnection: close\r\n\r\n')).status).toBe(400);
  });

  it.each([
    ['', 400],
    ['.', 400],
    [':80', 400],
    ['a b', 400],
    ['a/b', 400],
    ['..', 400],
    ['a..b', 400],
    // Taken, as nginx takes them.
    ['a\\b', 200],
    ['a@b', 200],
    ['example.com.', 200],
    ['[::1]:80', 200],
  ])('answers the Host %j with %i, as nginx does', async (host, status) => {
    const response = await rawRequest(fixture.port, `GET /docs/intro/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(status);
  });

  it.each([
    ['gzip', 400],
    ['gzip, chunked', 501],
  ])('refuses a body framed as Transfer-Encoding: %s (%i), and closes the connection', async (codings, status) => {
    const response = await rawRequest(
      fixture.port,
      `GET /docs/ HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: ${codings}\r\n\r\nGET /docs/intro/ HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(response.status).toBe(status);
    expect(response.headers.connection).toEqual(['close']);
    await stillServes();
  });

  it('reads every header line, however many, within the size limit (Node stopped at about a thousand)', async () => {
    const filler = Array.from({ length: 1500 }, () => 'X: y');
    const response = await ask('/docs/intro/', ...filler, 'Accept: text/markdown');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toEqual(['text/markdown; charset=utf-8']);
  });

  it('answers other methods with 405 and the methods it allows', async () => {
    const response = await rawRequest(fixture.port, 'DELETE /docs/intro/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toEqual(['GET, HEAD']);
  });
});

describe('content negotiation by q-value (RFC 9110 §12.5)', () => {
  it.each([
    ['text/markdown', 'text/markdown; charset=utf-8'],
    ['text/markdown;q=0', 'text/html; charset=utf-8'],
    ['text/markdown;q=0.5, text/html', 'text/html; charset=utf-8'],
    ['text/html;q=0.5, text/markdown', 'text/markdown; charset=utf-8'],
    ['*/*', 'text/html; charset=utf-8'],
  ])('Accept: %s → %s, with Vary: Accept', async (accept, type) => {
    const response = await ask('/docs/intro/', `Accept: ${accept}`);
    expect(response.headers['content-type']).toEqual([type]);
    expect(response.headers.vary?.[0]).toMatch(/\bAccept\b/);
  });

  it.each([
    ['gzip;q=0', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
  ])('Accept-Encoding: %s → %s, with Vary: Accept-Encoding', async (acceptEncoding, coding) => {
    const response = await ask(FIXTURE_BUNDLE, `Accept-Encoding: ${acceptEncoding}`);
    expect(response.headers['content-encoding']?.[0] ?? null).toBe(coding);
    expect(response.headers.vary).toEqual(['Accept-Encoding']);
  });
});

describe('no byte ranges, as from nginx and the CDN', () => {
  it.each(['bytes=-100', 'bytes=0-0', 'bytes=50-10', 'bytes=0-1,10-11', 'bytes=99999999999999999999-'])(
    'Range: %s gets the whole file',
    async (range) => {
      const response = await ask('/docs/intro/', `Range: ${range}`);
      expect(response.status).toBe(200);
      expect(response.headers['accept-ranges']).toBeUndefined();
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.body.toString()).toBe(FIXTURE_PAGE);
    },
  );

  it('answers a range on a name too long for the file system with the 404 page (the fuzz test found a 500)', async () => {
    expect((await ask(`/docs/${'a'.repeat(300)}`, 'Range: bytes=-10')).status).toBe(404);
    await stillServes();
  });
});

describe('conditional requests (RFC 9110 §13)', () => {
  it('answers a revalidation with a 304 that carries the validators and the caching headers', async () => {
    const first = await ask('/docs/intro/', 'Accept-Encoding: gzip');
    const etag = first.headers.etag![0]!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    for (const condition of [
      `If-None-Match: ${etag}`,
      'If-None-Match: *',
      `If-None-Match: "other", ${etag}`,
      `If-Modified-Since: ${first.headers['last-modified']![0]}`,
    ]) {
      const response = await ask('/docs/intro/', condition, 'Accept-Encoding: gzip');
      expect(response.status, condition).toBe(304);
      expect(response.headers.etag).toEqual([etag]);
      expect(response.headers['cache-control']).toEqual(['public, max-age=0, must-revalidate']);
      expect(response.headers.vary).toEqual(['Accept, Accept-Encoding']);
    }
  });

  it('compares If-Match strongly: a weak tag or an empty list fails (412, never stored), the strong tag passes', async () => {
    const etag = (await ask('/docs/intro/')).headers.etag![0]!;
    for (const condition of [`If-Match: W/${etag}`, 'If-Match:', 'If-Match: "other"']) {
      const response = await ask('/docs/intro/', condition);
      expect(response.status, condition).toBe(412);
      expect(response.headers['cache-control'], condition).toEqual(['no-store']);
    }
    expect((await ask('/docs/intro/', `If-Match: "other", ${etag}`)).status).toBe(200);
    expect((await ask('/docs/intro/', 'If-Match: *')).status).toBe(200);
    // A match, by tag or by `*`, leaves If-Unmodified-Since to decide (RFC 9110 §13.2.2).
    for (const match of [etag, '*'])
      expect((await ask('/docs/intro/', `If-Match: ${match}`, 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT')).status).toBe(412);
  });

  it('answers 200 when the validator does not match, and ignores preconditions on a 404', async () => {
    expect((await ask('/docs/intro/', 'If-None-Match: "other"')).status).toBe(200);
    expect((await ask('/docs/intro/', 'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT')).status).toBe(200);
    expect((await ask('/docs/nope/', 'If-None-Match: *')).status).toBe(404);
  });
});

describe('what is not the site', () => {
  it.each(['/docs/connectors/', '/docs/connectors/readme.txt/', '/docs/.env', `${FIXTURE_BUNDLE}.gz`, '/elsewhere'])(
    '%s is the 404 page, never stored',
    async (target) => {
      const response = await ask(target);
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toEqual(['no-store']);
      expect(response.body.toString()).toContain('Not found');
    },
  );
});

describe('the request as nginx reads it', () => {
  it.each([
    ['/docs/intro/', '/docs/intro/'],
    ['//docs//intro/', '/docs/intro/'],
    ['/docs/./intro/.', '/docs/intro/'],
    ['/docs/x/../intro', '/docs/intro'],
    ['/docs/x/%2e%2e/intro', '/docs/intro'],
    ['/docs/x/..%2fintro', '/docs/intro'],
    ['/docs/intro/..', '/docs/'],
    ['/docs/intro%2ehtml', '/docs/intro.html'],
    ['/docs\\intro', '/docs\\intro'],
    ['http://example.com/docs/?a=1', '/docs/'],
    ['/docs/intro/?a"b', '/docs/intro/'],
    ['/docs/intro.html#?a=1', '/docs/intro.html'],
  ])('%s is %s', (target, decoded) => expect(parseTarget(target)?.decoded).toBe(decoded));

  it.each([
    '/..',
    '/docs/../../etc/passwd',
    '/docs/..%2f..%2fetc',
    'docs/',
    'http:///docs/',
    'http://user@evil.example/docs/',
    'http://%65vil/docs/',
    '/docs/%zz',
    '/docs/%00',
  ])('%s is malformed', (target) => expect(parseTarget(target)).toBeNull());

  it('keeps the query as sent', () => {
    expect(parseTarget('/docs/intro.html?a"b=%20c#frag')?.search).toBe('?a"b=%20c');
    expect(parseTarget('/docs/intro.html?')?.search).toBe('');
    expect(parseTarget('/docs/intro.html#?a=1')?.search).toBe('');
  });

  it.each([
    ['Sun, 06 Nov 1994 08:49:37 GMT', true],
    ['Sunday, 06-Nov-94 08:49:37 GMT', true],
    ['Sun Nov  6 08:49:37 1994', true],
    ['Monday, 01-Jan-69 00:00:00 GMT', true],
    ['Mon, 01 Jan 2035 00:00:00 UTC', true],
    ['Tue, 29 Feb 2028 00:00:00 GMT', true],
    ['Tue, 29 Feb 2100 00:00:00 GMT', false],
    ['Thu, 31 Feb 2035 00:00:00 GMT', false],
    ['Mon, 01 Jan 2035 24:00:00 GMT', false],
    ['Mon, 01 Jan 2035 00:00:60 GMT', false],
    ['Mon, 01 Jan 0035 00:00:00 GMT', false],
    ['Thu, 31 Dec 1969 23:59:59 GMT', false],
    ['Mon, 1 Jan 2035 00:00:00 GMT', false],
    ['Mon, 01 jan 2035 00:00:00 GMT', false],
    ['Tue, 22 Feb 125403 08:22:13 GMT', false],
    ['Sun, 21 Jun -189788 01:38:51 GMT', false],
    ['yesterday', false],
  ])('%s is an HTTP-date: %s', (value, valid) => expect(parseHttpDate(value) !== null).toBe(valid));

  it('reads the three forms as the same time, in UTC whatever the machine', () => {
    const time = Date.UTC(1994, 10, 6, 8, 49, 37);
    for (const form of ['Sun, 06 Nov 1994 08:49:37 GMT', 'Sunday, 06-Nov-94 08:49:37 GMT', 'Sun Nov  6 08:49:37 1994'])
      expect(parseHttpDate(form), form).toBe(time);
  });
});

describe('what a hostile client finds (issue 39)', () => {
  it('redirects every spelling of a page file on the normalised path, never as sent', async () => {
    for (const [target, location] of <Array<[string, string]>>[
      ['//docs/intro', '/docs/intro/'],
      ['/docs//intro', '/docs/intro/'],
      ['/docs/%69ntro', '/docs/intro/'],
      ['/docs/intro%2ehtml', '/docs/intro/'],
      ['//docs/intro.html?a=1', '/docs/intro/?a=1'],
    ])
      expect((await ask(target)).headers.location, target).toEqual([location]);
    // Once normalised it is not a route's path: no redirect can be built from it.
    expect((await ask('/docs/intro%3f.html')).status).toBe(404);
  });

  it('follows no symlink out of the site', async () => {
    for (const target of ['/docs/planted.txt', '/docs/planted-dir/canary.txt']) expect((await ask(target)).status, target).toBe(404);
  });

  it("ignores an expectation it does not know, as nginx does, instead of answering 417 without the site's headers", async () => {
    const response = await ask('/docs/intro/', 'Expect: something-else');
    expect(response.status).toBe(200);
    expect(response.headers['x-frame-options']).toEqual(['DENY']);
  });

  it('refuses a second line of a header read once', async () => {
    expect((await ask('/docs/intro/', 'If-None-Match: "a"', 'If-None-Match: "b"')).status).toBe(400);
  });
});

describe('connections (issue 39)', () => {
  it('cuts idle and slow-header connections, refuses those over the cap, and serves again once they are gone', async () => {
    const limited = await serveFixture({ maxConnections: 8, headersTimeoutMs: 600, requestTimeoutMs: 800, checkIntervalMs: 100 });
    try {
      const closed: number[] = [];
      const sockets = Array.from({ length: 8 }, (_, index) => {
        const socket = net.connect(limited.port, '127.0.0.1');
        socket.on('error', () => undefined);
        // Read what comes, or the socket never sees the server's end.
        socket.resume();
        socket.on('close', () => closed.push(index));
        // One sends its head a piece at a time and never finishes it.
        if (index === 0) socket.write('GET /docs/intro/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        return socket;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(
        (await rawRequest(limited.port, 'GET /docs/intro/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', { timeoutMs: 300 }))
          .status,
      ).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(closed.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect((await rawRequest(limited.port, 'GET /docs/intro/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status).toBe(
        200,
      );
      sockets.forEach((socket) => socket.destroy());
    } finally {
      await limited.close();
    }
  });
});
