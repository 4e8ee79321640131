import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { ESBUILD_GATSBY_FILES } from '../../scripts/gatsby.cjs';
import { tempFiles } from './tempFiles';

// patches/gatsby+5.16.1.patch: Gatsby compiles gatsby-config.ts and gatsby-node.ts with esbuild
// instead of Parcel, when the launcher asks for it as it does for every build. These tests run
// Gatsby's own compile step, so they fail if an upgrade drops the patch or changes where the
// compiled files go.
vi.stubEnv(ESBUILD_GATSBY_FILES, '1');
// The logic project's files share a worker (vitest.config.ts): the next file gets the environment back.
afterAll(() => vi.unstubAllEnvs());
const fromGatsby = createRequire(require.resolve('gatsby/package.json'));
const { compileGatsbyFiles } = fromGatsby('./dist/utils/parcel/compile-gatsby-files') as {
  compileGatsbyFiles: (siteRoot: string) => Promise<void>;
};
const reporter = fromGatsby('gatsby-cli/lib/reporter') as { panic: (...args: unknown[]) => never; warn: (message: string) => void };

it('bundles the site’s gatsby-*.ts files and a local plugin’s into .cache/compiled, imports and all', async () => {
  const site = tempFiles('dp-compile-', {
    'gatsby-config.ts':
      "import { title } from './src/title';\nexport const extra: number = 1;\nexport default { siteMetadata: { title } };\n",
    'gatsby-node.ts': "import path from 'node:path';\nexport const onPreInit = (): string => path.sep;\n",
    'src/title.ts': "export const title: string = 'Developer Portal';\n",
    'plugins/local/gatsby-node.ts': 'export const onPreBuild = (): number => 2;\n',
  });
  await compileGatsbyFiles(site);
  const load = createRequire(path.join(site, 'package.json'));
  const config = load('./.cache/compiled/gatsby-config.js') as { default: { siteMetadata: { title: string } }; extra: number };
  expect(config.default.siteMetadata.title).toBe('Developer Portal');
  expect(config.extra).toBe(1);
  expect((load('./.cache/compiled/gatsby-node.js') as { onPreInit: () => string }).onPreInit()).toBe(path.sep);
  expect((load('./.cache/compiled/plugins/local/gatsby-node.js') as { onPreBuild: () => number }).onPreBuild()).toBe(2);
});

it('stops at once on a file that does not compile, naming its file, line and column', async () => {
  const site = tempFiles('dp-compile-', {
    'gatsby-config.ts': 'export default {};\n',
    'gatsby-node.ts': 'export const fine = 1;\nexport const broken = (;\n',
  });
  const panic = vi.spyOn(reporter, 'panic').mockImplementation((() => undefined) as never);
  try {
    await compileGatsbyFiles(site);
    // Once: a syntax error is not retried (Gatsby retried Parcel's failures five times).
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0]?.[0]).toMatchObject({
      id: '11901',
      context: { filePath: `${path.join(site, 'gatsby-node.ts')}:2:24`, generalMessage: 'Unexpected ";"' },
    });
    expect(fs.existsSync(path.join(site, '.cache/compiled/gatsby-node.js'))).toBe(false);
  } finally {
    panic.mockRestore();
  }
});

it('stops at once on a compiled file that throws when loaded, with its own error', async () => {
  const site = tempFiles('dp-compile-', {
    'gatsby-config.ts': "throw new Error('no site URL configured');\nexport default {};\n",
  });
  const panic = vi.spyOn(reporter, 'panic').mockImplementation((() => undefined) as never);
  try {
    await compileGatsbyFiles(site);
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0]?.[0]).toMatchObject({ id: '11903', context: { sourceMessage: 'no site URL configured' } });
  } finally {
    panic.mockRestore();
  }
});

it('passes on what esbuild only warns about, with its place: it can still break at run time', async () => {
  const site = tempFiles('dp-compile-', {
    'gatsby-node.ts': 'export const here = (): string => String(import.meta.url);\n',
  });
  const warn = vi.spyOn(reporter, 'warn').mockImplementation(() => undefined);
  try {
    await compileGatsbyFiles(site);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] ?? [];
    expect(message).toContain(`${path.join(site, 'gatsby-node.ts')}:1:`);
    expect(message).toContain('"import.meta" is not available');
  } finally {
    warn.mockRestore();
  }
});
