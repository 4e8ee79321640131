import { expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './seoFiles';

it('lists every route in sitemap.xml, sorted and escaped', () => {
  const xml = buildSitemap('https://docs.example', ['/docs/intro/', '/docs/', '/docs/a&b/']);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
    '<loc>https://docs.example/docs/</loc>',
    '<loc>https://docs.example/docs/a&amp;b/</loc>',
    '<loc>https://docs.example/docs/intro/</loc>',
  ]);
});

it('writes robots.txt that allows the docs, or keeps crawlers out when noIndex is set', () => {
  expect(buildRobots('https://docs.example', '/docs/', false)).toBe(
    'User-agent: *\nAllow: /docs/\n\nSitemap: https://docs.example/docs/sitemap.xml\n',
  );
  expect(buildRobots('https://docs.example', '/docs/', true)).toBe('User-agent: *\nDisallow: /docs/\n');
});
