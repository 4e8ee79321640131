/**
 * The production server behind `npm start`: serves `public/` under the base path with the rules of
 * src/hosting/rules.ts (redirects, headers, content types, Markdown and encoding negotiation), and
 * the 404 page with status 404. Files go out through `send` (Express's static engine): ETags and
 * the preconditions as RFC 9110 has them; no byte ranges, as from nginx and the CDN (a Range request
 * gets the whole file). No request stops it: a malformed one gets a 4xx, an unexpected failure a
 * 500 logged with its request line.
 *
 *   tsx scripts/serve.ts [--port 9000] [--host localhost] [--dir public]
 */
import fs from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { parseArgs } from 'node:util';
import send from 'send';
import { siteConfig } from '../src/config/site';
import {
  cacheControl,
  CONTENT_TYPES,
  contentType,
  ENCODINGS,
  findRedirect,
  preferredEncoding,
  redirectRules,
  securityHeaders,
  wantsMarkdown,
  type Coding,
} from '../src/hosting/rules';
import { isRedirectable, staysOnOrigin } from '../src/hosting/origin';

export interface ServerOptions {
  dir: string;
  basePath?: string;
  /** false: behave like a bare static host without our redirect rules (tests use it). */
  redirects?: boolean;
  /** Connection limits; tests shorten them. */
  limits?: Partial<ServerLimits>;
}

/**
 * How long a connection may take and how many there may be: a client that opens connections and
 * sends nothing, or a head a byte at a time, is cut off well before it can crowd others out. A
 * public deployment still goes behind nginx or a CDN (docs/deploying.md): this is one process, for local use.
 */
export interface ServerLimits {
  /** Connections at once (file descriptors stay well under the usual limit of 1,024); more are refused. */
  maxConnections: number;
  /** From a connection's first byte until the request's head is complete (slow headers). */
  headersTimeoutMs: number;
  /** Until the whole request is in. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way, such as a client that stopped reading the answer. */
  idleTimeoutMs: number;
  /** How often Node looks for connections past the first two limits. */
  checkIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  maxConnections: 512,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
};

/**
 * The request target as nginx reads it (its `$uri` and `$args`), or null when it is malformed: not
 * origin- or absolute-form (RFC 9112 §3.2), a `%` without two hex digits, a NUL, a dot segment that
 * climbs above the root. `decoded` is the path with its escapes decoded (`%2f` a slash, `%2e` a
 * dot), slashes merged and dot segments resolved; null for escapes that are well-formed but not
 * UTF-8: no file has such a name. `search` is the query as sent. A backslash is a character, as on
 * any Unix host (a browser never sends one: it reads it as a slash itself).
 */
