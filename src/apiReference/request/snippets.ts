import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { pythonPython3 } from '@scalar/snippetz/plugins/python/python3';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { buildRequest, type HarRequest, type RequestSpec, type RequestValues } from './requestSpec';

/**
 * The request as code to paste, from Scalar's snippet library (@scalar/snippetz, one plugin per
 * language so the browser loads only these eight). The same function makes the samples at build
 * time and the request builder's command in the browser, so the two cannot differ. Each sample is a
 * whole program that prints the response's status and body; where the library's is not, a small
 * function per language below completes it.
 *
 * The library quotes every value as a literal. Two values must not be literals for the code to work
 * when pasted: an API key left to the environment (the pages keep it in `EMBED_API_KEY`) and a
 * deadline counted from the moment the command runs. They travel through the library as sentinels
 * (requestSpec.ts) and each target turns the string literal holding one into its own expression.
 */

export type SnippetTarget = 'curl' | 'node' | 'python' | 'go' | 'java' | 'php' | 'ruby' | 'csharp';

export interface Snippet {
  target: SnippetTarget;
  /** Tab label. */
  label: string;
  /** Highlighting language. */
  language: string;
  code: string;
}

const TARGETS: Record<SnippetTarget, { label: string; language: string; generate: (request: HarRequest) => string }> = {
  curl: { label: 'curl', language: 'bash', generate: (request) => shellCurl.generate(request) },
  node: { label: 'Node.js', language: 'js', generate: (request) => awaitAndPrint(nodeFetch.generate(request)) },
  python: { label: 'Python', language: 'python', generate: (request) => pythonPrint(pythonPython3.generate(request)) },
  go: { label: 'Go', language: 'go', generate: (request) => goProgram(goNative.generate(request)) },
  java: { label: 'Java', language: 'java', generate: (request) => javaProgram(javaNethttp.generate(request)) },
  php: { label: 'PHP', language: 'php', generate: phpScript },
  ruby: { label: 'Ruby', language: 'ruby', generate: (request) => rubyScript(rubyNative.generate(request), request) },
  csharp: { label: 'C#', language: 'csharp', generate: csharpProgram },
};

/** The readers of the Embed API call it from their servers, in any of these; the platform's calls are shown as curl only. */
const CLIENT_TARGETS: SnippetTarget[] = ['curl', 'node', 'python', 'go', 'java', 'php', 'ruby', 'csharp'];

export const targetsFor = (spec: RequestSpec): SnippetTarget[] => (spec.style === 'client' ? CLIENT_TARGETS : ['curl']);

/** The code for each target, or the problems that keep the values from making a request (`fields`: buildRequest's). */
export function requestSnippets(spec: RequestSpec, values: RequestValues): { snippets: Snippet[]; problems: string[]; fields: string[] } {
  const { request, problems, fields } = buildRequest(spec, values);
  if (!request) return { snippets: [], problems, fields };
  const snippets = targetsFor(spec).map((target) => {
    const { label, language, generate } = TARGETS[target];
    return { target, label, language, code: resolveSentinels(target, generate(request)) };
  });
  return { snippets, problems, fields };
}

/** `code` with `from`, found exactly once, replaced: a library update that moves it fails the tests instead of printing nothing. */
function replaceOnce(code: string, from: string, to: string, language: string): string {
  const at = code.indexOf(from);
  if (at === -1 || code.includes(from, at + 1)) throw new Error(`The ${language} sample no longer holds ${JSON.stringify(from)} once`);
  return code.slice(0, at) + to + code.slice(at + from.length);
}

/** The library's `fetch(…)` is never awaited or read: pasted, it prints nothing. An ES module (Node.js 18+) awaits it. */
function awaitAndPrint(code: string): string {
  if (!code.startsWith('fetch(')) throw new Error(`The Node.js sample no longer starts with fetch(: ${code.slice(0, 40)}`);
  return `const response = await ${code}\n\nconsole.log(response.status, await response.text())`;
}

