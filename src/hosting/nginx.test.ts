import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEPLOY_NGINX_OPTIONS, nginxServerBlock } from './nginx';

it('the shipped nginx config is the one the rules generate (run npm run deploy:nginx after changing them)', () => {
  const shipped = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/developer-portal.conf'), 'utf8');
  expect(shipped).toBe(nginxServerBlock(DEPLOY_NGINX_OPTIONS));
});

it('carries the redirects, cache classes, headers and the 404 page', () => {
  const conf = nginxServerBlock(DEPLOY_NGINX_OPTIONS);
  expect(conf).toContain('if ($request_uri ~ "^(\\/docs/.*/)index\\.html(\\?.*)?$") {\n    return 301 $1$2;\n  }');
  expect(conf).toContain('error_page 404 /docs/404.html;');
  expect(conf).toContain('location ~ "^/docs/static/|^/docs/[^/]+-[0-9a-f]{20}\\.(js|css)$" {');
  expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  expect(conf).toContain(
    `add_header Content-Security-Policy "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'" always;`,
  );
  expect(conf).toContain('gzip_static on;');
});
