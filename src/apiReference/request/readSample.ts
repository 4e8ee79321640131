import { createRequire } from 'node:module';
import type * as TreeSitter from '@vscode/tree-sitter-wasm';

/**
 * Test support (snippets.test.ts): the request a sample sends, read from its syntax tree where the
 * machine has no toolchain to run it. Tree-sitter parses the code (VS Code's prebuilt grammars, no
 * native build); a syntax error is a problem. Then each value the request is made of (the URL, each
 * header, the body) is found where the library puts it and evaluated as the language would: string
 * literals decoded by that language's escape rules, concatenations joined, and the two expressions
 * the sentinels become (an environment variable, now plus N seconds) replaced by their values. Any
 * other expression, an interpolation the samples do not write, or an escape the reader does not
 * know is an error, never a guess.
 */

export type ParsedLanguage = 'go' | 'java' | 'php' | 'ruby' | 'csharp';

export interface SentRequest {
  method: string;
  url: string;
  /** By lower-case name. */
  headers: Record<string, string>;
  body?: string;
}

/** What the environment holds when the sample runs, and the Unix time it runs at. */
export interface RunContext {
  env: Record<string, string>;
  now: number;
}

type Node = TreeSitter.Node;
const require = createRequire(import.meta.url);
const treeSitter = require('@vscode/tree-sitter-wasm') as typeof TreeSitter;

const GRAMMARS: Record<ParsedLanguage, string> = { go: 'go', java: 'java', php: 'php', ruby: 'ruby', csharp: 'c-sharp' };
const parsers = new Map<ParsedLanguage, Promise<TreeSitter.Parser>>();
let initialized: Promise<void> | undefined;

function parserFor(language: ParsedLanguage): Promise<TreeSitter.Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = (async () => {
      await (initialized ??= treeSitter.Parser.init());
      const grammar = await treeSitter.Language.load(
        require.resolve(`@vscode/tree-sitter-wasm/wasm/tree-sitter-${GRAMMARS[language]}.wasm`),
      );
      return new treeSitter.Parser().setLanguage(grammar);
    })();
    parsers.set(language, parser);
  }
  return parser;
}

/** The syntax tree, and each ERROR or MISSING node as `line:column: …`. */
export async function parseSample(language: ParsedLanguage, code: string): Promise<{ root: Node; problems: string[] }> {
  const tree = (await parserFor(language)).parse(code);
  if (!tree) throw new Error(`${language}: the parser returned no tree`);
  const problems: string[] = [];
  const visit = (node: Node) => {
    const at = `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
    if (node.isMissing) problems.push(`${at}: missing ${node.type}`);
    else if (node.isError) problems.push(`${at}: unexpected ${JSON.stringify(node.text.slice(0, 40))}`);
    if (node.hasError) for (const child of node.children) if (child) visit(child);
  };
  visit(tree.rootNode);
  return { root: tree.rootNode, problems };
}

/**
 * The request the sample sends, or the problems that keep it from compiling: its syntax errors, and
 * in Go its imports (one missing or unused fails the build), in C# the `using` its header types need.
 */
export async function readSample(
  language: ParsedLanguage,
  code: string,
  context: RunContext,
): Promise<{ problems: string[]; request?: SentRequest }> {
  const { root, problems } = await parseSample(language, code);
  if (!problems.length) problems.push(...(IMPORTS[language]?.(root) ?? []));
  if (problems.length) return { problems };
  return { problems, request: READERS[language](root, context) };
}

const IMPORTS: Partial<Record<ParsedLanguage, (root: Node) => string[]>> = {
  go(root) {
    const imported = new Map<string, string>();
    for (const spec of all(root, 'import_spec')) {
      const importPath = field(spec, 'path').text.slice(1, -1);
      imported.set(spec.childForFieldName('name')?.text ?? importPath.split('/').pop() ?? importPath, importPath);
    }
    const locals = new Set(
      all(root, 'short_var_declaration').flatMap((declaration) => named(field(declaration, 'left')).map((n) => n.text)),
    );
    const used = new Set(
      all(root, 'selector_expression')
        .map((selector) => field(selector, 'operand'))
        .filter((operand) => operand.type === 'identifier' && !locals.has(operand.text))
        .map((operand) => operand.text),
    );
    return [
      ...[...used].filter((name) => !imported.has(name)).map((name) => `undefined: ${name}`),
      ...[...imported].filter(([name]) => !used.has(name)).map(([, importPath]) => `"${importPath}" imported and not used`),
    ];
  },
  csharp(root) {
    const usesHeaders = all(root, 'identifier').some((identifier) => /HeaderValue$/.test(identifier.text));
    const imports = all(root, 'using_directive').some((using) => using.text === 'using System.Net.Http.Headers;');
    return usesHeaders && !imports ? ['a *HeaderValue type without using System.Net.Http.Headers;'] : [];
  },
};

const READERS: Record<ParsedLanguage, (root: Node, context: RunContext) => SentRequest> = {
  go: readGo,
  java: readJava,
  php: readPhp,
  ruby: readRuby,
  csharp: readCsharp,
};

// ---------------------------------------------------------------------------------------------
// Shared

const named = (node: Node | null | undefined): Node[] => (node?.namedChildren ?? []).filter((child): child is Node => !!child);
const all = (root: Node, type: string): Node[] => root.descendantsOfType(type).filter((node): node is Node => !!node);
const field = (node: Node, name: string): Node => {
  const child = node.childForFieldName(name);
  if (!child) throw new Error(`${node.type} without ${name}: ${node.text}`);
  return child;
};

function unknown(language: string, node: Node): never {
  throw new Error(`${language}: the reader has no value for ${node.type} \`${node.text}\``);
}

