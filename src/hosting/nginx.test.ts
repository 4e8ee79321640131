import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEPLOY_NGINX_OPTIONS, nginxServerBlock } from './nginx';

it('the shipped nginx config is the one the rules generate (run npm run deploy:nginx after changing them)', () => {
  const shipped = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/developer-portal.conf'), 'utf8');
  expect(shipped).toBe(nginxServerBlock(DEPLOY_NGINX_OPTIONS));
});

it('serves the site and nothing else, matches redirects on the normalised path only, and says what it negotiates', () => {
  const conf = nginxServerBlock(DEPLOY_NGINX_OPTIONS);
  expect(conf).toContain('if ($dp_redirectable ~ "^(\\/docs/.*/)index\\.html$") {\n    return 301 $1$is_args$args;\n  }');
  expect(conf).toContain('return 301 $uri/$is_args$args;');
  expect(conf).toContain('disable_symlinks on from=$document_root;');
  expect(conf).toContain('location / {\n    return 404;\n  }');
  expect(conf).toContain('error_page 404 /docs/404.html;');
  expect(conf).toContain('"~^\\d+:/docs/[^/]+[-.][0-9a-f]{8}\\.(js|css)(?![\\s\\S])" "public, max-age=31536000, immutable";');
  expect(conf).toContain('"~^[45]\\d\\d:" "no-store";');
  expect(conf).toContain(
    `add_header Content-Security-Policy "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'" always;`,
  );
  expect(conf).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
  // A page's end is no newline short of it: PCRE's $ would serve /docs/intro/%0a as the page's twin.
  expect(conf).toContain('"~^1:(?<dp_page>[\\s\\S]*/)(?![\\s\\S])" "${dp_page}index.md";');
  expect(conf).toContain('"~^(200|304|412):/docs/([\\s\\S]*/)?(?![\\s\\S])" "Accept";');
  for (const directive of [
    'server_tokens off;',
    'gzip_static on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_http_version 1.0;',
    'max_ranges 0;',
  ])
    expect(conf).toContain(directive);
  expect(conf).toContain('"text/javascript; charset=utf-8" js;');
  expect(conf).toContain('"text/yaml; charset=utf-8" yaml;');
});
