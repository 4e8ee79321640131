/**
 * The production server behind `npm start`: serves `public/` under the base path with the redirect
 * and header rules of src/hosting/rules.ts, precompressed brotli/gzip files, and the 404 page with
 * status 404. Static serving is sirv's; this file only routes.
 *
 *   tsx scripts/serve.ts [--port 9000] [--host localhost] [--dir public]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { siteConfig } from '../src/config/site';
import {
  CACHE_CONTROL,
  cacheClass,
  findRedirect,
  redirectRules,
  securityHeaders,
  textContentType,
  wantsMarkdown,
} from '../src/hosting/rules';

export interface ServerOptions {
  dir: string;
  basePath?: string;
  /** false: behave like a bare static host without our redirect rules (tests use it). */
  redirects?: boolean;
}

/** A request handler for the built site; exported for tests and benchmarks. */
export function createHandler({ dir, basePath = siteConfig.basePath, redirects = true }: ServerOptions): http.RequestListener {
  const root = path.resolve(dir);
  const base = basePath.replace(/\/$/, '');
  const rules = redirects ? redirectRules(basePath) : [];
  const common = securityHeaders();
  // Redirects revalidate too: a browser would otherwise keep a 301 for good.
  const redirectHeaders = { ...common, 'Cache-Control': CACHE_CONTROL.revalidate };
  const notFoundPage = path.join(root, '404.html');

  const sendNotFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const variant =
      accepts.includes('br') && fs.existsSync(`${notFoundPage}.br`)
        ? 'br'
        : accepts.includes('gzip') && fs.existsSync(`${notFoundPage}.gz`)
          ? 'gzip'
          : null;
    const file = variant === 'br' ? `${notFoundPage}.br` : variant === 'gzip' ? `${notFoundPage}.gz` : notFoundPage;
    res.writeHead(404, {
      ...common,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_CONTROL.revalidate,
      Vary: 'Accept-Encoding',
      ...(variant ? { 'Content-Encoding': variant } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  };

  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
      res.setHeader('Cache-Control', CACHE_CONTROL[cacheClass(pathname)]);
      // A page URL answers with its HTML or its Markdown twin, by Accept (wantsMarkdown).
      if (/\/index\.(html|md)$/.test(pathname)) res.setHeader('Vary', 'Accept-Encoding, Accept');
      // sirv passes its own Content-Type (no charset but for HTML) to writeHead, which wins over setHeader.
      const type = textContentType(pathname);
      if (type) {
        const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse;
        res.writeHead = ((status: number, headers?: http.OutgoingHttpHeaders) =>
          writeHead(status, { ...headers, 'Content-Type': type })) as typeof res.writeHead;
      }
    },
    onNoMatch: sendNotFound,
  });

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname, search } = url;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD' }).end();
      return;
    }
    // The origin root belongs to the product app in production; locally, send readers to the docs
    // (the identity provider's logout returns here).
    if (pathname === '/') {
      res.writeHead(302, { ...redirectHeaders, Location: basePath }).end();
      return;
    }
    if (pathname === '/robots.txt') {
      req.url = `${base}/robots.txt`;
    } else if (pathname !== base && !pathname.startsWith(`${base}/`)) {
      res
        .writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`Not found: ${pathname} is not part of the documentation site.\n`);
      return;
    }
    const redirect = findRedirect(rules, pathname, search);
    if (redirect) {
      res.writeHead(redirect.status, { ...redirectHeaders, Location: redirect.location }).end();
      return;
    }
    const inSite = (req.url ?? '/').slice(base.length).split('?')[0] ?? '/';
    // A directory without its trailing slash: redirect, as trailingSlash 'always' wants.
    if (
      redirects &&
      !inSite.endsWith('/') &&
      !path.extname(inSite) &&
      fs.existsSync(path.join(root, decodeURIComponent(inSite), 'index.html'))
    ) {
      res.writeHead(301, { ...redirectHeaders, Location: `${pathname}/${search}` }).end();
      return;
    }
    // Internal files that must never be served.
    if (/^\/(_headers|_redirects)$/.test(inSite)) {
      sendNotFound(req, res);
      return;
    }
    if (inSite.endsWith('/')) {
      // A page: its HTML, or its Markdown twin for a client that asks for Markdown.
      const twin = `${inSite}index.md`;
      const page =
        wantsMarkdown(req.headers.accept) && fs.existsSync(path.join(root, decodeURIComponent(twin))) ? twin : `${inSite}index.html`;
      req.url = `${page}${search}`;
    } else {
      req.url = `${inSite}${search}`;
    }
    files(req, res, () => sendNotFound(req, res));
  };
}

/** Starts the server; resolves once it listens. */
export function startServer(options: ServerOptions & { port: number; host: string }): Promise<http.Server> {
  const server = http.createServer(createHandler(options));
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
