import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { ShapeChanged } from '../../gatsby/node/failSafe';
import { babelStateFile, compiledGatsbyFilesDir } from '../../gatsby/node/conventions';
import { listRelativeFiles } from '../../lib/listFiles';

/**
 * What decides how webpack turns a source file into a module, besides the file itself (which
 * webpack's cache snapshots per module). Files an MDX plugin reads on its own (an inlined SVG, a
 * link's target) are not among them, as they never were.
 * - `package-lock.json` pins every package in node_modules, `patches/` changes some of them, and
 *   `package.json` would hold a browserslist;
 * - Gatsby's compiled gatsby-config and gatsby-node hold the site's own build-time code (the remark
 *   and rehype plugins, this layer), and its Babel state the configuration the plugins asked for.
 */
export function cacheInputs(root: string): string[] {
  return [...packageInputs(root), path.join(root, 'package.json'), compiledGatsbyFilesDir(root), babelStateFile(root)];
}

/** What pins the installed packages: the lockfile and the patches applied to them. */
export const packageInputs = (root: string): string[] => [path.join(root, 'package-lock.json'), path.join(root, 'patches')];

/**
 * A hash of the content of every input (a folder: every file in it), for webpack's `cache.version`.
 * Throws ShapeChanged when one is missing: a key that silently left an input out would let a stale
 * cache through.
 */
export function webpackCacheVersion(root: string, inputs = cacheInputs(root)): string {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) {
    if (!fs.existsSync(input)) throw new ShapeChanged(`${path.relative(root, input)}, an input of the cache key, is not there`);
    const files = fs.statSync(input).isDirectory() ? listRelativeFiles(input).map((file) => path.join(input, file)) : [input];
    for (const file of files)
      hash
        .update(`${path.relative(root, file)}\0`)
        .update(fs.readFileSync(file))
        .update('\0');
  }
  return hash.digest('base64url');
}

/**
 * Keys webpack's persistent cache on webpackCacheVersion instead of its build dependencies.
 * Webpack adds every loader a build uses to its build dependencies and, when it stores the cache,
 * resolves each one's whole require tree to snapshot it: Gatsby's Babel loader alone reaches about
 * 4,400 files, seconds of every cold build and of every warm start. In node_modules webpack's
 * snapshot goes by each package's version, which package-lock.json pins already. Gatsby empties
 * the rest of `.cache` when its plugins or config change, never `.cache/webpack`, so the version is
 * what throws out a cache that a change of those made stale.
 */
export class CacheKeyPlugin {
  apply(compiler: Compiler): void {
    // After every module is built (loaders add themselves then), before the cache is stored.
    compiler.hooks.afterCompile.tap('CacheKeyPlugin', (compilation) => compilation.buildDependencies.clear());
  }
}
