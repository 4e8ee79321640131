import { expect, it } from 'vitest';
import { currentVersion } from '../config/site';
import { pageTwin } from './pageTwin';

const site = { roots: [{ docsRoot: '/nowhere', version: currentVersion }], basePath: '/docs/', twinRoutes: ['/intro/', '/other/'] };

it("makes a doc page's twin and lists its links, resolved against the site", () => {
  const twin = pageTwin(
    {
      kind: 'doc',
      route: '/intro/',
      body: 'See [the other page](/docs/other/).',
      title: 'Intro',
      description: 'First.',
      url: '/docs/intro/',
      fromFile: 'intro.mdx',
      version: 'current',
    },
    site,
  );
  expect(twin.markdown).toMatch(/^---\ntitle: Intro\ndescription: First\.\nurl: \/docs\/intro\/\n---\n\n# Intro\n/);
  expect(twin.links).toEqual(['/docs/other/index.md']);
});

it("makes a category's twin from its cards and a generated page's from its Markdown, with the same header", () => {
  const category = pageTwin(
    {
      kind: 'category',
      title: 'Guides',
      description: 'How to.',
      url: '/docs/category/guides/',
      cards: [{ title: 'Intro', description: 'First.', url: '/docs/intro/index.md', count: null }],
    },
    site,
  );
  expect(category.markdown).toBe(
    '---\ntitle: Guides\ndescription: How to.\nurl: /docs/category/guides/\n---\n\n# Guides\n\nHow to.\n\n- [Intro](/docs/intro/index.md): First.\n',
  );
  const generated = pageTwin(
    {
      kind: 'generated',
      title: 'Create a token',
      description: 'POST /tokens.',
      url: '/docs/ref/create-token/',
      markdown: '\n## Request\n\nSee [intro](/docs/intro/index.md).\n',
    },
    site,
  );
  expect(generated.markdown).toBe(
    '---\ntitle: Create a token\ndescription: POST /tokens.\nurl: /docs/ref/create-token/\n---\n\n# Create a token\n\n## Request\n\nSee [intro](/docs/intro/index.md).\n',
  );
  expect(generated.links).toEqual(['/docs/intro/index.md']);
});

it("puts a released version's note under the title, and keeps only a fence's language and Markdown meta in a generated twin", () => {
  const note = '> **Note:** This is documentation for 2.x.\n\n';
  const generated = pageTwin(
    {
      kind: 'generated',
      title: 'Get health',
      description: 'GET /health.',
      url: '/docs/2.x/ref/get-health/',
      versionNote: note,
      markdown: '```json openapi="getHealth 200"\n{}\n```\n',
    },
    site,
  );
  expect(generated.markdown).toBe(
    `---\ntitle: Get health\ndescription: GET /health.\nurl: /docs/2.x/ref/get-health/\n---\n\n# Get health\n\n${note}\`\`\`json\n{}\n\`\`\`\n`,
  );
  const doc = pageTwin(
    {
      kind: 'doc',
      route: '/intro/',
      body: 'Lead.',
      title: 'Intro',
      description: 'First.',
      url: '/docs/intro/',
      fromFile: 'intro.mdx',
      version: 'current',
      versionNote: note,
    },
    site,
  );
  expect(doc.markdown).toContain(`# Intro\n\n${note}Lead.`);
});
