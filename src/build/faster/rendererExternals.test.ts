import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalFile, externalizeRendererPackages, nearestPackageType, RENDERER_EXTERNALS } from './rendererExternals';

const nm = (file: string) => path.join('/site', 'node_modules', file);
const commonJs = { packageType: () => undefined };

describe('what the HTML renderer requires at run time instead of bundling', () => {
  it('requires a listed CommonJS package from node_modules by the file require finds', () => {
    expect(externalFile('@auth0/auth0-react', nm('@auth0/auth0-react/dist/auth0-react.cjs.js'), commonJs)).toBe(
      nm('@auth0/auth0-react/dist/auth0-react.cjs.js'),
    );
    expect(externalFile('mark.js', nm('mark.js/dist/mark.js'), commonJs)).toBe(nm('mark.js/dist/mark.js'));
    expect(externalFile('node-html-parser/dist/index', nm('node-html-parser/dist/index.js'), commonJs)).toBe(
      nm('node-html-parser/dist/index.js'),
    );
  });

  it("requires a listed package named by its file, as Gatsby's ProvidePlugin names node-fetch", () => {
    expect(externalFile(nm('node-fetch/lib/index.js'), nm('node-fetch/lib/index.js'), commonJs)).toBe(nm('node-fetch/lib/index.js'));
    expect(externalFile(nm('lodash/index.js'), nm('lodash/index.js'), commonJs)).toBeUndefined();
    expect(externalFile('/site/src/node-fetch/index.js', '/site/src/node-fetch/index.js', commonJs)).toBeUndefined();
  });

  it("bundles every package that is not listed, the site's own files, Gatsby's runtime and React", () => {
    expect(RENDERER_EXTERNALS).not.toContain('react');
    for (const request of ['lodash', 'gatsby', 'gatsby-link', '@gatsbyjs/reach-router', 'react-dom/server', '@mdx-js/react', './helper'])
      expect(externalFile(request, nm(`${request}/index.js`), commonJs), request).toBeUndefined();
    expect(externalFile('mark.js', '/site/src/lib/mark.ts', commonJs)).toBeUndefined();
  });

  it('bundles a listed package that Node could not require as CommonJS, or that webpack aliases', () => {
    expect(externalFile('mark.js', nm('mark.js/index.mjs'), commonJs)).toBeUndefined();
    expect(externalFile('mark.js', nm('mark.js/index.js'), { packageType: () => 'module' })).toBeUndefined();
    expect(externalFile('mark.js', nm('mark.js/index.js'), { packageType: () => 'unreadable' })).toBeUndefined();
    expect(externalFile('mark.js', undefined, commonJs)).toBeUndefined();
    expect(externalFile('mark.js', nm('mark.js/dist/mark.js'), { aliases: ['mark.js$'], packageType: () => undefined })).toBeUndefined();
    expect(externalFile('nprogress/x', nm('nprogress/x.js'), { aliases: ['nprogress'], packageType: () => undefined })).toBeUndefined();
  });

  it("reads a package's type from its nearest package.json", () => {
    expect(nearestPackageType(require.resolve('unified'))).toBe('module');
    expect(nearestPackageType(require.resolve('mark.js'))).toBeUndefined();
  });

  it("adds its entry after Gatsby's externals, and salts every chunk hash so an upgraded package renders the pages again", () => {
    const gatsbys = () => undefined;
    const config = externalizeRendererPackages({ externals: [{ fs: 'commonjs fs' }, gatsbys], output: { path: '/out' } }, 'lockfile-hash');
    expect(config.output).toEqual({ path: '/out', hashSalt: 'lockfile-hash' });
    expect(config.externals).toHaveLength(3);
    expect((config.externals as unknown[])[1]).toBe(gatsbys);
    expect(typeof (config.externals as unknown[])[2]).toBe('function');
  });
});
