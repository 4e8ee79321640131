import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { listRelativeFiles } from '../../lib/listFiles';

/**
 * What decides how webpack turns a source file into a module, besides the file itself (which
 * webpack's cache snapshots per module), relative to the site root. Files an MDX plugin reads on
 * its own (an inlined SVG, a link's target) are not among them, as they never were.
 * - `package-lock.json` pins every package in node_modules, `patches/` changes some of them, and
 *   `package.json` would hold a browserslist;
 * - `.cache/compiled` is gatsby-config and gatsby-node as Gatsby runs them, with the site's own
 *   build-time code bundled in (the remark and rehype plugins, onCreateWebpackConfig);
 * - `.cache/babelState.json` is the Babel configuration the plugins asked for;
 * - `src/build/faster` and `src/gatsby` hold the loaders webpack loads by path.
 */
export const CACHE_INPUTS = [
  'package.json',
  'package-lock.json',
  'patches',
  '.cache/compiled',
  '.cache/babelState.json',
  'src/build/faster',
  'src/gatsby',
];

/** A hash of the content of CACHE_INPUTS (a folder: every file in it but tests), for webpack's `cache.version`. */
export function webpackCacheVersion(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const input of CACHE_INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    // A folder's tests are not part of the build.
    const files = fs.statSync(full).isDirectory()
      ? listRelativeFiles(full)
          .filter((file) => !/\.test\.[cm]?[jt]s$/.test(file))
          .map((file) => `${input}/${file}`)
      : [input];
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0');
  }
  return hash.digest('base64url');
}

/**
 * Keys webpack's persistent cache on webpackCacheVersion instead of its build dependencies.
 * Webpack adds every loader a build uses to its build dependencies and, when it stores the cache,
 * resolves each one's whole require tree to take a snapshot of it: Gatsby's Babel loader alone
 * reaches about 4,400 files, most of Gatsby, so each webpack build of a cold production build
 * spent seconds on it, and each warm start resolved them all again to check the snapshot. In
 * node_modules, webpack's snapshot goes by each package's version, which package-lock.json pins
 * already; the site's own build-time code is all in CACHE_INPUTS. Gatsby empties the rest of
 * `.cache` when its plugins or config change, never `.cache/webpack`, so the version is what
 * throws out a cache that a change of those made stale.
 */
export class CacheKeyPlugin {
  apply(compiler: Compiler): void {
    // After every module is built (loaders add themselves then), before the cache is stored.
    compiler.hooks.afterCompile.tap('CacheKeyPlugin', (compilation) => compilation.buildDependencies.clear());
  }
}