/** The library prints the body only. */
const pythonPrint = (code: string) =>
  replaceOnce(code, 'print(response.read().decode())', 'print(response.status, response.read().decode())', 'Python');

/**
 * The library ignores the error of `Do` and reads the body of a response that is then nil (`go vet`:
 * "using res before checking for errors"), and prints Go's dump of the whole response struct.
 */
const goProgram = (code: string) =>
  replaceOnce(
    replaceOnce(
      code,
      '\tres, _ := http.DefaultClient.Do(req)\n',
      '\tres, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n',
      'Go',
    ),
    '\tfmt.Println(res)\n\tfmt.Println(string(body))\n\n}',
    '\tfmt.Println(res.StatusCode, string(body))\n}',
    'Go',
  );

/**
 * The library's statements, in a class with its imports: `java Main.java` runs it (Java 11+, no
 * dependency). Its literals are one line each (newlines escaped), so indenting every line is safe.
 */
function javaProgram(code: string): string {
  const statements = replaceOnce(
    code,
    'System.out.println(response.body());',
    'System.out.println(response.statusCode() + " " + response.body());',
    'Java',
  );
  return [
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Main {',
    '  public static void main(String[] args) throws Exception {',
    ...statements.split('\n').map((line) => (line ? `    ${line}` : line)),
    '  }',
    '}',
  ].join('\n');
}

/** A single-quoted PHP string: only `\` and `'` are special in it. */
const phpString = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/**
 * The library's cURL calls as a script, with the response read and printed. The body is sent as
 * typed: the library turns JSON into a PHP array for `json_encode`, which sends `{}` as `[]`. Its URL,
 * in double quotes where `$` would interpolate, goes into single quotes; `curl_close` (a no-op since
 * PHP 8, deprecated in 8.5) goes.
 */
function phpScript(request: HarRequest): string {
  const code = phpCurl.generate({ ...request, postData: undefined });
  const opened = replaceOnce(code, `$ch = curl_init("${request.url}");`, `$ch = curl_init(${phpString(request.url)});`, 'PHP');
  const send = [
    ...(request.postData ? [`curl_setopt($ch, CURLOPT_POSTFIELDS, ${phpString(request.postData.text)});`] : []),
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
    '',
    '$response = curl_exec($ch);',
    "echo curl_getinfo($ch, CURLINFO_RESPONSE_CODE), ' ', $response, PHP_EOL;",
  ];
  return `<?php\n\n${replaceOnce(opened, '\n\ncurl_exec($ch);\n\ncurl_close($ch);', `\n${send.join('\n')}`, 'PHP')}`;
}

/**
 * The library's body is a `<<~JSON` heredoc, which interpolates like a double-quoted string: a
 * value's `#{…}` would run and its `\n` become a newline. `<<~'JSON'` keeps the text. It prints the body only.
 */
function rubyScript(code: string, request: HarRequest): string {
  const literal = request.postData ? replaceOnce(code, '\nrequest.body = <<~JSON\n', "\nrequest.body = <<~'JSON'\n", 'Ruby') : code;
  return replaceOnce(literal, '\nputs response.read_body', '\nputs "#{response.code} #{response.body}"', 'Ruby');
}

/** A regular C# string literal: `\` and `"` escaped, and control characters (which a header cannot hold anyway). */
const csharpString = (text: string) =>
  `"${Array.from(text, (c) => (c === '\\' || c === '"' ? `\\${c}` : c < ' ' ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('')}"`;

/**
 * The library's statements (top-level, `dotnet run app.cs` with .NET 10) and a line printing the
 * response. The library splits the Authorization value at its first space into scheme and parameter
 * and drops whatever follows a second space, so the header is added whole here.
 */
function csharpProgram(request: HarRequest): string {
  const auth = request.headers.find((header) => header.name.toLowerCase() === 'authorization');
  const lines = csharpHttpclient.generate({ ...request, headers: request.headers.filter((header) => header !== auth) }).split('\n');
  const at = lines.findIndex((line) => line.startsWith('var request = new HttpRequestMessage('));
  if (at === -1) throw new Error('The C# sample no longer declares var request = new HttpRequestMessage(');
  if (auth) lines.splice(at + 1, 0, `request.Headers.TryAddWithoutValidation("Authorization", ${csharpString(auth.value)});`);
  const code = lines.join('\n');
  const usings = code.includes('HeaderValue(') ? 'using System.Net.Http.Headers;\n\n' : '';
  return `${usings}${code}\nConsole.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");`;
}

const SENTINEL = /__DP_(ENV|DEADLINE)_([A-Z0-9_]+?)__/g;
const HAS_SENTINEL = /__DP_(ENV|DEADLINE)_/;

/**
 * Each string literal of `code` that holds a sentinel, rewritten. `literal` matches the target's
 * literals, the content of those that may hold one in the group `inner`; other alternatives skip
 * what could be mistaken for one (a Go raw string, a C# raw string).
 */
function rewriteLiterals(code: string, literal: RegExp, rewrite: (inner: string) => string): string {
  return code.replace(literal, (match: string, ...rest: unknown[]) => {
    const { inner } = rest.at(-1) as { inner?: string };
    return inner !== undefined && HAS_SENTINEL.test(inner) ? rewrite(inner) : match;
  });
}

type Expansion = (sentinel: string, kind: string, value: string) => string;

/** A literal's content as `piece + expression + piece…` (`join` is the language's operator): the pieces keep their escapes. */
function concatenation(inner: string, quote: (piece: string) => string, expansion: Expansion, join: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of inner.matchAll(SENTINEL)) {
    if (match.index > last) parts.push(quote(inner.slice(last, match.index)));
    parts.push(expansion(match[0], match[1] ?? '', match[2] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < inner.length) parts.push(quote(inner.slice(last)));
  return parts.join(join);
}

const shellExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `$${value}` : `$(($(date +%s) + ${value}))`);
const jsExpansion: Expansion = (_, kind, value) =>
  kind === 'ENV' ? `\${process.env.${value}}` : `\${Math.floor(Date.now() / 1000) + ${value}}`;
const pythonExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `{os.environ['${value}']}` : `{int(time.time()) + ${value}}`);
const goExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `os.Getenv("${value}")` : `fmt.Sprint(time.Now().Unix()+${value})`);
const javaExpansion: Expansion = (_, kind, value) =>
  kind === 'ENV' ? `System.getenv("${value}")` : `String.valueOf(System.currentTimeMillis() / 1000 + ${value})`;
const phpExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `getenv('${value}')` : `(time() + ${value})`);
const rubyExpansion: Expansion = (_, kind, value) => (kind === 'ENV' ? `#{ENV['${value}']}` : `#{Time.now.to_i + ${value}}`);
const csharpExpansion: Expansion = (_, kind, value) =>
  kind === 'ENV' ? `Environment.GetEnvironmentVariable("${value}")` : `(DateTimeOffset.UtcNow.ToUnixTimeSeconds() + ${value}).ToString()`;

/** A double-quoted literal of Go, Java or C#, its escapes kept. */
const doubleQuoted = (piece: string) => `"${piece}"`;

/** Go's import block with these packages added, sorted by path as gofmt keeps it. */
function goImports(code: string, packages: string[]): string {
  if (!packages.length) return code;
  return code.replace(/^import \(\n([\s\S]*?)\n\)/m, (_, block: string) => {
    const lines = new Set([...block.split('\n'), ...packages.map((name) => `\t"${name}"`)]);
    const path = (line: string) => /"(.*)"/.exec(line)?.[1] ?? '';
    return `import (\n${[...lines].sort((a, b) => (path(a) < path(b) ? -1 : 1)).join('\n')}\n)`;
  });
}

function resolveSentinels(target: SnippetTarget, code: string): string {
  if (!code.includes('__DP_')) return code;
  switch (target) {
    case 'curl':
      // A single-quoted shell word, in which `'\''` stands for a quote. 'Bearer __DP_ENV_KEY__' becomes
      // "Bearer $KEY" where double quotes change nothing else, else 'Bearer '"$KEY" (quotes spliced).
      return rewriteLiterals(code, /'(?<inner>(?:[^']|'\\'')*)'/g, (inner) => {
        const text = inner.replace(/'\\''/g, "'");
        if (!/["\\$`!]/.test(text.replace(SENTINEL, ''))) return `"${text.replace(SENTINEL, shellExpansion)}"`;
        const spliced: Expansion = (...match) => `'"${shellExpansion(...match)}"'`;
        return `'${inner.replace(SENTINEL, spliced)}'`.replace(/^''|''$/g, '');
      });
    case 'node':
      // 'Bearer __DP_ENV_KEY__' → `Bearer ${process.env.KEY}`; a backtick or `${` of the value stays text.
      return rewriteLiterals(
        code,
        /'(?<inner>(?:[^'\\]|\\.)*)'/g,
        (inner) => `\`${inner.replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\\'/g, "'").replace(SENTINEL, jsExpansion)}\``,
      );
    case 'python': {
      // "Bearer __DP_ENV_KEY__" → f"Bearer {os.environ['KEY']}" (the value's braces doubled), and the module imports os.
      const rewritten = rewriteLiterals(
        code,
        /"(?<inner>(?:[^"\\]|\\.)*)"/g,
        (inner) => `f"${inner.replace(/\{/g, '{{').replace(/\}/g, '}}').replace(SENTINEL, pythonExpansion)}"`,
      );
      const modules = [rewritten.includes('os.environ') && 'import os', rewritten.includes('time.time()') && 'import time'].filter(Boolean);
      return `${modules.join('\n')}\n${rewritten}`;
    }
    case 'go': {
      // "Bearer __DP_ENV_KEY__" → "Bearer "+os.Getenv("KEY") (gofmt's spacing in an argument), and the program
      // imports os (time for a deadline). The body is a raw `…` string, skipped: its quotes are JSON's.
      const rewritten = rewriteLiterals(code, /`[^`]*`|"(?<inner>(?:[^"\\\n]|\\.)*)"/g, (inner) =>
        concatenation(inner, doubleQuoted, goExpansion, '+'),
      );
      return goImports(rewritten, [rewritten.includes('os.Getenv(') && 'os', rewritten.includes('time.Now()') && 'time'].filter(isString));
    }
    case 'java':
      // "Bearer __DP_ENV_KEY__" → "Bearer " + System.getenv("KEY").
      return rewriteLiterals(code, /"(?<inner>(?:[^"\\\n]|\\.)*)"/g, (inner) => concatenation(inner, doubleQuoted, javaExpansion, ' + '));
    case 'php':
      // 'Authorization: Bearer __DP_ENV_KEY__' → 'Authorization: Bearer ' . getenv('KEY').
      return rewriteLiterals(code, /'(?<inner>(?:[^'\\]|\\.)*)'/g, (inner) =>
        concatenation(inner, (piece) => `'${piece}'`, phpExpansion, ' . '),
      );
    case 'ruby':
      // 'Bearer __DP_ENV_KEY__' → "Bearer #{ENV['KEY']}": the rest unescaped from single quotes and escaped for
      // double ones, `#` included (`\#` is a plain `#`, so no `#{`, `#@` or `#$` of the value interpolates).
      return rewriteLiterals(
        code,
        /'(?<inner>(?:[^'\\]|\\.)*)'/g,
        (inner) =>
          `"${inner
            .replace(/\\([\\'])/g, '$1')
            .replace(/[\\"#]/g, '\\$&')
            .replace(SENTINEL, rubyExpansion)}"`,
      );
    case 'csharp':
      // "Bearer __DP_ENV_KEY__" → "Bearer " + Environment.GetEnvironmentVariable("KEY"). The body is a raw
      // """…""" string, skipped.
      return rewriteLiterals(code, /("{3,})[\s\S]*?\1|"(?<inner>(?:[^"\\\n]|\\.)*)"/g, (inner) =>
        concatenation(inner, doubleQuoted, csharpExpansion, ' + '),
      );
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
