import { LOCAL_ADMIN_ORIGIN } from '../config/constants';

export const ADMIN_PATHS = {
  login: '/admin/login',
  connectors: '/admin/integrations',
  settings: '/admin/settings/apiKey',
} as const;

/**
 * The admin app's URL for `path`. It shares the site's origin, except during local development,
 * where it runs on its own server (SPEC §2: port 9501). Never under /docs: it is another app.
 */
export function adminUrl(path: string, hostname: string | null): string {
  return hostname === 'localhost' || hostname === '127.0.0.1' ? `${LOCAL_ADMIN_ORIGIN}${path}` : path;
}
