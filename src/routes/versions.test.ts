import { describe, expect, it } from 'vitest';
import { resolveContentLink } from './links';
import { currentOf, routeWithinVersion, versionListErrors, versionOfRoute, versionRoute, type DocsVersion } from './versions';

const current: DocsVersion = { name: 'current', label: 'Next', path: '', status: 'current' };
const two: DocsVersion = { name: '2.x', label: '2.x', path: '2.x', status: 'maintained' };
const one: DocsVersion = { name: '1.x', label: '1.x', path: '1.x', status: 'unmaintained' };
const all = [current, two, one];

describe('version routes', () => {
  it("puts a released version's routes under its path and leaves current's where they are", () => {
    expect(versionRoute(two, '/intro/')).toBe('/2.x/intro/');
    expect(versionRoute(current, '/intro/')).toBe('/intro/');
  });

  it('reads the version back from any route, current for routes under no released path', () => {
    expect(versionOfRoute(all, '/2.x/connectors/x/')).toEqual({ version: two, route: '/connectors/x/' });
    expect(versionOfRoute(all, '/2.xy/intro/')).toEqual({ version: current, route: '/2.xy/intro/' });
    expect(versionOfRoute(all, '/intro/')).toEqual({ version: current, route: '/intro/' });
    for (const version of all)
      for (const route of ['/', '/a/', '/a/b/']) expect(versionOfRoute(all, versionRoute(version, route))).toEqual({ version, route });
  });

  it('refuses lists the site cannot serve', () => {
    expect(versionListErrors(all)).toEqual([]);
    expect(versionListErrors([current, { ...two, path: '' }])).toContain('two docs versions have the path ""');
    expect(versionListErrors([current, { ...two, path: '2.x/old' }]).join()).toMatch(/one route segment/);
    expect(versionListErrors([two])).toContain('exactly one docs version has the status "current"');
    expect(versionListErrors([current, { ...two, path: 'openapi' }]).join()).toMatch(/the site's own/);
    expect(() => currentOf([two])).toThrow(/exactly one docs version has the status "current"/);
  });
});

describe('links in a versioned page', () => {
  const exists = () => true;
  const inTwo = { own: two, all };
  it("resolves a route written as current's within the page's own version", () => {
    expect(resolveContentLink('/docs/intro/', 'a/b.mdx', '/docs/', exists, inTwo)).toMatchObject({ kind: 'route', route: '/2.x/intro/' });
    expect(resolveContentLink('./c.mdx#x', 'a/b.mdx', '/docs/', exists, inTwo)).toMatchObject({ route: '/2.x/a/c/', hash: 'x' });
    expect(resolveContentLink('../../d/', 'a/b.mdx', '/docs/', exists, inTwo)).toMatchObject({ route: '/2.x/d/' });
    expect(resolveContentLink('#top', 'a/b.mdx', '/docs/', exists, inTwo)).toMatchObject({ route: '/2.x/a/b/' });
  });

  it('keeps an explicit link into another version, and the landing page and files as they are', () => {
    expect(resolveContentLink('/docs/1.x/intro/', 'a/b.mdx', '/docs/', exists, inTwo)).toMatchObject({ route: '/1.x/intro/' });
    expect(routeWithinVersion(inTwo, '/')).toBe('/');
    expect(resolveContentLink('/docs/img/a.svg', 'a/b.mdx', '/docs/', exists, inTwo)).toEqual({ kind: 'file', file: 'img/a.svg' });
    expect(resolveContentLink('/docs/intro/', 'a/b.mdx', '/docs/', exists, { own: current, all })).toMatchObject({ route: '/intro/' });
  });
});
