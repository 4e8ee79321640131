import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJsonHeader, encodeJsonHeader } from './base64url';
import { defaultValues, paramKey, type RequestSpec } from './requestSpec';
import { requestSnippets } from './snippets';

const run = promisify(execFile);

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// The samples are run for real, by the tools a reader pastes them into, against this server.
let server: http.Server;
let origin = '';
const received: Received[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clientSpec = (): RequestSpec => ({
  method: 'POST',
  url: `${origin}/v1/embed-users/{externalUserId}/notes`,
  style: 'client',
  params: [
    { name: 'externalUserId', in: 'path', required: true, example: 'user 42/a' },
    { name: 'limit', in: 'query', required: false, example: '10' },
  ],
  auth: { envVar: 'EMBED_API_KEY' },
  body: { mediaType: 'application/json', required: true, example: '{\n  "note": "it\'s {fine} & $HOME",\n  "tags": ["a"]\n}' },
});

const platformSpec = (): RequestSpec => ({
  method: 'GET',
  url: `${origin}/{path}`,
  style: 'platform',
  params: [
    { name: 'path', in: 'path', required: true, reserved: true, example: '/projects/p_42/tasks' },
    { name: 'select', in: 'query', required: false, example: 'title,updatedAt' },
    { name: 'X-Sync-Credentials', in: 'header', required: true, json: true, example: '{ "accessToken": "tk_ü" }' },
    { name: 'X-Sync-Deadline', in: 'header', required: true },
    { name: 'X-Sync-Logging-Context', in: 'header', required: false, json: true },
  ],
  deadline: { header: 'X-Sync-Deadline', seconds: 60 },
});

async function runSnippet(target: string, code: string): Promise<Received> {
  received.length = 0;
  const env = { ...process.env, EMBED_API_KEY: 'key_from_env' };
  if (target === 'curl') await run('bash', ['-c', `${code} --silent --show-error`], { env });
  if (target === 'node') await run(process.execPath, ['--input-type=module', '-e', code], { env });
  if (target === 'python') await run('python3', ['-c', code], { env });
  expect(received).toHaveLength(1);
  return received[0] as Received;
}

describe('requestSnippets', () => {
  it.each(['curl', 'node', 'python'])('the %s sample sends the documented request, the key read from the environment', async (target) => {
    const { snippets, problems } = requestSnippets(clientSpec(), defaultValues(clientSpec()));
    expect(problems).toEqual([]);
    const snippet = snippets.find((s) => s.target === target);
    const request = await runSnippet(target, snippet?.code ?? '');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/embed-users/user%2042%2Fa/notes?limit=10');
    expect(request.headers.authorization).toBe('Bearer key_from_env');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ note: "it's {fine} & $HOME", tags: ['a'] });
  });

  it('sends the platform headers base64url-encoded and the deadline counted from when the command runs', async () => {
    const spec = platformSpec();
    const { snippets } = requestSnippets(spec, defaultValues(spec));
    expect(snippets.map((s) => s.target)).toEqual(['curl']);
    const request = await runSnippet('curl', snippets[0]?.code ?? '');
    expect(request.url).toBe('/projects/p_42/tasks?select=title%2CupdatedAt');
    expect(decodeJsonHeader(String(request.headers['x-sync-credentials']))).toBe('{\n  "accessToken": "tk_ü"\n}');
    expect(Number(request.headers['x-sync-deadline']) - Math.floor(Date.now() / 1000)).toBeGreaterThan(50);
    // Optional and left empty: not sent.
    expect(request.headers['x-sync-logging-context']).toBeUndefined();
  });

  it('uses the key the reader typed instead of the environment', () => {
    const spec = clientSpec();
    const { snippets } = requestSnippets(spec, { ...defaultValues(spec), auth: 'emb_live_1' });
    for (const snippet of snippets) expect(snippet.code).toContain('Bearer emb_live_1');
    expect(snippets.find((s) => s.target === 'python')?.code).not.toContain('import os');
  });

  it('says what keeps the values from making a request', () => {
    const spec = platformSpec();
    const values = {
      ...defaultValues(spec),
      [paramKey({ in: 'path', name: 'path' })]: '',
      [paramKey({ in: 'header', name: 'X-Sync-Credentials' })]: '{ nope',
      deadline: '0',
    };
    const { snippets, problems } = requestSnippets(spec, values);
    expect(snippets).toEqual([]);
    expect(problems).toEqual([
      'path is required.',
      expect.stringMatching(/^X-Sync-Credentials: the JSON does not parse \(/),
      'The deadline is a whole number of seconds from now.',
    ]);
    expect(requestSnippets(clientSpec(), { ...defaultValues(clientSpec()), body: '[1,' }).problems).toEqual([
      expect.stringMatching(/^Body: the JSON does not parse/),
    ]);
  });
});

// Values a reader may type, drawn from the characters each language quotes or expands: the samples
// must send them exactly, whatever they hold, and never a placeholder.
const SPECIAL = `'"$\`!{}\\%&#?/+= ()*;<>|~^[],:@`;
function* generatedValues(seed: number, count: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const word = (alphabet: string, max: number) =>
    Array.from({ length: 1 + Math.floor(next() * max) }, () => alphabet[Math.floor(next() * alphabet.length)])
      .join('')
      .trim() || 'x';
  const ascii = `abcXYZ019${SPECIAL}`;
  for (let i = 0; i < count; i += 1)
    yield { path: word(`${ascii}éü€`, 12), query: word(`${ascii}ß`, 12), note: word(ascii, 12), token: i % 2 ? word(ascii, 16) : '' };
}

describe('requestSnippets on generated values', () => {
  const spec = (): RequestSpec => ({
    ...clientSpec(),
    params: [...clientSpec().params, { name: 'X-Note', in: 'header', required: false, example: 'n' }],
  });
  it.each([...generatedValues(7, 6)].flatMap((v, i) => ['curl', 'node', 'python'].map((target) => [target, i, v] as const)))(
    'the %s sample sends case %i exactly',
    async (target, _, v) => {
      const values = {
        ...defaultValues(spec()),
        [paramKey({ in: 'path', name: 'externalUserId' })]: v.path,
        [paramKey({ in: 'query', name: 'limit' })]: v.query,
        [paramKey({ in: 'header', name: 'X-Note' })]: v.note,
        auth: v.token,
        body: JSON.stringify({ note: v.note }),
      };
      const { snippets, problems } = requestSnippets(spec(), values);
      expect(problems).toEqual([]);
      const code = snippets.find((s) => s.target === target)?.code ?? '';
      expect(code).not.toContain('__DP_');
      const request = await runSnippet(target, code);
      const url = new URL(request.url, origin);
      expect(decodeURIComponent(url.pathname.split('/')[3] ?? '')).toBe(v.path);
      expect(url.searchParams.get('limit')).toBe(v.query);
      expect(request.headers['x-note']).toBe(v.note);
      expect(request.headers.authorization).toBe(`Bearer ${v.token || 'key_from_env'}`);
      expect(JSON.parse(request.body)).toEqual({ note: v.note });
    },
  );
});

describe('JSON headers', () => {
  it('encode as base64url without padding and decode back, UTF-8 included', () => {
    expect(encodeJsonHeader('{ "accessToken": "tk_123" }')).toBe('eyJhY2Nlc3NUb2tlbiI6InRrXzEyMyJ9');
    expect(encodeJsonHeader('{}')).toBe('e30');
    expect(decodeJsonHeader(encodeJsonHeader('{"a":"é?>"}'))).toBe('{\n  "a": "é?>"\n}');
    expect(() => encodeJsonHeader('{ nope')).toThrow();
  });
});