function env(context: RunContext, name: string): string {
  const value = context.env[name];
  if (value === undefined) throw new Error(`The sample reads ${name}, which the environment does not hold`);
  return value;
}

/** Escapes (`\…`, matched by `pattern`) decoded by `decode`; an escape it returns undefined for is an error. */
function unescape(text: string, pattern: RegExp, decode: (escape: string) => string | undefined, language: string): string {
  return text.replace(pattern, (escape: string) => {
    const value = decode(escape);
    if (value === undefined) throw new Error(`${language}: the reader does not decode the escape ${escape}`);
    return value;
  });
}

const codePoint = (hex: string) => String.fromCodePoint(parseInt(hex, 16));
const SIMPLE: Record<string, string> = { a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', s: ' ' };

/** One header as the request sends it: the first value of each name. */
function addHeader(headers: Record<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  if (key in headers) throw new Error(`The header ${name} is set twice`);
  headers[key] = value;
}

function sent(method: string | undefined, url: string | undefined, headers: Record<string, string>, body: string | undefined) {
  if (!url) throw new Error('The sample names no URL');
  return { method: method ?? 'GET', url, headers, ...(body === undefined ? {} : { body }) };
}

// ---------------------------------------------------------------------------------------------
// Go: "…" with \n, \", \\, \uXXXX…; `…` raw (carriage returns dropped); + concatenates.

function goValue(node: Node, context: RunContext): string {
  const text = node.text;
  const envName = /^os\.Getenv\("(\w+)"\)$/.exec(text);
  if (envName) return env(context, envName[1] ?? '');
  const deadline = /^fmt\.Sprint\(time\.Now\(\)\.Unix\(\) ?\+ ?(\d+)\)$/.exec(text);
  if (deadline) return String(context.now + Number(deadline[1]));
  switch (node.type) {
    case 'interpreted_string_literal':
      return unescape(
        text.slice(1, -1),
        /\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/gs,
        (escape) => {
          const body = escape.slice(1);
          if (/^[uU]/.test(body)) return codePoint(body.slice(1));
          // \' is a rune literal's escape, not a string's; \x and octal escapes are bytes.
          return body === '\\' || body === '"' ? body : /^[abfnrtv]$/.test(body) ? SIMPLE[body] : undefined;
        },
        'go',
      );
    case 'raw_string_literal':
      return text.slice(1, -1).replace(/\r/g, '');
    case 'binary_expression':
      if (field(node, 'operator').text === '+') return goValue(field(node, 'left'), context) + goValue(field(node, 'right'), context);
      return unknown('go', node);
    case 'parenthesized_expression':
      return goValue(named(node)[0] ?? node, context);
    default:
      return unknown('go', node);
  }
}

function readGo(root: Node, context: RunContext): SentRequest {
  const value = (node: Node) => goValue(node, context);
  const variables = new Map<string, Node>();
  for (const declaration of all(root, 'short_var_declaration')) {
    const [name] = named(field(declaration, 'left'));
    const [right] = named(field(declaration, 'right'));
    if (name && right) variables.set(name.text, right);
  }
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (const call of all(root, 'call_expression')) {
    const args = named(field(call, 'arguments'));
    const callee = field(call, 'function').text;
    if (callee === 'http.NewRequest') {
      const [verb, target, payload] = args;
      if (!verb || !target || !payload) return unknown('go', call);
      method = value(verb);
      url = value(target.type === 'identifier' ? (variables.get(target.text) ?? target) : target);
      if (payload.text !== 'nil') {
        const reader = variables.get(payload.text);
        const [text] = reader && field(reader, 'function').text === 'strings.NewReader' ? named(field(reader, 'arguments')) : [];
        if (!text) return unknown('go', payload);
        body = value(text);
      }
    } else if (callee === 'req.Header.Add' || callee === 'req.Header.Set') {
      const [name, header] = args;
      if (!name || !header) return unknown('go', call);
      addHeader(headers, value(name), value(header));
    }
  }
  return sent(method, url, headers, body);
}

// ---------------------------------------------------------------------------------------------
// Java: "…" with \n, \", \\, \s, octal \0–\377 and \uXXXX (read before the rest); + concatenates.

function javaValue(node: Node, context: RunContext): string {
  const text = node.text;
  const envName = /^System\.getenv\("(\w+)"\)$/.exec(text);
  if (envName) return env(context, envName[1] ?? '');
  const deadline = /^String\.valueOf\(System\.currentTimeMillis\(\) \/ 1000 \+ (\d+)\)$/.exec(text);
  if (deadline) return String(context.now + Number(deadline[1]));
  switch (node.type) {
    case 'string_literal':
      if (text.startsWith('"""')) return unknown('java', node);
      return unescape(
        text.slice(1, -1),
        /\\(u+[0-9a-fA-F]{4}|[0-3][0-7]{0,2}|[4-7][0-7]?|.)/gs,
        (escape) => {
          const body = escape.slice(1);
          if (/^u/.test(body)) return codePoint(body.replace(/^u+/, ''));
          if (/^[0-7]/.test(body)) return String.fromCharCode(parseInt(body, 8));
          return body === '\\' || body === '"' || body === "'" ? body : /^[btnfrs]$/.test(body) ? SIMPLE[body] : undefined;
        },
        'java',
      );
    case 'binary_expression':
      if (field(node, 'operator').text === '+') return javaValue(field(node, 'left'), context) + javaValue(field(node, 'right'), context);
      return unknown('java', node);
    case 'parenthesized_expression':
      return javaValue(named(node)[0] ?? node, context);
    default:
      return unknown('java', node);
  }
}

function readJava(root: Node, context: RunContext): SentRequest {
  const value = (node: Node) => javaValue(node, context);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (const call of all(root, 'method_invocation')) {
    const name = field(call, 'name').text;
    const object = call.childForFieldName('object')?.text;
    const args = named(field(call, 'arguments'));
    if (name === 'create' && object === 'java.net.URI' && args[0]) url = value(args[0]);
    else if (name === 'header' && args[0] && args[1]) addHeader(headers, value(args[0]), value(args[1]));
    else if (name === 'method' && args[0]) method = value(args[0]);
    else if (name === 'write' && object === 'body') {
      // body.write("…".getBytes(UTF_8)): the text, encoded as UTF-8.
      const bytes = args[0];
      if (!bytes || bytes.type !== 'method_invocation' || field(bytes, 'name').text !== 'getBytes') return unknown('java', call);
      body = (body ?? '') + value(field(bytes, 'object'));
    }
  }
  return sent(method, url, headers, body);
}

// ---------------------------------------------------------------------------------------------
// PHP: '…' where only \\ and \' are escapes; "…" interpolates $ (an error here); . concatenates.

function phpValue(node: Node, context: RunContext): string {
  const text = node.text;
  const envName = /^getenv\('(\w+)'\)$/.exec(text);
  if (envName) return env(context, envName[1] ?? '');
  const deadline = /^\(time\(\) \+ (\d+)\)$/.exec(text);
  if (deadline) return String(context.now + Number(deadline[1]));
  switch (node.type) {
    case 'string':
      if (!text.startsWith("'")) return unknown('php', node);
      return text.slice(1, -1).replace(/\\([\\'])/g, '$1');
    case 'encapsed_string': {
      if (named(node).some((child) => child.type !== 'string_content' && child.type !== 'escape_sequence')) return unknown('php', node);
      return unescape(
        text.slice(1, -1),
        /\\(u\{[0-9a-fA-F]+\}|.)/gs,
        (escape) => {
          const body = escape.slice(1);
          if (body.startsWith('u{')) return codePoint(body.slice(2, -1));
          if (/^[0-7x]/.test(body)) return undefined; // bytes
          return body === '\\' || body === '$' || body === '"' ? body : /^[nrtvef]$/.test(body) ? SIMPLE[body] : escape;
        },
        'php',
      );
    }
    case 'binary_expression':
      if (field(node, 'operator').text === '.') return phpValue(field(node, 'left'), context) + phpValue(field(node, 'right'), context);
      return unknown('php', node);
    case 'parenthesized_expression':
      return phpValue(named(node)[0] ?? node, context);
    default:
      return unknown('php', node);
  }
}

function readPhp(root: Node, context: RunContext): SentRequest {
  const value = (node: Node) => phpValue(node, context);
  const argument = (node: Node | undefined) => named(node)[0];
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (const call of all(root, 'function_call_expression')) {
    const args = named(field(call, 'arguments')).map(argument);
    const callee = field(call, 'function').text;
    if (callee === 'curl_init' && args[0]) url = value(args[0]);
    if (callee !== 'curl_setopt') continue;
    const [, option, setting] = args;
    if (!option || !setting) return unknown('php', call);
    if (option.text === 'CURLOPT_POST' && setting.text === 'true') method ??= 'POST';
    else if (option.text === 'CURLOPT_CUSTOMREQUEST') method = value(setting);
    else if (option.text === 'CURLOPT_POSTFIELDS') body = value(setting);
    else if (option.text === 'CURLOPT_HTTPHEADER') {
      if (setting.type !== 'array_creation_expression') return unknown('php', setting);
      for (const element of named(setting)) {
        const line = value(argument(element) ?? element);
        const colon = line.indexOf(': ');
        if (colon < 1) throw new Error(`php: the header line ${JSON.stringify(line)} has no name`);
        addHeader(headers, line.slice(0, colon), line.slice(colon + 2));
      }
    }
  }
  return sent(method, url, headers, body);
}

// ---------------------------------------------------------------------------------------------
// Ruby: '…' where only \\ and \' are escapes; "…" and <<~JSON decode escapes and run #{…};
// <<~'JSON' is raw. Both heredocs drop the common indentation.

const RUBY_ESCAPE = /\\(u\{[0-9a-fA-F ]+\}|u[0-9a-fA-F]{4}|\n|.)/gs;

function rubyEscape(escape: string): string | undefined {
  const body = escape.slice(1);
  if (body.startsWith('u{'))
    return body
      .slice(2, -1)
      .trim()
      .split(/ +/)
      .map((hex) => codePoint(hex))
      .join('');
  if (body.startsWith('u') && body.length === 5) return codePoint(body.slice(1));
  if (body === '\n') return '';
  if (/^[0-7xcCM]/.test(body)) return undefined; // bytes and control sequences
  return SIMPLE[body] ?? body;
}

function rubyInterpolation(node: Node, context: RunContext): string {
  const inner = node.text.slice(2, -1).trim();
  const envName = /^ENV\[['"](\w+)['"]\]$/.exec(inner);
  if (envName) return env(context, envName[1] ?? '');
  const deadline = /^Time\.now\.to_i \+ (\d+)$/.exec(inner);
  if (deadline) return String(context.now + Number(deadline[1]));
  return unknown('ruby', node);
}

/** The text of a double-quoted string or an interpolating heredoc: its parts in order, with no gap the parser did not account for. */
function rubyParts(node: Node, context: RunContext, skip: Set<string>): string {
  let text = '';
  for (const child of node.children) {
    if (!child || skip.has(child.type)) continue;
    if (child.type === 'string_content' || child.type === 'heredoc_content') text += child.text;
    else if (child.type === 'escape_sequence') text += unescape(child.text, RUBY_ESCAPE, rubyEscape, 'ruby');
    else if (child.type === 'interpolation') text += rubyInterpolation(child, context);
    else if (child.type !== '"') return unknown('ruby', child);
  }
  return text;
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(common, /^[ \t]*/.exec(line)?.[0].length ?? 0))).join('\n');
}

function rubyValue(node: Node, context: RunContext, root: Node): string {
  const text = node.text;
  switch (node.type) {
    case 'string':
      if (text.startsWith("'")) return text.slice(1, -1).replace(/\\([\\'])/g, '$1');
      if (text.startsWith('"')) return rubyParts(node, context, new Set());
      return unknown('ruby', node);
    case 'heredoc_beginning': {
      // The body is the first heredoc_body after the line that opens it.
      const heredoc = all(root, 'heredoc_body').find((candidate) => candidate.startIndex >= node.endIndex);
      const end = heredoc && named(heredoc).find((child) => child.type === 'heredoc_end');
      if (!heredoc || !end || !/^<<[~-]?(\w+|'\w+')$/.test(text)) return unknown('ruby', node);
      const raw = text.includes("'");
      const content = raw
        ? heredoc.text.slice(0, heredoc.text.lastIndexOf(end.text))
        : rubyParts(heredoc, context, new Set(['heredoc_end']));
      // The body runs from the end of the opening line to the line before the end marker.
      const lines = content.replace(/^[^\n]*\n/, '').replace(/[ \t]*$/, '');
      return text.startsWith('<<~') ? dedent(lines) : lines;
    }
    case 'binary':
      if (field(node, 'operator').text === '+')
        return rubyValue(field(node, 'left'), context, root) + rubyValue(field(node, 'right'), context, root);
      return unknown('ruby', node);
    default:
      return unknown('ruby', node);
  }
}

function readRuby(root: Node, context: RunContext): SentRequest {
  const value = (node: Node) => rubyValue(node, context, root);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (const call of all(root, 'call')) {
    const callee = call.childForFieldName('method')?.text;
    const receiver = call.childForFieldName('receiver')?.text ?? '';
    const args = named(call.childForFieldName('arguments'));
    if (callee === 'URI' && args[0]) url = value(args[0]);
    const verb = /^Net::HTTP::(\w+)$/.exec(receiver);
    if (callee === 'new' && verb?.[1]) method = verb[1].toUpperCase();
  }
  for (const assignment of all(root, 'assignment')) {
    const left = field(assignment, 'left');
    const right = field(assignment, 'right');
    if (left.type === 'element_reference' && named(left)[0]?.text === 'request') {
      const [, name] = named(left);
      if (!name) return unknown('ruby', left);
      addHeader(headers, value(name), value(right));
    } else if (left.text === 'request.body') body = value(right);
  }
  return sent(method, url, headers, body);
}

// ---------------------------------------------------------------------------------------------
// C#: "…" with \n, \", \\, \uXXXX…; """…""" raw, its closing line's indentation removed; + concatenates.

function csharpRaw(text: string): string {
  const quotes = /^"+/.exec(text)?.[0].length ?? 0;
  const content = text.slice(quotes, -quotes);
  if (!content.includes('\n')) return content;
  const lines = content.split('\n');
  const indentation = lines.pop() ?? '';
  if (lines.shift()?.trim() || indentation.trim())
    throw new Error('csharp: a multi-line raw string has text on its opening or closing line');
  return lines
    .map((line) => {
      if (line.trim() && !line.startsWith(indentation)) throw new Error('csharp: a raw string line starts left of its closing quotes');
      return line.slice(Math.min(indentation.length, line.length));
    })
    .join('\n');
}

function csharpValue(node: Node, context: RunContext): string {
  const text = node.text;
  const envName = /^Environment\.GetEnvironmentVariable\("(\w+)"\)$/.exec(text);
  if (envName) return env(context, envName[1] ?? '');
  const deadline = /^\(DateTimeOffset\.UtcNow\.ToUnixTimeSeconds\(\) \+ (\d+)\)\.ToString\(\)$/.exec(text);
  if (deadline) return String(context.now + Number(deadline[1]));
  switch (node.type) {
    case 'string_literal':
      if (!text.startsWith('"')) return unknown('csharp', node);
      return unescape(
        text.slice(1, -1),
        /\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{1,4}|.)/gs,
        (escape) => {
          const body = escape.slice(1);
          if (/^[uUx]/.test(body)) return codePoint(body.slice(1));
          if (body === '0') return '\0';
          return body === '\\' || body === '"' || body === "'" ? body : /^[abefnrtv]$/.test(body) ? SIMPLE[body] : undefined;
        },
        'csharp',
      );
    case 'raw_string_literal':
      return csharpRaw(text);
    case 'binary_expression':
      if (field(node, 'operator').text === '+')
        return csharpValue(field(node, 'left'), context) + csharpValue(field(node, 'right'), context);
      return unknown('csharp', node);
    case 'parenthesized_expression':
      return csharpValue(named(node)[0] ?? node, context);
    default:
      return unknown('csharp', node);
  }
}

const CSHARP_METHODS = new Set(['Get', 'Post', 'Put', 'Delete', 'Patch', 'Head', 'Options']);

function readCsharp(root: Node, context: RunContext): SentRequest {
  const value = (node: Node) => csharpValue(node, context);
  const args = (node: Node) => named(node.childForFieldName('arguments')).map((argument) => named(argument)[0] ?? argument);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  let mediaType: string | undefined;
  const headers: Record<string, string> = {};
  for (const creation of all(root, 'object_creation_expression')) {
    const type = field(creation, 'type').text;
    const [first, second, third] = args(creation);
    if (type === 'HttpRequestMessage' && first && second) {
      const verb = /^HttpMethod\.(\w+)$/.exec(first.text)?.[1];
      if (verb && CSHARP_METHODS.has(verb)) method = verb.toUpperCase();
      else if (first.type === 'object_creation_expression' && field(first, 'type').text === 'HttpMethod' && args(first)[0])
        method = value(args(first)[0] as Node);
      else return unknown('csharp', first);
      url = value(second);
    } else if (type === 'StringContent' && first) {
      body = value(first);
      // StringContent(text, encoding, mediaType) sends `mediaType; charset=utf-8`.
      if (third) mediaType = `${value(third)}; charset=utf-8`;
    }
  }
  for (const call of all(root, 'invocation_expression')) {
    const callee = field(call, 'function').text;
    const [name, header] = args(call);
    if (/^request\.Headers\.(TryAddWithoutValidation|Add)$/.test(callee) && name && header) addHeader(headers, value(name), value(header));
  }
  for (const assignment of all(root, 'assignment_expression')) {
    // The library's form: request.Headers.Authorization = new AuthenticationHeaderValue(scheme, parameter).
    if (field(assignment, 'left').text !== 'request.Headers.Authorization') continue;
    const right = field(assignment, 'right');
    const [scheme, parameter] = right.type === 'object_creation_expression' ? args(right) : [];
    if (!scheme || !parameter) return unknown('csharp', right);
    addHeader(headers, 'Authorization', `${value(scheme)} ${value(parameter)}`);
  }
  if (mediaType) addHeader(headers, 'Content-Type', mediaType);
  return sent(method, url, headers, body);
}
