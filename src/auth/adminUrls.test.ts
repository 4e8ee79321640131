import { expect, it } from 'vitest';
import { ADMIN_PATHS, adminUrl } from './adminUrls';

it.each([
  ['localhost', 'http://localhost:9501/admin/login'],
  ['127.0.0.1', 'http://localhost:9501/admin/login'],
  ['www.syncplatform.example', '/admin/login'],
  [null, '/admin/login'],
])('on %s Sign In goes to %s', (hostname, url) => expect(adminUrl(ADMIN_PATHS.login, hostname)).toBe(url));

it('keeps the admin paths of SPEC §2', () => {
  expect(ADMIN_PATHS).toEqual({ login: '/admin/login', connectors: '/admin/integrations', settings: '/admin/settings/apiKey' });
});
