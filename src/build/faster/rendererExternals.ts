import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExternalItemFunctionData } from 'webpack';

/**
 * The packages Gatsby's HTML renderer requires from node_modules at run time instead of bundling
 * them: the large ones it bundled (about a megabyte of the renderer's 1.03 MB), which it parsed,
 * built and wrote again in every production build. The renderer runs in Node, from the site,
 * where they are installed; Gatsby does the same for React alone.
 *
 * Listed one by one, not found by a rule: a package required at run time escapes what webpack does
 * to the bundle, so each was checked before it joined. It is CommonJS (Gatsby's TODO on this names
 * ES modules as what stopped it); what it requires needs none of webpack's aliases (one React,
 * Gatsby's browser entry for `gatsby`, MDX's context); and it does not read files or the network
 * while a page renders, which Gatsby's trackers of `fs` and `http` would otherwise have seen (a page
 * that does is rendered again in every build). node-fetch has `http` in it, for Gatsby's server
 * data, which no page here has.
 */
export const RENDERER_EXTERNALS = [
  '@auth0/auth0-react',
  'node-html-parser',
  'node-fetch',
  'mark.js',
  'flexsearch',
  'nprogress',
  'node-object-hash',
];

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/**
 * Whether `request` names a listed package: by name (`mark.js`, `node-html-parser/dist/x`), or by
 * its file in node_modules, as Gatsby's ProvidePlugin asks for node-fetch to stand in for `fetch`.
 */
function isListed(request: string): boolean {
  const nested = request.split(`${NODE_MODULES}`);
  const name = path.isAbsolute(request) ? (nested.length > 1 ? (nested.at(-1) ?? '') : '') : request;
  return RENDERER_EXTERNALS.some((listed) => name === listed || name.startsWith(`${listed}/`));
}

/** The `"type"` of the package.json nearest above `file` (unreadable: undefined). */
export function nearestPackageType(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    try {
      return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type;
    } catch {
      return 'unreadable';
    }
  }
  return undefined;
}

/**
 * What the renderer requires at run time for `request`, or undefined to bundle it. `required` is the
 * file Node's `require` finds for it from the importing file's folder. Only a listed package that
 * webpack does not alias, found in node_modules as a file Node loads as CommonJS (`.cjs`, or `.js`
 * outside a `"type": "module"` package): should a listed package change, it is bundled again.
 */
export function externalFile(
  request: string,
  required: string | undefined,
  { aliases = [], packageType = nearestPackageType }: { aliases?: string[]; packageType?: (file: string) => string | undefined } = {},
): string | undefined {
  if (!required || !isListed(request)) return undefined;
  if (aliases.some((alias) => request === alias.replace(/\$$/, '') || (!alias.endsWith('$') && request.startsWith(`${alias}/`))))
    return undefined;
  if (!required.includes(NODE_MODULES)) return undefined;
  const type = required.endsWith('.js') ? packageType(required) : undefined;
  const commonJs = required.endsWith('.cjs') || (required.endsWith('.js') && type !== 'module' && type !== 'unreadable');
  return commonJs ? required : undefined;
}

type Callback = (error?: Error | null, result?: string) => void;

/** A webpack `externals` entry for RENDERER_EXTERNALS, required by absolute path so every importer shares one copy. */
export function rendererExternals(aliases: string[]) {
  return ({ request, context }: ExternalItemFunctionData, callback: Callback): void => {
    if (!request || !context || !isListed(request)) return callback();
    let required: string | undefined;
    try {
      required = createRequire(path.join(context, 'index.js')).resolve(request);
    } catch {
      // Not something `require` finds (a browser-only or ESM-only export): bundle it.
    }
    const file = externalFile(request, required, { aliases });
    return file ? callback(null, `commonjs ${file}`) : callback();
  };
}

interface RendererConfig {
  externals?: unknown;
  resolve?: { alias?: object };
  output?: { hashSalt?: string; [option: string]: unknown };
}

/**
 * The `build-html` webpack config with RENDERER_EXTERNALS required at run time. `salt` goes into
 * every chunk's hash: Gatsby renders a page's HTML again only when the renderer's chunk hashes
 * change, and an external is hashed by its path alone, so without it an upgraded package would
 * leave every page's old HTML in place. With the lockfile's hash in it (webpackCacheVersion), an
 * upgrade renders the pages again, as it did when the package was bundled. Returns the config,
 * changed in place.
 */
export function externalizeRendererPackages<C extends RendererConfig>(config: C, salt: string): C {
  config.externals = [...[config.externals ?? []].flat(), rendererExternals(Object.keys(config.resolve?.alias ?? {}))];
  config.output = { ...config.output, hashSalt: salt };
  return config;
}
