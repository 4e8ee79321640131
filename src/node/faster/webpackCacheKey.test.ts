import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempFiles } from '../../../tests/unit/tempFiles';
import webpack from 'webpack';
import { ShapeChanged } from '../../gatsby/node/failSafe';
import { cacheInputs, CacheKeyPlugin, webpackCacheVersion } from './webpackCacheKey';

const site = (files: Record<string, string>) => tempFiles('dp-cache-key-', files);

it('the cache version changes with the lockfile, a patch and the compiled config, and with nothing else', () => {
  const root = site({
    'package.json': '{}',
    'package-lock.json': '{"lockfileVersion":3}',
    'patches/gatsby+5.16.1.patch': 'diff',
    '.cache/compiled/gatsby-config.js': 'module.exports = {}',
    '.cache/babelState.json': '{}',
    'src/node/faster/mdxThreads/thread.ts': 'export {}',
    'src/pages/index.tsx': 'export default () => null',
    'content/docs/intro.mdx': '# Intro',
  });
  const first = webpackCacheVersion(root);
  expect(webpackCacheVersion(root)).toBe(first);

  // Source files and content are the cache's own business: webpack snapshots each module's files.
  fs.writeFileSync(path.join(root, 'src/pages/index.tsx'), 'export default () => 1');
  fs.writeFileSync(path.join(root, 'content/docs/intro.mdx'), '# Changed');
  fs.writeFileSync(path.join(root, 'src/node/faster/mdxThreads/thread.ts'), 'export const changed = 1');
  expect(webpackCacheVersion(root)).toBe(first);

  const seen = new Set([first]);
  for (const file of ['package-lock.json', 'patches/gatsby+5.16.1.patch', '.cache/compiled/gatsby-config.js']) {
    fs.appendFileSync(path.join(root, file), '\n// changed');
    const version = webpackCacheVersion(root);
    expect(seen.has(version), file).toBe(false);
    seen.add(version);
  }
  // A new file in an input folder counts too, as does one removed.
  fs.writeFileSync(path.join(root, 'patches/gatsby-plugin-mdx+5.16.0.patch'), 'diff');
  expect(seen.has(webpackCacheVersion(root))).toBe(false);
});

it('refuses to key the cache when an input is missing, instead of leaving it out', () => {
  const root = site({ 'package.json': '{}' });
  expect(() => webpackCacheVersion(root)).toThrow(ShapeChanged);
  expect(() => webpackCacheVersion(root)).toThrow(/package-lock\.json, an input of the cache key, is not there/);
});

it('the inputs outside .cache exist in this project', () => {
  const root = path.resolve(__dirname, '../../..');
  for (const input of cacheInputs(root).filter((input) => !input.includes(`${path.sep}.cache${path.sep}`)))
    expect(fs.existsSync(input), input).toBe(true);
});

it('a webpack build with CacheKeyPlugin stores no build dependencies, though its loaders would add themselves', async () => {
  const root = site({ 'entry.js': 'export default 1;', 'loader.cjs': 'module.exports = (source) => source;' });
  const compiler = webpack({
    mode: 'development',
    context: root,
    entry: './entry.js',
    output: { path: path.join(root, 'dist') },
    module: { rules: [{ test: /entry\.js$/, use: path.join(root, 'loader.cjs') }] },
    plugins: [new CacheKeyPlugin()],
  });
  let stored: string[] | undefined;
  compiler.cache.hooks.storeBuildDependencies.tap('test', (dependencies: Iterable<string>) => {
    stored = [...dependencies];
  });
  await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))));
  expect(stored).toEqual([]);
});
