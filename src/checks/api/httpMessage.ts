/** One HTTP message as the docs write it in an `http` block: start line, headers, blank line, body. */
export type HttpMessage =
  | { kind: 'request'; method: string; path: string; query: URLSearchParams; headers: Map<string, string>; body: string; bodyLine: number }
  | { kind: 'response'; status: number; headers: Map<string, string>; body: string; bodyLine: number };

export class HttpSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const REQUEST = /^([A-Z]+) (\S+) HTTP\/[\d.]+$/;
const RESPONSE = /^HTTP\/[\d.]+ (\d{3})(?: .*)?$/;

/** Parses a block; lines are 1-based inside the block. Throws HttpSyntaxError naming the line. */
export function parseHttpMessage(block: string): HttpMessage {
  const lines = block.replace(/\r\n/g, '\n').split('\n');
  const start = lines[0]?.trim() ?? '';
  const headers = new Map<string, string>();
  let i = 1;
  for (; i < lines.length && lines[i]?.trim(); i += 1) {
    const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(lines[i] ?? '');
    if (!match?.[1]) throw new HttpSyntaxError(`"${lines[i]}" is not a header line (Name: value)`, i + 1);
    headers.set(match[1].toLowerCase(), match[2] ?? '');
  }
  const body = lines
    .slice(i + 1)
    .join('\n')
    .trim();
  const bodyLine = i + 2;
  const request = REQUEST.exec(start);
  if (request?.[1] && request[2]) {
    const url = new URL(request[2], 'http://connector.invalid');
    return { kind: 'request', method: request[1], path: url.pathname, query: url.searchParams, headers, body, bodyLine };
  }
  const response = RESPONSE.exec(start);
  if (response?.[1]) return { kind: 'response', status: Number(response[1]), headers, body, bodyLine };
  throw new HttpSyntaxError(`"${start}" is neither a request line (GET /path HTTP/1.1) nor a status line (HTTP/1.1 200 OK)`, 1);
}
