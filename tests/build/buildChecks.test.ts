import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { siteDifferences } from '../../scripts/lib/compareSites';
import { SEE_ADAPTER } from '../../src/gatsby/node/failSafe';
import { INTEGRATIONS_BUILD_ENV, INTEGRATIONS_FIXTURES, INTEGRATIONS_OUT_ENV } from '../../scripts/lib/integrations';
import { createScratchSite, runGatsbyBuild, SKELETON, type ScratchSite } from '../../scripts/lib/scratchSite';

// Real Gatsby builds of tiny fixtures: slow by nature, so one build per outcome.
const BUILD_TIMEOUT = 240_000;
const fixture = (name: string) => path.resolve(__dirname, 'fixtures', name);
const sites: ScratchSite[] = [];
// Removing the fixture sites (their .cache and public/) takes seconds, more on a loaded machine.
afterAll(() => sites.forEach((site) => site.remove()), 120_000);

/**
 * One build of a fixture, thrown away after: webpack need not write its cache (docs/deploying.md).
 * A fixture is a few pages on top of the skeleton site (the pages the landing page, footer and
 * not-found page link to), not on top of the whole documentation: each build takes seconds, not a minute.
 */
function build(name: string) {
  const site = createScratchSite({ base: null, overlay: [SKELETON, fixture(name)] });
  sites.push(site);
  return runGatsbyBuild(site.dir, { WEBPACK_PERSISTENT_CACHE: 'false' });
}

/**
 * The first build of the features site (with the warnings fixture on top), made by the FASTER=0
 * comparison and read by the warnings test: one fixture build fewer. Rejected if that build fails.
 */
interface FirstBuild {
  output: string;
  publicDir: string;
}
let firstBuildDone: { resolve: (build: FirstBuild) => void; reject: (error: unknown) => void };
const firstBuild = new Promise<FirstBuild>((resolve, reject) => (firstBuildDone = { resolve, reject }));
// A rejection nobody awaits yet (the warnings test starts last) must not count as unhandled.
firstBuild.catch(() => undefined);

/** How every warning of the adapter ends, when a shape of Gatsby's it expects is gone (src/gatsby/node/failSafe.ts). */
const FELL_BACK = SEE_ADAPTER;

