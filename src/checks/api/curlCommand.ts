import { parse } from 'shell-quote';
import { HttpSyntaxError, type HttpMessage } from './httpMessage';

/** A `curl` command of a shell block as the request it sends, and the line it starts on (1-based in the block). */
export type CurlRequest = Extract<HttpMessage, { kind: 'request' }> & { url: string; line: number };

const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);
const HEADER = new Set(['-H', '--header']);
const METHOD = new Set(['-X', '--request']);
/** Flags that take a value the request does not depend on. */
const WITH_VALUE = new Set(['-o', '--output', '-u', '--user', '-w', '--write-out', '--connect-timeout', '-m', '--max-time', '--retry']);

/**
 * Every `curl` command of a shell block (shell-quote splits the words, as bash would; `$VARS` stay
 * as written). Only what decides the request is read: method, URL, headers, body.
 */
export function curlRequests(block: string): CurlRequest[] {
  const requests: CurlRequest[] = [];
  // A command runs to the first line that does not end in a backslash.
  const lines = block.split('\n');
  for (let start = 0; start < lines.length; start += 1) {
    if (!/^\s*curl\s/.test(lines[start] ?? '')) continue;
    let end = start;
    while (end < lines.length - 1 && (/\\$/.test(lines[end] ?? '') || openQuote(lines.slice(start, end + 1).join('\n')))) end += 1;
    requests.push(curlRequest(lines.slice(start, end + 1).join('\n'), start + 1));
    start = end;
  }
  return requests;
}

/** A quote opened and not yet closed (a JSON body spanning lines). */
function openQuote(text: string): boolean {
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
  }
  return quote !== null;
}

function curlRequest(command: string, line: number): CurlRequest {
  const words = parse(command.replace(/\\\n/g, ' '), (name) => `$${name}`).filter(
    (word): word is string => typeof word === 'string' && word !== '',
  );
  let method: string | undefined;
  let url: string | undefined;
  let body = '';
  const headers = new Map<string, string>();
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i] as string;
    const value = () => {
      i += 1;
      if (i >= words.length) throw new HttpSyntaxError(`curl: ${word} needs a value`, line);
      return words[i] as string;
    };
    if (METHOD.has(word)) method = value().toUpperCase();
    else if (HEADER.has(word)) {
      const header = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(value());
      if (!header?.[1]) throw new HttpSyntaxError(`curl: "${words[i] as string}" is not a header (Name: value)`, line);
      headers.set(header[1].toLowerCase(), header[2] ?? '');
    } else if (DATA.has(word)) body = value();
    else if (word === '--url') url = value();
    else if (WITH_VALUE.has(word)) value();
    else if (!word.startsWith('-')) url ??= word;
  }
  if (!url) throw new HttpSyntaxError('curl: no URL', line);
  const parsed = new URL(url);
  return {
    kind: 'request',
    method: method ?? (body ? 'POST' : 'GET'),
    url,
    path: parsed.pathname,
    query: parsed.searchParams,
    headers,
    body: body.trim(),
    bodyLine: 1,
    line,
  };
}
