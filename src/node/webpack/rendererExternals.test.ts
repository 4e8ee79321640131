import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalFile, nearestPackageType } from './rendererExternals';

const nm = (file: string) => path.join('/site', 'node_modules', file);
const commonJs = { packageType: () => undefined };

describe('what the HTML renderer requires at run time instead of bundling', () => {
  it('requires a CommonJS package from node_modules by the file webpack resolved', () => {
    expect(externalFile('@auth0/auth0-react', nm('@auth0/auth0-react/dist/auth0-react.cjs.js'), commonJs)).toBe(
      nm('@auth0/auth0-react/dist/auth0-react.cjs.js'),
    );
    expect(externalFile('mark.js', nm('mark.js/dist/mark.js'), commonJs)).toBe(nm('mark.js/dist/mark.js'));
    expect(externalFile('lodash/merge', nm('lodash/merge.js'), commonJs)).toBe(nm('lodash/merge.js'));
  });

  it("bundles the site's own files, Gatsby's runtime and React", () => {
    expect(externalFile('./Navbar', '/site/src/layout/Navbar/index.tsx', commonJs)).toBeUndefined();
    expect(externalFile('gatsby', '/site/.cache/gatsby-browser-entry.js', commonJs)).toBeUndefined();
    for (const request of ['gatsby-link', 'gatsby-script', '@gatsbyjs/reach-router', 'react', 'react-dom/server', '@mdx-js/react'])
      expect(externalFile(request, nm(`${request}/index.js`), commonJs), request).toBeUndefined();
  });

  it('bundles what Node could not require: ES modules, styles, loader requests and queries', () => {
    expect(externalFile('esm-only', nm('esm-only/index.mjs'), commonJs)).toBeUndefined();
    expect(externalFile('typed-esm', nm('typed-esm/index.js'), { packageType: () => 'module' })).toBeUndefined();
    expect(externalFile('some-theme/styles.css', nm('some-theme/styles.css'), commonJs)).toBeUndefined();
    expect(externalFile('null-loader!x', nm('x/index.js'), commonJs)).toBeUndefined();
    expect(externalFile('x?raw', nm('x/index.js'), commonJs)).toBeUndefined();
    expect(externalFile('alias-to-src', '/site/src/lib/thing.ts', commonJs)).toBeUndefined();
    expect(externalFile('./helper', nm('x/helper.js'), commonJs)).toBeUndefined();
  });

  it('bundles what webpack aliases, as webpack resolves it', () => {
    const aliases = { aliases: ['@reach/router', 'socket.io-client$'], packageType: () => undefined };
    expect(externalFile('@reach/router', nm('@reach/router/index.js'), aliases)).toBeUndefined();
    expect(externalFile('@reach/router/lib/utils', nm('@reach/router/lib/utils.js'), aliases)).toBeUndefined();
    expect(externalFile('socket.io-client', nm('socket.io-client/index.js'), aliases)).toBeUndefined();
    expect(externalFile('socket.io-client/dist/x', nm('socket.io-client/dist/x.js'), aliases)).toBe(nm('socket.io-client/dist/x.js'));
  });

  it("reads a package's type from its nearest package.json", () => {
    expect(nearestPackageType(require.resolve('unified'))).toBe('module');
    expect(nearestPackageType(require.resolve('mark.js'))).toBeUndefined();
  });
});