// Each build has its own scratch site, and a Gatsby build keeps about one core busy: two at a time
// (vitest.config.ts maxConcurrency) use both cores of a 2-core machine. They start in file order, so
// the longest (three rounds of builds) comes first, the short ones fill in behind it, and the
// warnings test, which reads the first round, comes last.
describe.concurrent('build-time checks (SPEC.md §8)', () => {
  it(
    "with every speed part off (FASTER=0) the build makes the same site, cold and after an edit; the edit, a CSS change and then a change to the build's own code reach every page",
    async () => {
      // Side by side, incremental as an author's builds are: both keep webpack's cache, so the fast
      // one's cache key runs too, and its rebuild after the edit uses the twin cache and the manifest.
      // The warnings fixture rides along: its imperfect links and duplicate route must warn alike on
      // both sides. Both build the integrations site (identity provider, analytics, announcement),
      // so those paths are compared too, and `npm test` serves the first build to their e2e specs.
      const fastSite = createScratchSite({ base: null, overlay: INTEGRATIONS_FIXTURES });
      const plainSite = createScratchSite({ base: null, overlay: INTEGRATIONS_FIXTURES });
      sites.push(fastSite, plainSite);
      const fastEnv = { ...INTEGRATIONS_BUILD_ENV, WEBPACK_PERSISTENT_CACHE: undefined };
      const plainEnv = { ...INTEGRATIONS_BUILD_ENV, FASTER: '0', WEBPACK_PERSISTENT_CACHE: undefined };
      const compare = async () => {
        const [fast, plain] = await Promise.all([runGatsbyBuild(fastSite.dir, fastEnv), runGatsbyBuild(plainSite.dir, plainEnv)]);
        expect(fast.code, fast.output).toBe(0);
        expect(plain.code, plain.output).toBe(0);
        // Every part of the layer applied and none fell back.
        expect(fast.output).not.toContain(FELL_BACK);
        expect(siteDifferences(path.join(fastSite.dir, 'public'), path.join(plainSite.dir, 'public'))).toEqual([]);
        return { fast, plain };
      };
      try {
        const { fast, plain } = await compare();
        // A copy: the rounds below rewrite public/ while the warnings test reads it.
        const snapshot = path.join(fastSite.dir, 'public-first-build');
        fs.cpSync(path.join(fastSite.dir, 'public'), snapshot, { recursive: true });
        const integrationsOut = process.env[INTEGRATIONS_OUT_ENV];
        if (integrationsOut) fs.cpSync(snapshot, integrationsOut, { recursive: true });
        firstBuildDone.resolve({ output: fast.output, publicDir: snapshot });
        // The plain side warns as the fast one does (its site is the same: compared above).
        expectWarnings(plain.output);
        // A page that cannot be data (a variable) stays an MDX module, built through the template's rules.
        expect(fast.output).toContain('content/docs/fixture-module.mdx: an MDX module, not data');
        const modulePage = fs.readFileSync(path.join(snapshot, 'fixture-module/index.html'), 'utf8').replace(/<!-- -->/g, '');
        expect(modulePage).toContain('Every sync of this page runs in eu-west-1.');
      } catch (error) {
        firstBuildDone.reject(error);
        throw error;
      }
      // With FASTER=0 no part ran: no thread bundle, and Gatsby's own (Parcel's) compile of gatsby-*.ts.
      expect(fs.existsSync(path.join(fastSite.dir, '.cache/faster/mdx-thread.js'))).toBe(true);
      expect(fs.existsSync(path.join(plainSite.dir, '.cache/faster'))).toBe(false);
      expect(fs.existsSync(path.join(plainSite.dir, '.cache/.parcel-cache'))).toBe(true);
      expect(fs.existsSync(path.join(fastSite.dir, '.cache/.parcel-cache'))).toBe(false);

      // An author's edit of a page and of a stylesheet. Gatsby with slices skipped re-rendering pages
      // when only the browser bundle changed, and every page inlines the site's CSS: the old styles
      // stayed (patches/gatsby+5.16.1.patch).
      for (const site of [fastSite, plainSite]) {
        fs.appendFileSync(path.join(site.contentDir, 'guides/blocks.mdx'), '\n## Edited\n\nA sentence added between two builds.\n');
        fs.appendFileSync(path.join(site.dir, 'src/layout/Footer/styles.module.css'), '\n.footer {\n  outline-offset: 7.25px;\n}\n');
      }
      await compare();
      const publicDir = path.join(fastSite.dir, 'public');
      expect(fs.readFileSync(path.join(publicDir, 'guides/blocks/index.md'), 'utf8')).toContain('A sentence added between two builds.');
      const pages = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter((file) => /(^|\/)index\.html$/.test(file));
      expect(pages.length).toBeGreaterThan(9);
      const stale = pages.filter((file) => !fs.readFileSync(path.join(publicDir, file), 'utf8').includes('outline-offset:7.25px'));
      expect(stale).toEqual([]);
      // The server sends the precompressed copy, so it must be the new page too.
      const served = zlib.gunzipSync(fs.readFileSync(path.join(publicDir, 'intro/index.html.gz'))).toString();
      expect(served).toContain('outline-offset:7.25px');

      // A change to the build's own code (here a rehype plugin) must reach the pages too: a page's
      // content is kept in Gatsby's cache keyed on the code's version (src/node/faster/pagesAsData.ts).
      const plugin = path.join(fastSite.dir, 'src/mdx/rehype/rehypeTaskListLabels.ts');
      const probe = "tree.children.push({ type: 'element', tagName: 'span', properties: { id: 'probe-5521' }, children: [] } as never);";
      fs.writeFileSync(
        plugin,
        fs.readFileSync(plugin, 'utf8').replace('return (tree: Root) => {', `return (tree: Root) => {\n    ${probe}`),
      );
      const third = await runGatsbyBuild(fastSite.dir, fastEnv);
      expect(third.code, third.output).toBe(0);
      const html = fs.readFileSync(path.join(publicDir, 'intro/index.html'), 'utf8');
      expect(html).toContain('id="probe-5521"');
      // …and what hydrates that HTML: the page's content, in its page data.
      expect(fs.readFileSync(path.join(publicDir, 'page-data/intro/page-data.json'), 'utf8')).toContain('probe-5521');
    },
    3 * BUILD_TIMEOUT,
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
    'an image with no file fails the build, naming the source file and the image',
    async () => {
      const { code, output } = await build('broken-image');
      expect(code).not.toBe(0);
      expect(output).toContain(
        'Broken image in content/docs/fixture-image.mdx: "/docs/img/missing.png" needs static/img/missing.png, which does not exist',
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
  it(
    "broken Markdown links, broken anchors and duplicate routes warn, naming both sides, and the build succeeds; every page loads one chunk map, startup scripts carry the compile hint, and the docs pages share the frame's chunk",
    async () => {
      const { output, publicDir } = await firstBuild;
      expectWarnings(output);

      // patches/gatsby+5.16.1.patch: Gatsby's chunk map (every page's chunks) is one hashed file
      // that every page loads, not a script inlined in each page, which grew as pages².
      const chunkMapScripts = new Set<string>();
      for (const page of ['index.html', 'intro/index.html', 'fixture-target/index.html', '404.html']) {
        const html = fs.readFileSync(path.join(publicDir, page), 'utf8');
        expect(html, page).not.toContain('window.___chunkMapping');
        const src = /<script id="gatsby-chunk-mapping" src="\/docs\/(chunk-map-[0-9a-f]{8}\.js)"><\/script>/.exec(html)?.[1];
        expect(src, page).toBeDefined();
        chunkMapScripts.add(src ?? '');
      }
      expect(chunkMapScripts.size).toBe(1);
      const [file] = [...chunkMapScripts];
      const chunkMap = fs.readFileSync(path.join(publicDir, file ?? ''), 'utf8');
      expect(chunkMap).toMatch(/^window\.___chunkMapping="\{.*"component---src-templates-doc-/);

      // src/node/compileHints.ts: every script of the entry ("app") and of a page
      // component's chunk group starts with V8's compile hint; lazily imported ones (search,
      // sign-in) do not. Gatsby's webpack.stats.json names each group's files.
      const startsWithHint = (script: string) =>
        fs.readFileSync(path.join(publicDir, script), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
      const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
        namedChunkGroups: Record<string, { assets: { name: string }[] }>;
      };
      const startup = new Set(
        Object.entries(stats.namedChunkGroups)
          .filter(([group]) => group === 'app' || group.startsWith('component---'))
          .flatMap(([, { assets }]) => assets.map(({ name }) => name))
          .filter((name) => name.endsWith('.js')),
      );
      for (const prefix of ['webpack-runtime-', 'framework-', 'app-', 'component---src-templates-doc-page-tsx-']) {
        expect(
          [...startup].some((script) => script.startsWith(prefix)),
          prefix,
        ).toBe(true);
      }
      for (const script of startup) expect(startsWithHint(script), script).toBe(true);
      const lazy = fs.readdirSync(publicDir).filter((name) => name.endsWith('.js') && !startup.has(name) && !name.startsWith('chunk-map-'));
      expect(lazy.length).toBeGreaterThan(0);
      for (const script of lazy) expect(startsWithHint(script), script).toBe(false);

      // src/node/docLayoutChunk.ts: the MDX pages and the category page load the same frame
      // chunk; the landing and not-found pages do not.
      const frameScripts = (group: string) =>
        (stats.namedChunkGroups[group]?.assets ?? []).filter(({ name }) => /^doc-layout-[0-9a-f]{8}\.js$/.test(name));
      const templateGroups = Object.keys(stats.namedChunkGroups).filter((group) => group.startsWith('component---src-templates-'));
      expect(templateGroups.map((group) => group.replace(/-content-file-path-.*/, ''))).toEqual(
        expect.arrayContaining(['component---src-templates-category-page-tsx', 'component---src-templates-doc-page-tsx']),
      );
      for (const group of templateGroups) expect(frameScripts(group), group).toHaveLength(1);
      for (const group of ['component---src-pages-index-tsx', 'component---src-pages-404-tsx']) {
        expect(stats.namedChunkGroups[group], group).toBeDefined();
        expect(frameScripts(group), group).toEqual([]);
      }
    },
    BUILD_TIMEOUT,
  );
});

/** What the warnings fixture's pages make a successful build say, naming both sides of each fault. */
function expectWarnings(output: string): void {
  expect(output).toMatch(
    /Broken Markdown link in content\/docs\/fixture-warnings\.mdx: "\.\/missing\.mdx" points to content\/docs\/missing\.mdx, which does not exist/,
  );
  expect(output).toContain('Broken anchors found!');
  expect(output).toMatch(
    /Broken anchor on source page content\/docs\/fixture-warnings\.mdx \(\/docs\/fixture-warnings\/\):\s+-> linking to \/docs\/fixture-target\/#no-such-heading/,
  );
  expect(output).not.toContain('#present');
  // The twins repeat the page's links: a broken anchor is reported once, for the page.
  expect(output).not.toContain('Broken anchors in the Markdown twins');
  expect(output).toMatch(
    /Duplicate routes found! Attempting to create page at url=\/fixture-dup\/ from content\/docs\/fixture-dup(\.mdx|\/index\.mdx), but a page already exists at this route \(from content\/docs\/fixture-dup(\.mdx|\/index\.mdx)\)/,
  );
  expect(output).not.toContain('Broken links found!');
}
