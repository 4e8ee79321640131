import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedMdxLoader = require('./sharedMdxLoader.cjs') as (this: unknown, source: string) => void;

// A stand-in for gatsby-mdx-loader: async, reads its options through getOptions, counts its calls.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-mdx-loader-'));
const inner = path.join(dir, 'inner.cjs');
fs.writeFileSync(
  inner,
  `exports.default = async function (source) {
    globalThis.innerCalls = (globalThis.innerCalls ?? 0) + 1;
    if (source === 'broken') throw new Error('cannot compile');
    return this.getOptions().prefix + source + ' from ' + this.resourcePath;
  };`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const calls = () => (globalThis as { innerCalls?: number }).innerCalls ?? 0;

/** Runs the loader as webpack would, with a loader context for `resourcePath`. */
function load(resourcePath: string, source: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      getOptions: () => ({ loader: inner, options: { prefix: 'compiled: ' } }),
      async: () => (error: Error | null, output?: unknown) => (error ? reject(error) : resolve(output)),
    };
    sharedMdxLoader.call(context, source);
  });
}

it('compiles a page once for the two builds, again when its content changes, and again for a third build', async () => {
  const before = calls();
  expect(await load('/site/a.mdx', '# A')).toBe('compiled: # A from /site/a.mdx');
  expect(await load('/site/a.mdx', '# A')).toBe('compiled: # A from /site/a.mdx');
  expect(calls() - before).toBe(1);

  expect(await load('/site/a.mdx', '# A, edited')).toBe('compiled: # A, edited from /site/a.mdx');
  expect(await load('/site/b.mdx', '# A')).toBe('compiled: # A from /site/b.mdx');
  expect(calls() - before).toBe(3);

  // After its second use the result is dropped, so memory does not grow with every page ever built.
  await load('/site/a.mdx', '# A');
  expect(calls() - before).toBe(4);
});

it('passes a compile error on, and does not keep it', async () => {
  const before = calls();
  await expect(load('/site/c.mdx', 'broken')).rejects.toThrow('cannot compile');
  await expect(load('/site/c.mdx', 'broken')).rejects.toThrow('cannot compile');
  expect(calls() - before).toBe(2);
});
