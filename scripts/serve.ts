/**
 * The production server behind `npm start`: serves `public/` under the base path with the rules of
 * src/hosting/rules.ts (redirects, headers, content types, Markdown and encoding negotiation), and
 * the 404 page with status 404. Files go out through `send` (Express's static engine): ETags,
 * If-None-Match / If-Modified-Since, ranges and If-Range as RFC 9110 has them. No request stops it:
 * a malformed one gets a 4xx, an unexpected failure a 500 logged with its request line.
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

export interface ServerOptions {
  dir: string;
  basePath?: string;
  /** false: behave like a bare static host without our redirect rules (tests use it). */
  redirects?: boolean;
}

/**
 * The request target, or null when it is malformed: not origin- or absolute-form (RFC 9112 §3.2),
 * a `%` without two hex digits, a NUL, a `..` hidden behind an escaped slash. `decoded` is null for
 * escapes that are well-formed but not UTF-8: no file has such a name.
 */
export function parseTarget(target: string): { pathname: string; search: string; decoded: string | null } | null {
  // Absolute-form's host is ignored: this server has one site.
  const absolute = /^https?:\/\//i.test(target);
  if (!absolute && !target.startsWith('/')) return null;
  let url: URL;
  try {
    // Concatenated, not resolved: `//host/x` is a path here, as on any static host.
    url = new URL(absolute ? target : `http://localhost${target}`);
  } catch {
    return null;
  }
  if (/%(?![0-9a-f]{2})/i.test(url.pathname)) return null;
  let decoded: string | null;
  try {
    // Repeated slashes name the same file, as nginx merges them.
    decoded = decodeURIComponent(url.pathname).replace(/\/{2,}/g, '/');
  } catch {
    decoded = null;
  }
  // The URL parser resolved the dot segments it saw; any left came from an escaped slash (..%2F).
  if (decoded !== null && (decoded.includes('\0') || /(^|\/)\.\.?(\/|$)/.test(decoded))) return null;
  return { pathname: url.pathname, search: url.search, decoded };
}

/** A small HTML page for an error status: what nginx sends, with the site's headers. */
function errorBody(status: number): string {
  const title = `${status} ${http.STATUS_CODES[status] ?? 'Error'}`;
  return `<!doctype html>\n<html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1></html>\n`;
}

/** The headers of an error answer, for a response or a raw socket. */
function errorHeaders(status: number, body: string): Record<string, string> {
  return {
    ...securityHeaders(),
    'Cache-Control': cacheControl(status, ''),
    'Content-Type': CONTENT_TYPES['.html']!,
    'Content-Length': String(Buffer.byteLength(body)),
  };
}

