import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExternalItemFunctionData } from 'webpack';

/**
 * Packages the renderer keeps in its bundle. Gatsby's runtime: `gatsby` is an alias for its browser
 * entry in `.cache`, and these share React context and module state with the `.cache` files that
 * are bundled. React and React DOM: Gatsby already requires them at run time, resolved its own way.
 */
const BUNDLED = /^(gatsby(-[\w-]+)?|@gatsbyjs\/[\w-]+|react|react-dom|@mdx-js\/react|@builder\.io\/partytown)(\/|$)/;

/** `lodash`, `lodash/merge`, `@auth0/auth0-react`: a package, not a path, a loader request or a query. */
const BARE_IMPORT = /^(@[\w-][\w.-]*\/)?[\w-][\w.-]*(\/[^!?]*)?$/;

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** The `"type"` of the package.json nearest above `file`. */
export function nearestPackageType(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type;
  }
  return undefined;
}

/**
 * What the renderer requires at run time for `request`, or undefined to bundle it. `required` is the
 * file Node's `require` finds for it from the importing file's folder. Only a bare package import
 * that webpack does not alias, found in node_modules as a file Node loads as CommonJS (`.cjs`, or
 * `.js` outside a `"type": "module"` package), except the packages BUNDLED keeps.
 */
export function externalFile(
  request: string,
  required: string | undefined,
  { aliases = [], packageType = nearestPackageType }: { aliases?: string[]; packageType?: (file: string) => string | undefined } = {},
): string | undefined {
  if (!required || !BARE_IMPORT.test(request) || BUNDLED.test(request)) return undefined;
  if (aliases.some((alias) => request === alias.replace(/\$$/, '') || (!alias.endsWith('$') && request.startsWith(`${alias}/`))))
    return undefined;
  if (!required.includes(NODE_MODULES)) return undefined;
  const commonJs = required.endsWith('.cjs') || (required.endsWith('.js') && packageType(required) !== 'module');
  return commonJs ? required : undefined;
}

type Callback = (error?: Error | null, result?: string) => void;

/**
 * A webpack `externals` entry for Gatsby's HTML renderer (`build-html`), given the config's alias
 * names. The renderer runs in Node, from the site, where every package is installed, so it can
 * require packages at run time instead of bundling them. Gatsby does so for React alone (a TODO in
 * its webpack.config.js says ES modules stopped it: hence CommonJS files only, found as `require`
 * finds them, not by the `module` field webpack prefers); bundled, the rest (the sign-in SDK,
 * search, Gatsby's own head parser and fetch polyfill: about a megabyte) was parsed, built and
 * written again by every production build. Required by absolute path, so every importer shares one copy.
 */
export function rendererExternals(aliases: string[]) {
  return ({ request, context }: ExternalItemFunctionData, callback: Callback): void => {
    if (!request || !context || !BARE_IMPORT.test(request) || BUNDLED.test(request)) return callback();
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
