import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDoc, type ContentIndex } from '../../src/checks/checkDoc';
import { loadAllContent, siteIndex } from '../../src/checks/loadContent';
import { siteConfig } from '../../src/config/site';
import { versionOfRoute } from '../../src/routes/versions';
import { twinSite, twinSource } from '../../src/twins/pageTwin';
import { allVersionSources } from '../../src/versions/sources';

const root = path.resolve(__dirname, '../..');
const contents = loadAllContent(root);
let site: Awaited<ReturnType<typeof siteIndex>>;

// Links are checked against the site model of every version's pages, the API references' generated pages included.
beforeAll(async () => {
  site = await siteIndex(root, contents);
}, 60_000);

it('the pages of every version make a site model, as the build makes it', () => {
  expect(site.error).toBeNull();
  expect(contents.map((c) => c.docs.length).every((n) => n > 0)).toBe(true);
});

it("every twin of a released version's page says which version it documents, as its banner does; current's twins say nothing", () => {
  const model = site.model;
  expect(model).not.toBeNull();
  if (!model) return;
  const twins = twinSite(model, { roots: allVersionSources(root), basePath: siteConfig.basePath });
  const kinds = new Set<string>();
  for (const page of model.pages) {
    const { version } = versionOfRoute(siteConfig.docs.versions, page.route);
    const note = twinSource(page, model, twins).versionNote;
    if (version.status === 'current') expect(note, page.route).toBeUndefined();
    else {
      expect(note, page.route).toContain(`documentation for ${siteConfig.title} ${version.label}`);
      expect(note, page.route).toMatch(/\]\(\/docs\/[^)]*index\.md\)/);
      kinds.add(page.kind);
    }
  }
  // Doc pages, category pages and the generated API reference alike.
  expect([...kinds].sort()).toEqual(['category', 'doc', 'generated']);
});

describe.each(contents.map((c) => [c.sources.version.name, c] as const))('docs version %s', (_, content) => {
  describe('content pages', () => {
    it.each(content.docs.map((d) => [d.displayPath, d] as const))('%s passes every content check', (__, { doc, displayPath }) => {
      const problems = checkDoc(doc, site.index as ContentIndex, content.cli, displayPath);
      const line = (p: (typeof problems)[number]) => `${p.file}:${p.line} ${p.message}`;
      // Warnings (src/routes/linkPolicy.ts) are said, and do not fail: the build's verdict on the same link.
      for (const warning of problems.filter((p) => p.severity === 'warning')) console.warn(`warning: ${line(warning)}`);
      // One line per problem, `file:line message`, so the failure reads like a compiler error.
      expect(problems.filter((p) => p.severity !== 'warning').map(line)).toEqual([]);
    });
  });

  describe('categories', () => {
    it.each(content.categories.map((c) => [c.displayPath, c] as const))('%s has label, position, slug and description', (__, c) => {
      expect(c.errors).toEqual([]);
    });

    it('have unique slugs', () => {
      const slugs = content.categories.map((c) => c.meta.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    });
  });
});
