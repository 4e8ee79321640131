import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJsonHeader, encodeJsonHeader } from './base64url';
import { parseSample, readSample, type ParsedLanguage, type SentRequest } from './readSample';
import { buildRequest, defaultValues, paramKey, type HarRequest, type RequestSpec } from './requestSpec';
import { requestSnippets, type SnippetTarget } from './snippets';

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

const ENV = { EMBED_API_KEY: 'key_from_env' };

/**
 * How each sample is run where the machine has the toolchain: curl, Node.js and Python always are
 * (the project needs them); Go, Java, PHP, Ruby and .NET when installed (`apt-get install golang-go
 * php-cli php-curl ruby` runs them here; CI has Java). The file is written as the reader would save it.
 */
const RUNNERS: Record<Exclude<SnippetTarget, 'curl' | 'node' | 'python'>, { file: string; probe: string[]; command: string[] }> = {
  go: { file: 'main.go', probe: ['go', 'version'], command: ['go', 'run', 'main.go'] },
  // java.net.http is Java 11+, as is running a source file. The source is read as UTF-8 from Java 18
  // (JEP 400), as the locale says before: said here for 17. The JIT and GC flags only start it sooner.
  java: {
    file: 'Main.java',
    probe: ['java', '--version'],
    command: ['java', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Dfile.encoding=UTF-8', 'Main.java'],
  },
  php: { file: 'main.php', probe: ['php', '-r', 'exit(function_exists("curl_init") ? 0 : 1);'], command: ['php', 'main.php'] },
  ruby: { file: 'main.rb', probe: ['ruby', '--version'], command: ['ruby', 'main.rb'] },
  // A C# file runs on its own from .NET 10 (`dotnet run app.cs`).
  csharp: { file: 'app.cs', probe: ['dotnet', '--version'], command: ['dotnet', 'run', 'app.cs'] },
};
/** The probe's output, or undefined where it fails (the tool is missing). */
const probe = ([command, ...args]: string[]) => {
  const result = spawnSync(command ?? '', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
};
const RUNS = new Set<SnippetTarget>([
  'curl',
  'node',
  'python',
  ...(['go', 'java', 'php', 'ruby'] as const).filter((target) => probe(RUNNERS[target].probe) !== undefined),
  ...(Number(probe(RUNNERS.csharp.probe)?.split('.')[0]) >= 10 ? (['csharp'] as const) : []),
]);
const PARSED = new Set<SnippetTarget>(['go', 'java', 'php', 'ruby', 'csharp']);
const ALL_TARGETS: SnippetTarget[] = ['curl', 'node', 'python', 'go', 'java', 'php', 'ruby', 'csharp'];
const how = (target: SnippetTarget) => [RUNS.has(target) && 'run', PARSED.has(target) && 'parsed'].filter(Boolean).join(' and ');

async function runSnippet(target: SnippetTarget, code: string): Promise<Received> {
  received.length = 0;
  // A reader's terminal may colour what node prints; the test compares plain text (the test runner sets FORCE_COLOR).
  const { FORCE_COLOR: _colour, ...inherited } = process.env;
  const env = { ...inherited, ...ENV, NO_COLOR: '1' };
  let stdout = '';
  if (target === 'curl') ({ stdout } = await run('bash', ['-c', `${code} --silent --show-error`], { env }));
  else if (target === 'node') ({ stdout } = await run(process.execPath, ['--input-type=module', '-e', code], { env }));
  else if (target === 'python') ({ stdout } = await run('python3', ['-c', code], { env }));
  else {
    const { file, command } = RUNNERS[target];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-sample-'));
    try {
      fs.writeFileSync(path.join(dir, file), code);
      ({ stdout } = await run(command[0] ?? '', command.slice(1), { env, cwd: dir }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  // Each prints the response: its status and body (curl, the body).
  expect(stdout.trim()).toBe(target === 'curl' ? '{"ok":true}' : '201 {"ok":true}');
  expect(received).toHaveLength(1);
  return received[0] as Received;
}

/** What each way of checking a sample found it sends: run against the server, and read from its syntax tree. */
async function sentBy(target: SnippetTarget, code: string): Promise<Array<{ how: string; request: SentRequest }>> {
  const found: Array<{ how: string; request: SentRequest }> = [];
  if (RUNS.has(target)) {
    const { method, url, headers, body } = await runSnippet(target, code);
    const sentHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
    found.push({ how: 'run', request: { method, url: new URL(url, origin).href, headers: sentHeaders, body } });
  }
  if (PARSED.has(target)) {
    const { problems, request } = await readSample(target as ParsedLanguage, code, { env: ENV, now: Math.floor(Date.now() / 1000) });
    expect(problems).toEqual([]);
    if (request) found.push({ how: 'parsed', request });
  }
  expect(found.length).toBeGreaterThan(0);
  return found;
}

describe('requestSnippets', () => {
  it.each(ALL_TARGETS.map((target) => [target, how(target)]))(
    'the %s sample (%s) sends the documented request, the key read from the environment',
    async (target) => {
      const { snippets, problems } = requestSnippets(clientSpec(), defaultValues(clientSpec()));
      expect(problems).toEqual([]);
      const snippet = snippets.find((s) => s.target === target);
      for (const { how, request } of await sentBy(target, snippet?.code ?? '')) {
        expect.soft(request.method, how).toBe('POST');
        expect.soft(request.url, how).toBe(`${origin}/v1/embed-users/user%2042%2Fa/notes?limit=10`);
        expect.soft(request.headers.authorization, how).toBe('Bearer key_from_env');
        expect.soft(request.headers['content-type'], how).toMatch(/^application\/json(; charset=utf-8)?$/);
        expect.soft(JSON.parse(request.body ?? ''), how).toEqual({ note: "it's {fine} & $HOME", tags: ['a'] });
      }
    },
    60_000,
  );

  it('shows the Embed API in eight languages, the platform in curl only', () => {
    const labels = (spec: RequestSpec) => requestSnippets(spec, defaultValues(spec)).snippets.map((s) => s.label);
    expect(labels(clientSpec())).toEqual(['curl', 'Node.js', 'Python', 'Go', 'Java', 'PHP', 'Ruby', 'C#']);
    expect(labels(platformSpec())).toEqual(['curl']);
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
    const { snippets, problems, fields } = requestSnippets(spec, values);
    expect(snippets).toEqual([]);
    // Each problem names its field, for the builder to mark.
    expect(fields).toEqual([paramKey({ in: 'path', name: 'path' }), paramKey({ in: 'header', name: 'X-Sync-Credentials' }), 'deadline']);
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

// Values a reader may type, drawn from the characters each language quotes, escapes or expands:
// the samples must send them exactly, whatever they hold, and never a placeholder. A header carries
// printable ASCII only (requestSpec.ts says so for anything else); the path, the query and the body
// also get non-ASCII text (an emoji is two UTF-16 units) and newlines.
const SPECIAL = `'"$\`!{}\\%&#?/+= ()*;<>|~^[],:@`;
function* generatedValues(seed: number, count: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const word = (alphabet: string, max: number) => {
    const characters = Array.from(alphabet);
    return (
      Array.from({ length: 1 + Math.floor(next() * max) }, () => characters[Math.floor(next() * characters.length)])
        .join('')
        .trim() || 'x'
    );
  };
  const ascii = `abcXYZ019${SPECIAL}#{x}\\n`;
  const wide = `${ascii}éü€ß😀\n`;
  for (let i = 0; i < count; i += 1)
    yield {
      path: word(wide, 12),
      query: word(wide, 12),
      note: word(ascii, 12),
      text: word(wide, 16),
      token: i % 2 ? word(ascii, 16) : '',
      deadline: 30 + Math.floor(next() * 60),
      pretty: i % 3 === 0,
    };
}

type Generated = ReturnType<typeof generatedValues> extends Generator<infer T> ? T : never;

const generatedSpec = (): RequestSpec => ({
  ...clientSpec(),
  params: [
    ...clientSpec().params,
    { name: 'X-Note', in: 'header', required: false, example: 'n' },
    { name: 'X-Sync-Deadline', in: 'header', required: true },
  ],
  deadline: { header: 'X-Sync-Deadline', seconds: 60 },
});

const generatedRequest = (v: Generated) => {
  const values = {
    ...defaultValues(generatedSpec()),
    [paramKey({ in: 'path', name: 'externalUserId' })]: v.path,
    [paramKey({ in: 'query', name: 'limit' })]: v.query,
    [paramKey({ in: 'header', name: 'X-Note' })]: v.note,
    auth: v.token,
    deadline: String(v.deadline),
    body: JSON.stringify({ note: v.note, text: v.text }, null, v.pretty ? 2 : undefined),
  };
  const { snippets, problems } = requestSnippets(generatedSpec(), values);
  expect(problems).toEqual([]);
  return snippets;
};

/** The request carries exactly what was typed. */
function expectTyped(request: SentRequest, v: Generated, how: string) {
  const url = new URL(request.url);
  expect.soft(decodeURIComponent(url.pathname.split('/')[3] ?? ''), how).toBe(v.path);
  expect.soft(url.searchParams.get('limit'), how).toBe(v.query);
  expect.soft(request.headers['x-note'], how).toBe(v.note);
  expect.soft(request.headers.authorization, how).toBe(`Bearer ${v.token || 'key_from_env'}`);
  const deadline = Number(request.headers['x-sync-deadline']) - Math.floor(Date.now() / 1000);
  expect.soft(deadline, how).toBeGreaterThan(v.deadline - 30);
  expect.soft(deadline, how).toBeLessThanOrEqual(v.deadline);
  expect.soft(JSON.parse(request.body ?? ''), how).toEqual({ note: v.note, text: v.text });
}

describe('requestSnippets on generated values', () => {
  it.each([...generatedValues(7, 6)].flatMap((v, i) => ALL_TARGETS.map((target) => [target, i, how(target), v] as const)))(
    'the %s sample sends case %i exactly (%s)',
    async (target, _, __, v) => {
      const code = generatedRequest(v).find((s) => s.target === target)?.code ?? '';
      expect(code).not.toContain('__DP_');
      for (const { how, request } of await sentBy(target, code)) expectTyped(request, v, how);
    },
    60_000,
  );

  it('every parsed sample sends 40 more cases exactly, read from its syntax tree', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const v of generatedValues(2026, 40))
      for (const snippet of generatedRequest(v).filter((s) => PARSED.has(s.target))) {
        const { problems, request } = await readSample(snippet.target as ParsedLanguage, snippet.code, { env: ENV, now });
        expect(problems, snippet.code).toEqual([]);
        expectTyped(request as SentRequest, v, `${snippet.target}: ${snippet.code}`);
      }
  });

  it('refuses a header the languages would send differently or not at all', () => {
    const spec = generatedSpec();
    for (const note of ['a\nb', 'café', 'tab\there']) {
      const values = { ...defaultValues(spec), [paramKey({ in: 'header', name: 'X-Note' })]: note, auth: 'k€y' };
      expect(buildRequest(spec, values).problems).toEqual([
        'The API key is printable ASCII on one line.',
        'X-Note: a header value is printable ASCII on one line.',
      ]);
    }
  });
});

describe('the checks of the parsed samples can fail', () => {
  const snippet = (target: SnippetTarget) =>
    requestSnippets(generatedSpec(), defaultValues(generatedSpec())).snippets.find((s) => s.target === target)?.code ?? '';

  it.each([...PARSED])('the %s parser finds a string left open', async (target) => {
    const code = snippet(target);
    expect((await parseSample(target as ParsedLanguage, code)).problems).toEqual([]);
    const broken = target === 'php' ? code.replace("'X-Note: ", 'X-Note: ') : code.replace('"X-Note"', '"X-Note');
    expect(broken).not.toBe(code);
    expect((await parseSample(target as ParsedLanguage, broken)).problems).not.toEqual([]);
  });

  it('the Go reader finds an import missing or left unused, as the compiler would', async () => {
    const code = snippet('go');
    const context = { env: ENV, now: 0 };
    expect((await readSample('go', code, context)).problems).toEqual([]);
    expect((await readSample('go', code.replace('\t"os"\n', ''), context)).problems).toEqual(['undefined: os']);
    expect((await readSample('go', code.replace('\t"fmt"\n', '\t"bytes"\n\t"fmt"\n'), context)).problems).toEqual([
      '"bytes" imported and not used',
    ]);
  });

  it("reads what the library's own code would send where it differs from what was typed", async () => {
    const request = buildRequest(generatedSpec(), {
      ...defaultValues(generatedSpec()),
      auth: 'two words',
      body: JSON.stringify({ note: 'say "hi"\n#{1 + 1}' }),
    }).request as HarRequest;
    const context = { env: ENV, now: 0 };
    // Ruby's <<~JSON heredoc interpolates: #{…} would run, \" and \n would lose their backslash.
    await expect(readSample('ruby', rubyNative.generate(request), context)).rejects.toThrow(/no value for interpolation `#\{1 \+ 1\}`/);
    const unescaped = rubyNative.generate({ ...request, postData: { mimeType: 'application/json', text: '{"note":"say \\"hi\\""}' } });
    expect((await readSample('ruby', unescaped, context)).request?.body).toBe('{\n  "note": "say "hi""\n}\n');
    // C#'s AuthenticationHeaderValue(scheme, parameter) drops the key after its first space (and needs a using it lacks).
    const csharp = csharpHttpclient.generate(request);
    expect((await readSample('csharp', csharp, context)).problems).toEqual(['a *HeaderValue type without using System.Net.Http.Headers;']);
    const withUsing = `using System.Net.Http.Headers;\n${csharp}`;
    expect((await readSample('csharp', withUsing, context)).request?.headers.authorization).toBe('Bearer two');
  });
});

describe('JSON headers', () => {
  it('encode as base64url without padding and decode back, UTF-8 included', () => {
    expect(encodeJsonHeader('{ "accessToken": "tk_123" }')).toBe('eyJhY2Nlc3NUb2tlbiI6InRrXzEyMyJ9');
    expect(encodeJsonHeader('{}')).toBe('e30');
    expect(decodeJsonHeader(encodeJsonHeader('{"a":"é?>"}'))).toBe('{\n  "a": "é?>"\n}');
    expect(() => encodeJsonHeader('{ nope')).toThrow();
  });
});
