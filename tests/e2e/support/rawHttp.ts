import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed or stalled without an answer. */
  status: number;
  /** Lower-case names; a header sent on several lines keeps each value. */
  headers: Record<string, string[]>;
  body: Buffer;
}

/**
 * Sends `request` to `port` byte for byte (a client library would refuse or repair a malformed one)
 * and reads one answer, skipping interim 1xx ones: to its length, its last chunk, or the server's
 * close (workerd keeps a connection open despite `Connection: close`).
 */
export function rawRequest(port: number, request: string | Buffer, { head = false, timeoutMs = 5_000 } = {}): Promise<RawResponse> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let done = false;
    // Written, not ended: a client that half-closes makes Node's server drop a response not yet sent.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(parseResponse(received).response);
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const { response, complete } = parseResponse(received, head);
      if (complete && response.status) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

function parseResponse(raw: Buffer, head = false): { response: RawResponse; complete: boolean } {
  let start = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', start);
    if (end < 0) return { response: { status: 0, headers: {}, body: raw }, complete: false };
    const [statusLine = '', ...lines] = raw.subarray(start, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    if (status >= 100 && status < 200) {
      start = end + 4;
      continue;
    }
    const headers: Record<string, string[]> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      (headers[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
    }
    const body = raw.subarray(end + 4);
    const length = headers['content-length']?.[0];
    const complete =
      head || status === 204 || status === 304
        ? true
        : length !== undefined
          ? body.length >= Number(length)
          : headers['transfer-encoding']?.[0]?.includes('chunked') === true && body.subarray(-5).toString() === '0\r\n\r\n';
    return { response: { status, headers, body }, complete };
  }
}

/**
 * Sends `request` (several requests pipelined on one connection) and reads every answer until the
 * server closes or `timeoutMs` passes: the answers in order, each cut at its Content-Length.
 */
export function rawExchange(port: number, request: string | Buffer, { timeoutMs = 5_000 } = {}): Promise<RawResponse[]> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const finish = () => {
      socket.destroy();
      resolve(splitResponses(received));
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

function splitResponses(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length) {
    const { response } = parseResponse(rest);
    if (!response.status) break;
    const length = Number(response.headers['content-length']?.[0] ?? response.body.length);
    responses.push({ ...response, body: response.body.subarray(0, length) });
    rest = response.body.subarray(length);
  }
  return responses;
}