export function parseTarget(target: string): { search: string; decoded: string | null } | null {
  // Absolute-form's host is ignored (this server has one site), but must be a host as nginx reads
  // one: a name or an IP literal, a port, and no userinfo (RFC 9110 §4.2.4) or escapes.
  const absolute = /^https?:\/\//i.test(target);
  const authority = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d*)?(?=[/?#]|$)/i.exec(target)?.[0];
  if (absolute ? authority === undefined : !target.startsWith('/')) return null;
  const rest = authority === undefined ? target : target.slice(authority.length);
  const pathname = /^[^?#]*/.exec(rest)![0] || '/';
  const query = /^[^?#]*(\?[^#]*)/.exec(rest)?.[1] ?? '';
  const search = query === '?' ? '' : query;
  if (!pathname.startsWith('/') || /%(?![0-9a-f]{2})/i.test(pathname)) return null;
  let text: string;
  try {
    text = decodeURIComponent(pathname);
  } catch {
    return { search, decoded: null };
  }
  if (text.includes('\0')) return null;
  const parts = text.split('/');
  const kept: string[] = [];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (index === 0 || (part === '' && !last)) continue;
    if (part === '..') {
      if (!kept.length) return null;
      kept.pop();
    }
    if (part === '.' || part === '..') {
      if (last) kept.push('');
      continue;
    }
    kept.push(part);
  }
  return { search, decoded: `/${kept.join('/')}` };
}

/**
 * Request headers a client sends once: nginx refuses a request with two lines of any of them (400),
 * and so does this server. (RFC 9110 lets If-Match and If-None-Match be lists, but on one line.)
 */
export const ONCE_ONLY_HEADERS = [
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'if-match',
  'if-none-match',
  'authorization',
  'expect',
];

/**
 * Whether a Host header's value is one nginx takes (its `ngx_http_validate_host`): no slash, space,
 * control byte or `..`, and a host left before the port once a final dot is dropped (so not empty,
 * `.` or `:80`). Looser than RFC 9110 §4.2.3 in places (`a\\b`, `a@b`), as nginx is.
 */
export function validHost(value: string): boolean {
  let hostLength = value.length;
  let state: 'name' | 'literal' | 'port' = 'name';
  let dot = -2;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    const code = value.charCodeAt(i);
    if (char === '.') {
      if (dot === i - 1) return false;
      dot = i;
    } else if (char === ':') {
      if (state === 'name') [hostLength, state] = [i, 'port'];
    } else if (char === '[') {
      if (i === 0) state = 'literal';
    } else if (char === ']') {
      if (state === 'literal') [hostLength, state] = [i + 1, 'port'];
    } else if (char === '/' || code <= 0x20 || code === 0x7f) return false;
  }
  if (dot === hostLength - 1) hostLength -= 1;
  return hostLength > 0;
}

/** A small HTML page for an error status: what nginx sends, with the site's headers. */
function errorBody(status: number): string {
  const title = `${status} ${http.STATUS_CODES[status] ?? 'Error'}`;
  return `<!doctype html>\n<html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1></html>\n`;
}

/** The headers of an error answer, for a response or a raw socket. */
function errorHeaders(status: number, body: string): Record<string, string> {
  return {
    ...securityHeaders({ https: false }),
    'Cache-Control': cacheControl(status, ''),
    'Content-Type': CONTENT_TYPES['.html']!,
    'Content-Length': String(Buffer.byteLength(body)),
  };
}

/** A request handler for the built site; exported for tests and benchmarks. */
export function createHandler({ dir, basePath = siteConfig.basePath, redirects = true }: ServerOptions): http.RequestListener {
  // Real paths: a file is served only where its real path is its path in the site (no symlink leads out).
  const root = fs.realpathSync(path.resolve(dir));
  const base = basePath.replace(/\/$/, '');
  const rules = redirects ? redirectRules(basePath) : [];
  const security = securityHeaders({ https: false });
  // Every file of the build, listed once at start as sirv did: a known file costs no lookup. A file
  // written later is still found on disk; one deleted since gets the 404 page from send.
  const known = new Set(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  const isFile = (pathInSite: string) => known.has(pathInSite) || (statOf(root, pathInSite)?.isFile() ?? false);

  const fail = (req: http.IncomingMessage, res: http.ServerResponse, status: number, extra: http.OutgoingHttpHeaders = {}) => {
    // Mid-body, the only honest answer left is a cut connection.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A file's headers may be set already (send fails after they are): only its Vary still holds.
    for (const name of res.getHeaderNames()) if (name !== 'vary') res.removeHeader(name);
    const body = errorBody(status);
    // After a malformed request the connection may be out of step: close it, as nginx does.
    const close = status === 400 ? { Connection: 'close' } : {};
    res.writeHead(status, { ...errorHeaders(status, body), ...close, ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const redirect = (req: http.IncomingMessage, res: http.ServerResponse, status: number, location: string, pathInSite: string) => {
    // Built from the normalised path, so this cannot fail; if it ever did, nothing leaves the origin.
    if (!staysOnOrigin(location)) return notFound(req, res);
    res
      .writeHead(status, { ...security, 'Cache-Control': cacheControl(status, pathInSite), Location: location, 'Content-Length': 0 })
      .end();
  };

  /**
   * Sends one file of the build with `status` (200: preconditions apply; 404: they do not,
   * RFC 9110 §13.2.1), in the coding the client ranks first among those the build wrote for it.
   */
  const serveFile = (req: http.IncomingMessage, res: http.ServerResponse, pathInSite: string, status: 200 | 404, vary: string[] = []) => {
    const codings: Coding[] = ENCODINGS.filter(({ extension }) => isFile(pathInSite + extension)).map(({ coding }) => coding);
    const coding = preferredEncoding(req.headers['accept-encoding'], codings);
    const variants = [...vary, ...(codings.length ? ['Accept-Encoding'] : [])];
    const sent = `${pathInSite}${ENCODINGS.find((encoding) => encoding.coding === coding)?.extension ?? ''}`;
    res.statusCode = status;
    // send decodes the path it is given; a decoded path needs only its % escaped to survive that.
    const stream = send(requestView(req, status === 200, path.join(root, sent)), sent.replace(/%/g, '%25'), {
      root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      lastModified: status === 200,
      etag: status === 200,
      acceptRanges: false,
    });
    stream.on('headers', (response: http.ServerResponse, _file: string, stat: fs.Stats) => {
      for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
      response.setHeader('Cache-Control', cacheControl(status, pathInSite));
      response.setHeader('Content-Type', contentType(pathInSite));
      if (coding) response.setHeader('Content-Encoding', coding);
      if (variants.length) response.setHeader('Vary', variants.join(', '));
      // Strong, as nginx makes them (mtime and size): If-Match needs a strong validator.
      if (status === 200) response.setHeader('ETag', etagOf(stat));
    });
    stream.on('directory', () => notFound(req, res));
    stream.on('error', (error: { status?: number; headers?: http.OutgoingHttpHeaders; message: string }) => {
      const failed = error.status ?? 500;
      if (failed === 404 && status === 200) return notFound(req, res);
      if (failed >= 500) console.error(`${failed} for "${req.method} ${req.url}": ${error.message}`);
      fail(req, res, failed, error.headers);
    });
    stream.pipe(res);
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => serveFile(req, res, '/404.html', 404);

  const route = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.httpVersionMajor !== 1) return fail(req, res, 505);
    // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host (checked here, so the 400 carries our
    // headers); a second line of a header read once is malformed too, as nginx has it.
    const lines = (name: string) => req.rawHeaders.filter((header, index) => index % 2 === 0 && header.toLowerCase() === name).length;
    if (lines('host') === 0 && req.httpVersionMinor === 1) return fail(req, res, 400);
    if (ONCE_ONLY_HEADERS.some((name) => lines(name) > 1)) return fail(req, res, 400);
    if (req.headers.host !== undefined && !validHost(req.headers.host)) return fail(req, res, 400);
    // A body this server cannot frame: without chunked last, 400 (RFC 9112 §6.3); with another coding
    // before it, one it does not implement, 501 (§6.1), as nginx answers. Either way the connection closes.
    const codings = req.headers['transfer-encoding']?.split(',').map((coding) => coding.trim().toLowerCase());
    if (codings && codings.at(-1) !== 'chunked') return fail(req, res, 400);
    if (codings && codings.length > 1) return fail(req, res, 501, { Connection: 'close' });
    const target = parseTarget(req.url ?? '');
    if (!target) return fail(req, res, 400);
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(req, res, 405, { Allow: 'GET, HEAD' });
    const { search, decoded } = target;
    if (decoded === null) return notFound(req, res);
    // The origin root belongs to the product app in production; locally, send readers to the docs
    // (the identity provider's logout returns here).
    if (decoded === '/' && base) return redirect(req, res, 302, basePath, '/');
    if (decoded === '/robots.txt') return serveFile(req, res, '/robots.txt', 200);
    if (decoded !== base && !decoded.startsWith(`${base}/`)) return notFound(req, res);
    const inSite = decoded.slice(base.length) || '/';
    // Redirects read the path as normalised, as nginx's $uri: `%2ehtml` is `.html`, `//docs` is `/docs`.
    const found = findRedirect(rules, decoded, search);
    if (found) return redirect(req, res, found.status, found.location, inSite);
    // Dotfiles are never part of the site, nor the build's .br and .gz copies but as an encoding.
    if (/\/\./.test(inSite) || ENCODINGS.some(({ extension }) => inSite.endsWith(extension))) return notFound(req, res);
    if (inSite.endsWith('/')) {
      // A page: its HTML, or its Markdown twin to a client that ranks Markdown first. A folder without a page is not found.
      if (!isFile(`${inSite}index.html`)) return notFound(req, res);
      const twin = wantsMarkdown(req.headers.accept) && isFile(`${inSite}index.md`);
      return serveFile(req, res, `${inSite}${twin ? 'index.md' : 'index.html'}`, 200, ['Accept']);
    }
    // A page without its trailing slash: redirect, as trailingSlash 'always' wants.
    if (redirects && isRedirectable(decoded) && isFile(`${inSite}/index.html`))
      return redirect(req, res, 301, `${decoded}/${search}`, inSite);
    if (!isFile(inSite)) return notFound(req, res);
    serveFile(req, res, inSite, 200);
  };

  return (req, res) => {
    try {
      route(req, res);
    } catch (error) {
      console.error(`500 for "${req.method} ${req.url}": ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      fail(req, res, 500);
    }
  };
}

/**
 * The request as send should see it. Without preconditions for a 404 (RFC 9110 §13.2.1); without
 * the client's Cache-Control, which speaks to caches: an origin evaluates If-None-Match regardless
 * (the `fresh` module would answer 200 to `no-cache`, where nginx answers 304); without Range.
 * Dates and If-Match are read here, as nginx reads them, and handed on in a form send cannot misread.
 */
function requestView(req: http.IncomingMessage, conditional: boolean, file: string): http.IncomingMessage {
  const skipped = conditional
    ? ['cache-control', 'if-range', 'range']
    : ['cache-control', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range', 'range'];
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !skipped.includes(name)));
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file);
  } catch {
    // send answers for a file that is gone.
  }
  // A date that is not an HTTP-date is no condition at all (RFC 9110 §13.1.3); a valid one goes on
  // in the one form JavaScript's Date reads right.
  for (const name of ['if-modified-since', 'if-unmodified-since']) {
    const value = headers[name];
    if (typeof value !== 'string') continue;
    const time = parseHttpDate(value);
    if (time === null) delete headers[name];
    else headers[name] = new Date(time).toUTCString();
  }
  // RFC 9110 §13.1.1: If-Match compares strongly, so a weak tag (or an empty list) never matches.
  // send compares weakly; a failed one becomes a tag no file has, a match is no condition at all.
  const ifMatch = headers['if-match'];
  if (typeof ifMatch === 'string') {
    const tags = ifMatch.split(',').map((tag) => tag.trim());
    // `*` matches any file there is, as a matching tag does: either way If-Unmodified-Since is read next.
    if (stat !== undefined && (ifMatch.trim() === '*' || tags.includes(etagOf(stat)))) delete headers['if-match'];
    else headers['if-match'] = '"no-such-tag"';
  }
  return { method: req.method, headers } as http.IncomingMessage;
}

/** The ETag of a file as sent: strong, from its mtime and size, as nginx makes them (If-Match compares strongly). */
function etagOf(stat: fs.Stats): string {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIME = '(?<hour>\\d{2}):(?<minute>\\d{2}):(?<second>\\d{2})';
const HTTP_DATES = [
  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT (nginx reads any zone name as GMT)
  new RegExp(`^[A-Z][a-z]{2}, (?<day>\\d{2}) (?<month>[A-Z][a-z]{2}) (?<year>\\d{4}) ${TIME} [A-Z]{3}$`),
  // rfc850-date: Sunday, 06-Nov-94 08:49:37 GMT
  new RegExp(`^[A-Z][a-z]+, (?<day>\\d{2})-(?<month>[A-Z][a-z]{2})-(?<year>\\d{2}) ${TIME} [A-Z]{3}$`),
  // asctime-date: Sun Nov  6 08:49:37 1994
  new RegExp(`^[A-Z][a-z]{2} (?<month>[A-Z][a-z]{2}) (?<day>[ \\d]\\d) ${TIME} (?<year>\\d{4})$`),
];

/**
 * An HTTP-date in one of the three forms a recipient reads (RFC 9110 §5.6.7), as milliseconds, or
 * null; within nginx's bounds: 1970 to 9999, a day the month has, 23:59:59 at most, and a two-digit
 * year below 70 is 20xx. JavaScript's Date would take year 125403, 31 February or 24:00 and roll
 * them over, and read a year 0035 as 2035.
 */
export function parseHttpDate(value: string): number | null {
  const parts = HTTP_DATES.map((form) => form.exec(value)?.groups).find((groups) => groups !== undefined);
  if (!parts) return null;
  const month = MONTHS.indexOf(parts.month!);
  let year = Number(parts.year);
  if (parts.year!.length === 2) year += year < 70 ? 2000 : 1900;
  const [day, hour, minute, second] = [parts.day, parts.hour, parts.minute, parts.second].map(Number) as [number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (month < 0 || year < 1970 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return Date.UTC(year, month, day, hour, minute, second);
}

/**
 * What is at `pathInSite` under `root`, or undefined where the path names nothing (ENOENT, ENOTDIR,
 * ENAMETOOLONG alike) or reaches it through a symlink: only the build's own files are served.
 */
function statOf(root: string, pathInSite: string): fs.Stats | undefined {
  const file = path.join(root, pathInSite);
  try {
    return fs.realpathSync(file) === file ? fs.statSync(file) : undefined;
  } catch {
    return undefined;
  }
}

/** A whole error answer as bytes, for a socket that has no response object. */
function rawAnswer(status: number, extra: Record<string, string> = {}): string {
  const body = errorBody(status);
  const head = Object.entries({ ...errorHeaders(status, body), ...extra, Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`;
}

/**
 * Answers a request Node's parser refused (a bad request line, oversized headers) or that took too
 * long to arrive, instead of dropping it, after the answers to the requests pipelined before it
 * (`pending`, the last of them).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, pending: http.ServerResponse | undefined): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer = () => {
    socket.end(rawAnswer(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400));
  };
  if (!pending || pending.writableFinished) return answer();
  pending.once('finish', answer);
  pending.once('close', () => {
    if (!pending.writableFinished) socket.destroy();
  });
}

/** Starts the server; resolves once it listens. */
export function startServer(options: ServerOptions & { port: number; host: string }): Promise<http.Server> {
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const handler = createHandler(options);
  // The handler checks Host itself, so that its 400 carries the site's headers.
  const server = http.createServer(
    {
      requireHostHeader: false,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  // Node stops reading header lines after about a thousand and passes the request on without the
  // rest (an Accept or a Host among them): every line is read, within maxHeaderSize's 16 KB.
  server.maxHeadersCount = 0;
  server.timeout = limits.idleTimeoutMs;
  // The last response begun on each connection: a malformed request pipelined after it waits for it.
  const lastResponse = new WeakMap<Duplex, http.ServerResponse>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => lastResponse.set(req.socket, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, lastResponse.get(socket)));
  // An Expect other than 100-continue: Node would answer 417 itself, without the site's headers;
  // nginx ignores it, and so does this server.
  server.on('checkExpectation', handler);
  // CONNECT never reaches 'request': without this, Node drops the connection unanswered.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => socket.end(rawAnswer(405, { Allow: 'GET, HEAD' })));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '9000' },
      host: { type: 'string', default: 'localhost' },
      dir: { type: 'string', default: 'public' },
    },
  });
  const dir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`Nothing to serve: ${dir}/index.html is missing. Run "npm run build" first (or "npm start", which builds and serves).`);
    process.exit(1);
  }
  startServer({ dir, port: Number(values.port), host: values.host }).then(
    () => console.log(`Developer Portal: http://${values.host}:${values.port}${siteConfig.basePath}  (Ctrl+C to stop)`),
    (error: Error) => {
      console.error(`Could not start the server: ${error.message}`);
      process.exit(1);
    },
  );
  const stop = () => process.exit(0);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
