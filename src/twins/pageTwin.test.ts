import { expect, it } from 'vitest';
import * as gatsbyConfig from '../../gatsby-config';
import { pageTwin } from './pageTwin';

it('is exported by gatsby-config, where the MDX workers find it in the compiled file', () => {
  expect((gatsbyConfig as { pageTwin?: unknown }).pageTwin).toBe(pageTwin);
});

it("makes a page's twin and lists its links, resolved against the site", () => {
  const site = { contentRoot: '/nowhere', basePath: '/docs/', twinRoutes: ['/intro/', '/other/'] };
  const twin = pageTwin(
    { body: 'See [the other page](/docs/other/).', frontmatter: { title: 'Intro', description: 'First.' }, fromFile: 'intro.mdx' },
    site,
  );
  expect(twin.markdown).toContain('# Intro');
  expect(twin.links).toEqual(['/docs/other/index.md']);
});
