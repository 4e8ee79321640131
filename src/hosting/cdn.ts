import fs from 'node:fs';
import path from 'node:path';
import { listRelativeFiles } from '../lib/listFiles';
import { CACHE_CONTROL, cacheClass, CONTENT_TYPES, ENCODINGS, IMMUTABLE_CDN_PATTERNS, redirectRules, securityHeaders } from './rules';

/**
 * The CDN target: a folder laid out as the site's URLs (`docs/` holds the build) with `_headers`
 * and `_redirects` at its top, the files Cloudflare Pages and Netlify read, generated from
 * src/hosting/rules.ts for one build. Deployed with `wrangler pages deploy`; tests/e2e/hosting.spec.ts
 * serves it with `wrangler pages dev`, Cloudflare's own implementation of the format.
 */

/** The newest date the workerd bundled with our wrangler (4.85) supports; dev only, the site has no Functions. */
export const CDN_COMPATIBILITY_DATE = '2026-04-20';

/** Files of the build that only the next build reads. */
const BUILD_ONLY = '/_gatsby/';

/** How Cloudflare Pages matches a `_headers` / `_redirects` path: `*` is a splat, `:name` one segment. */
export function cdnPattern(rule: string): RegExp {
  const escape = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const source = rule
    .split('*')
    .map(escape)
    .join('(.*)')
    .replace(/:[A-Za-z]\w*/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

/** `_headers`: the security headers and the revalidate class on every answer, then the year-long class where it applies. */
export function cdnHeaders(basePath: string): string {
  const base = basePath.replace(/\/$/, '');
  const everyAnswer = Object.entries({ ...securityHeaders({ https: true }), 'Cache-Control': CACHE_CONTROL.revalidate })
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  // A later rule that sets a header again appends to it: detach the default first.
  const immutable = IMMUTABLE_CDN_PATTERNS.map(
    (pattern) => `${base}${pattern}\n  ! Cache-Control\n  Cache-Control: ${CACHE_CONTROL.immutable}`,
  );
  return `# Generated from src/hosting/rules.ts by \`npm run deploy:cdn\`: edit the rules, not this file.
/*
${everyAnswer}
${immutable.join('\n')}
`;
}

/**
 * `_redirects`: the rules of src/hosting/rules.ts, one line per page for its trailing slash (the
 * format cannot ask whether a folder holds a page), robots.txt at the origin's root. Lines without
 * a splat come first: Pages looks those up directly, but only above the first line with one.
 */
export function cdnRedirects(basePath: string, pages: string[]): string {
  const base = basePath.replace(/\/$/, '');
  const lines: Array<{ from: string; to: string; status: number }> = [
    // The not-found page stays reachable by name (the exception in the .html rule), as its copy
    // 404/: Pages would drop the .html with a 308.
    { from: `${base}/404.html`, to: `${base}/404/`, status: 200 },
    ...redirectRules(basePath).map((rule) => ({ ...rule.cdn, status: rule.status })),
    ...pages
      .filter((page) => page !== '/')
      .map((page) => ({ from: `${base}${page.replace(/\/$/, '')}`, to: `${base}${page}`, status: 301 })),
    { from: '/robots.txt', to: `${base}/robots.txt`, status: 200 },
  ];
  const exact = lines.filter((line) => !line.from.includes('*'));
  const splats = lines.filter((line) => line.from.includes('*'));
  // Moving an exact line above the splats must not change which line a path meets first.
  for (const line of exact) {
    const shadow = splats.find((splat) => lines.indexOf(splat) < lines.indexOf(line) && cdnPattern(splat.from).test(line.from));
    if (shadow) throw new Error(`_redirects: ${shadow.from} would shadow ${line.from}`);
  }
  return `# Generated from src/hosting/rules.ts by \`npm run deploy:cdn\`: edit the rules, not this file.
${[...exact, ...splats].map((line) => `${line.from} ${line.to} ${line.status}`).join('\n')}
`;
}

/**
 * Lays out the CDN folder for the build in `publicDir`: its files (hard links, without the .br and
 * .gz copies: the CDN compresses at its edge) under the base path, `_headers` and `_redirects`.
 * Throws for a build the files cannot describe: a file type CONTENT_TYPES lacks, or a file whose
 * cache class the `_headers` patterns would get wrong.
 */
export function writeCdnSite(publicDir: string, outDir: string, basePath: string): { files: number } {
  const base = basePath.replace(/\/$/, '');
  const compressed = new Set<string>(ENCODINGS.map((encoding) => encoding.extension));
  // Regular files only (a symlink in the build is not carried to the CDN), and not Gatsby's slice
  // fragments: HTML the build stitches into pages, never fetched, which Pages would serve as a
  // document at `_gatsby/slices/<name>` without the script policy every page carries.
  const files = listRelativeFiles(publicDir)
    .map((file) => `/${file}`)
    .filter((file) => !compressed.has(path.extname(file)) && !file.startsWith(BUILD_ONLY));
  const problems: string[] = [];
  for (const file of files) {
    if (!CONTENT_TYPES[path.extname(file).toLowerCase()]) problems.push(`${file}: no Content-Type for its extension in CONTENT_TYPES`);
    const onCdn = IMMUTABLE_CDN_PATTERNS.some((pattern) => cdnPattern(pattern).test(file)) ? 'immutable' : 'revalidate';
    if (onCdn !== cacheClass(file)) problems.push(`${file}: ${cacheClass(file)} by IMMUTABLE_PATTERNS, ${onCdn} by IMMUTABLE_CDN_PATTERNS`);
  }
  // Gatsby leaves an older build's bundles in public/: one named by another hash length than today's lands here.
  if (problems.length)
    throw new Error(
      `The CDN files cannot describe this build (files an older build left? build from an empty public/):\n  ${problems.join('\n  ')}`,
    );

  fs.rmSync(outDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(outDir, base, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(publicDir, file), target);
    } catch {
      // Another file system: a copy does the same.
      fs.copyFileSync(path.join(publicDir, file), target);
    }
  }
  const pages = files.filter((file) => file.endsWith('/index.html')).map((file) => file.slice(0, -'index.html'.length));
  fs.writeFileSync(path.join(outDir, '_headers'), cdnHeaders(basePath));
  fs.writeFileSync(path.join(outDir, '_redirects'), cdnRedirects(basePath, pages));
  return { files: files.length };
}