/** A request handler for the built site; exported for tests and benchmarks. */
export function createHandler({ dir, basePath = siteConfig.basePath, redirects = true }: ServerOptions): http.RequestListener {
  const root = path.resolve(dir);
  const base = basePath.replace(/\/$/, '');
  const rules = redirects ? redirectRules(basePath) : [];
  const security = securityHeaders();
  // Every file of the build, listed once at start as sirv did: a known file costs no lookup. A file
  // written later is still found on disk; one deleted since gets the 404 page from send.
  const known = new Set(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  const isFile = (pathInSite: string) => known.has(pathInSite) || (statOf(path.join(root, pathInSite))?.isFile() ?? false);

  const fail = (req: http.IncomingMessage, res: http.ServerResponse, status: number, extra: http.OutgoingHttpHeaders = {}) => {
    // Mid-body, the only honest answer left is a cut connection.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A file's headers may be set already (send fails after they are): only its Vary still holds.
    for (const name of res.getHeaderNames()) if (name !== 'vary') res.removeHeader(name);
    const body = errorBody(status);
    res.writeHead(status, { ...errorHeaders(status, body), ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const redirect = (res: http.ServerResponse, status: number, location: string, pathInSite: string) => {
    res
      .writeHead(status, { ...security, 'Cache-Control': cacheControl(status, pathInSite), Location: location, 'Content-Length': 0 })
      .end();
  };

  /**
   * Sends one file of the build with `status` (200: conditionals and ranges apply; 404: neither,
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
      acceptRanges: status === 200,
    });
    stream.on('headers', (response: http.ServerResponse, _file: string, stat: fs.Stats) => {
      for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
      response.setHeader('Cache-Control', cacheControl(status, pathInSite));
      response.setHeader('Content-Type', contentType(pathInSite));
      if (coding) response.setHeader('Content-Encoding', coding);
      if (variants.length) response.setHeader('Vary', variants.join(', '));
      // Strong, as nginx makes them (mtime and size): If-Range needs a strong validator.
      if (status === 200) response.setHeader('ETag', `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`);
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
    // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host (checked here, so the 400 carries our headers).
    const hosts = req.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;
    if (hosts > 1 || (hosts === 0 && req.httpVersionMinor === 1)) return fail(req, res, 400);
    const target = parseTarget(req.url ?? '');
    if (!target) return fail(req, res, 400);
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(req, res, 405, { Allow: 'GET, HEAD' });
    const { pathname, search, decoded } = target;
    if (decoded === null) return notFound(req, res);
    // The origin root belongs to the product app in production; locally, send readers to the docs
    // (the identity provider's logout returns here).
    if (pathname === '/' && base) return redirect(res, 302, basePath, '/');
    if (pathname === '/robots.txt') return serveFile(req, res, '/robots.txt', 200);
    if (decoded !== base && !decoded.startsWith(`${base}/`)) return notFound(req, res);
    const found = findRedirect(rules, pathname, search);
    if (found) return redirect(res, found.status, found.location, pathname.slice(base.length));
    const inSite = decoded.slice(base.length) || '/';
    // Dotfiles are never part of the site, nor the build's .br and .gz copies but as an encoding.
    if (/\/\./.test(inSite) || ENCODINGS.some(({ extension }) => inSite.endsWith(extension))) return notFound(req, res);
    if (inSite.endsWith('/')) {
      // A page: its HTML, or its Markdown twin to a client that ranks Markdown first. A folder without a page is not found.
      if (!isFile(`${inSite}index.html`)) return notFound(req, res);
      const twin = wantsMarkdown(req.headers.accept) && isFile(`${inSite}index.md`);
      return serveFile(req, res, `${inSite}${twin ? 'index.md' : 'index.html'}`, 200, ['Accept']);
    }
    // A page without its trailing slash: redirect, as trailingSlash 'always' wants.
    if (redirects && isFile(`${inSite}/index.html`)) return redirect(res, 301, `${pathname}/${search}`, inSite);
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
 * (the `fresh` module would answer 200 to `no-cache`, where nginx answers 304).
 */
function requestView(req: http.IncomingMessage, conditional: boolean, file: string): http.IncomingMessage {
  const skipped = conditional
    ? ['cache-control']
    : ['cache-control', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range', 'range'];
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !skipped.includes(name)));
  // RFC 9110 §14.1.2: a suffix longer than the file means the whole file; range-parser calls it unsatisfiable.
  if (typeof headers.range === 'string' && /-\d/.test(headers.range)) {
    const size = statOf(file)?.size;
    if (size !== undefined)
      headers.range = headers.range.replace(/(^|[=,]\s*)-(\d+)/g, (whole, lead: string, n: string) =>
        Number(n) > size ? `${lead}0-` : whole,
      );
  }
  return { method: req.method, headers } as http.IncomingMessage;
}

/** What is at `file`, or undefined where a request's path names nothing (ENOENT, ENOTDIR, ENAMETOOLONG alike). */
function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/** Answers a request Node's parser refused (a bad request line, oversized headers) instead of dropping it. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = errorBody(status);
  const head = Object.entries({ ...errorHeaders(status, body), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/** Starts the server; resolves once it listens. */
export function startServer(options: ServerOptions & { port: number; host: string }): Promise<http.Server> {
  // The handler checks Host itself, so that its 400 carries the site's headers.
  const server = http.createServer({ requireHostHeader: false }, createHandler(options));
  server.on('clientError', answerClientError);
  // CONNECT never reaches 'request': without this, Node drops the connection unanswered.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    const body = errorBody(405);
    const head = Object.entries({ ...errorHeaders(405, body), Allow: 'GET, HEAD', Connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`);
  });
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
