import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { IDP_ORIGIN } from '../../../scripts/lib/integrations';

// The provider's behaviour switch is shared state: these tests run one after another.
test.describe.configure({ mode: 'serial' });

const authErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Error during authentication:')) errors.push(message.text());
  });
  return errors;
};

const signIn = async (page: Page, baseURL: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams({
    sub: 'u_7',
    name: 'Ada Lovelace',
    email: 'ada@tracker.example',
    returnTo: `${baseURL}/docs/intro/`,
    ...params,
  });
  await page.goto(`${IDP_ORIGIN}/test/login?${query}`);
  await expect(page).toHaveURL(`${baseURL}/docs/intro/`);
};

test.beforeEach(async ({ request }) => {
  await request.post(`${IDP_ORIGIN}/test/reset`);
});

test('anonymous: the silent check fails with login_required, is logged, and the visitor sees Sign In', async ({ page }) => {
  const errors = authErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => r.url().startsWith(IDP_ORIGIN) && requests.push(new URL(r.url()).pathname));
  await page.goto('/docs/intro/');
  await expect.poll(() => errors).toEqual(['Error during authentication: Login required']);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', 'http://localhost:9501/admin/login');
  await expect(nav.getByRole('link', { name: 'My Connectors' })).toHaveCount(0);
  // One silent iframe check per page load, never a login redirect.
  expect(requests.filter((path) => path === '/authorize')).toHaveLength(1);
  await expect(page).toHaveURL('/docs/intro/');
  // Client-side navigation keeps the answer: no second check.
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  await page.waitForTimeout(500);
  expect(requests.filter((path) => path === '/authorize')).toHaveLength(1);
  expect(errors).toHaveLength(1);
});

test('signed in: My Connectors and a keyboard-operable profile menu with the avatar', async ({ page, baseURL }) => {
  const errors = authErrors(page);
  await signIn(page, baseURL!);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Connectors' })).toHaveAttribute('href', 'http://localhost:9501/admin/integrations');
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  const avatar = nav.getByRole('img', { name: 'Profile menu for Ada Lovelace' });
  await expect(avatar).toHaveAttribute('src', new RegExp(`^${IDP_ORIGIN}/avatars/u_7\\.svg`));
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const trigger = nav.getByRole('button', { name: 'Profile menu for Ada Lovelace' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', 'http://localhost:9501/admin/settings/apiKey');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  // The session survives client-side navigation without a second check.
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(nav.getByRole('link', { name: 'My Connectors' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('logout ends the provider session and returns to the site origin, signed out', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Profile menu for Ada Lovelace' }).click();
  const logoutRequest = page.waitForRequest((r) => r.url().startsWith(`${IDP_ORIGIN}/v2/logout`));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const url = new URL((await logoutRequest).url());
  expect(url.searchParams.get('returnTo')).toBe(baseURL);
  // The origin sends readers to the docs, where they are signed out.
  await expect(page).toHaveURL('/docs/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a picture that fails to load falls back to the initials', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, { picture: `${IDP_ORIGIN}/no-such-picture.png` });
  const avatar = page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: 'Profile menu for Ada Lovelace' });
  await expect(avatar).toHaveText('AL');
});

test('the provider answering with an error: the message is logged and the visitor is signed out', async ({ page, request, baseURL }) => {
  await signIn(page, baseURL!);
  await expect(page.getByRole('link', { name: 'My Connectors' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await request.post(`${IDP_ORIGIN}/test/behaviour`, { data: { authorize: 'server_error' } });
  const errors = authErrors(page);
  await page.reload();
  await expect.poll(() => errors).toEqual(['Error during authentication: The identity provider failed to answer']);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Connectors' })).toHaveCount(0);
});

test('the provider being down: the failure is logged and the visitor is signed out', async ({ page }) => {
  test.setTimeout(45_000);
  await page.route(`${IDP_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  const errors = authErrors(page);
  await page.goto('/docs/intro/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => errors, { timeout: 20_000 }).toHaveLength(1);
  expect(errors[0]).toMatch(/^Error during authentication: .+/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    'http://localhost:9501/admin/login',
  );
});

test('on localhost the admin links point to the local admin server on port 9501', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/docs/`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    'http://localhost:9501/admin/login',
  );
});
