import fs from 'node:fs';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { tempFiles } from '../../tests/unit/tempFiles';
import { finishMarkdownTwins, prepareMarkdownTwins, startMarkdownTwins } from './markdownTwinsAhead';

const page = { body: '# Intro\n\nHello.', fields: { slug: '/intro/' }, frontmatter: { title: 'Intro', description: 'First.' } };

function site() {
  const contentRoot = tempFiles('twins-content-', { 'intro.mdx': `---\ntitle: Intro\n---\n${page.body}` });
  const publicDir = tempFiles('twins-public-', {});
  const data = {
    allMdx: { nodes: [{ ...page, internal: { contentFilePath: path.join(contentRoot, 'intro.mdx') } }] },
    allDocCategory: { nodes: [] },
    docSidebar: [{ type: 'doc', id: 'intro', label: 'Intro', href: '/intro/' }],
  };
  const graphql = vi.fn(async () => ({ data }));
  const store = new Map<string, unknown>();
  const cache = { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) };
  const args = { graphql, cache } as unknown as Parameters<typeof prepareMarkdownTwins>[0];
  return { args, graphql, options: { publicDir, contentRoot, basePath: '/docs/' } };
}

const noWorkers = { workersStarted: () => false, twinInWorker: async () => undefined };

test('the twins wait for the start signal, then are written before the build awaits them', async () => {
  const { args, graphql, options } = site();
  prepareMarkdownTwins(args, options, noWorkers);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(graphql).not.toHaveBeenCalled();
  expect(fs.existsSync(path.join(options.publicDir, 'intro', 'index.md'))).toBe(false);

  startMarkdownTwins();
  const written = await finishMarkdownTwins(args, options);
  expect(written.twins).toBe(1);
  expect(fs.readFileSync(path.join(options.publicDir, 'intro', 'index.md'), 'utf8')).toContain('Hello.');
  expect(written.links.llms).toContain('/docs/intro/index.md');
  expect(graphql).toHaveBeenCalledTimes(1);
});

test('without a start signal (no renderer build), awaiting the twins writes them', async () => {
  const { args, options } = site();
  prepareMarkdownTwins(args, options, noWorkers);
  expect((await finishMarkdownTwins(args, options)).twins).toBe(1);
});

test('a failure reaches the build where it awaits the twins, not as an unhandled rejection', async () => {
  const { args, options } = site();
  (args.graphql as unknown as ReturnType<typeof vi.fn>).mockResolvedValueOnce({ errors: [{ message: 'no such field' }] });
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  prepareMarkdownTwins(args, options, noWorkers);
  startMarkdownTwins();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await expect(finishMarkdownTwins(args, options)).rejects.toThrow(/no such field/);
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

test('with the MDX workers running, they make the twins at once, and a twin one cannot make is made here', async () => {
  const { args, options } = site();
  const twinInWorker = vi.fn(async () => undefined);
  prepareMarkdownTwins(args, options, { workersStarted: () => true, twinInWorker });
  await vi.waitFor(() => expect(fs.existsSync(path.join(options.publicDir, 'intro', 'index.md'))).toBe(true));
  expect(twinInWorker).toHaveBeenCalledWith(
    expect.objectContaining({ fromFile: 'intro.mdx' }),
    expect.objectContaining({ basePath: '/docs/', twinRoutes: ['/intro/'] }),
  );
  expect(fs.readFileSync(path.join(options.publicDir, 'intro', 'index.md'), 'utf8')).toContain('Hello.');

  const made = { markdown: '# Made in a worker\n', links: ['/docs/elsewhere/'] };
  const other = site();
  prepareMarkdownTwins(other.args, other.options, { workersStarted: () => true, twinInWorker: async () => made });
  const written = await finishMarkdownTwins(other.args, other.options);
  expect(fs.readFileSync(path.join(other.options.publicDir, 'intro', 'index.md'), 'utf8')).toBe(made.markdown);
  expect(written.links.full).toContain('/docs/elsewhere/');
});

test('a twin cached by an earlier build as a bare string is made again, links included', async () => {
  const { args, options } = site();
  const stored = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => stored.get(key) ?? 'an old twin, cached as a string',
    set: async (key: string, value: unknown) => void stored.set(key, value),
  };
  const older = { ...args, cache } as unknown as Parameters<typeof prepareMarkdownTwins>[0];
  prepareMarkdownTwins(older, options, noWorkers);
  const written = await finishMarkdownTwins(older, options);
  expect(fs.readFileSync(path.join(options.publicDir, 'intro', 'index.md'), 'utf8')).toContain('Hello.');
  expect(written.links.llms).toContain('/docs/intro/index.md');
  expect([...stored.values()]).toContainEqual(expect.objectContaining({ links: expect.any(Array) }));
});
