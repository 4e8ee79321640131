import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchSite, runGatsbyBuild, type ScratchSite } from '../../scripts/lib/scratchSite';

// Real Gatsby builds of tiny fixtures: slow by nature, so one build per outcome.
const BUILD_TIMEOUT = 240_000;
const fixture = (name: string) => path.resolve(__dirname, 'fixtures', name);
const sites: ScratchSite[] = [];
afterAll(() => sites.forEach((site) => site.remove()));

async function build(name: string) {
  const site = createScratchSite({ overlay: fixture(name) });
  sites.push(site);
  return runGatsbyBuild(site.dir);
}

describe.sequential('build-time checks (SPEC.md §8)', () => {
  it(
    'broken Markdown links, broken anchors and duplicate routes warn, naming both sides, and the build succeeds',
    async () => {
      const { code, output } = await build('warnings');
      expect(output).toMatch(
        /Broken Markdown link in content\/docs\/fixture-warnings\.mdx: "\.\/missing\.mdx" points to content\/docs\/missing\.mdx, which does not exist/,
      );
      expect(output).toContain('Broken anchors found!');
      expect(output).toMatch(
        /Broken anchor on source page content\/docs\/fixture-warnings\.mdx \(\/docs\/fixture-warnings\/\):\s+-> linking to \/docs\/fixture-target\/#no-such-heading/,
      );
      expect(output).not.toContain('#present');
      expect(output).toMatch(
        /Duplicate routes found! Attempting to create page at url=\/fixture-dup\/ from content\/docs\/fixture-dup(\.mdx|\/index\.mdx), but a page already exists at this route \(from content\/docs\/fixture-dup(\.mdx|\/index\.mdx)\)/,
      );
      expect(output).not.toContain('Broken links found!');
      expect(code).toBe(0);
    },
    BUILD_TIMEOUT,
  );

  it(
    'a link to a page that does not exist fails the build, naming the source file and the link',
    async () => {
      const { code, output } = await build('broken-link');
      expect(code).not.toBe(0);
      expect(output).toContain('Broken links found!');
      expect(output).toMatch(
        /Broken link on source page content\/docs\/fixture-broken\.mdx \(\/docs\/fixture-broken\/\):\s+-> linking to \/docs\/does-not-exist\//,
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'malformed front matter fails the build, naming the file and the field',
    async () => {
      const { code, output } = await build('bad-frontmatter');
      expect(code).not.toBe(0);
      expect(output).toContain('content/docs/fixture-bad.mdx: front matter field "description" must be a string, got 42');
    },
    BUILD_TIMEOUT,
  );
});
