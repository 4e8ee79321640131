import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Playwright's `test`, plus two things every spec gets:
 * - any Content-Security-Policy violation on any page of the test (Chromium reports them on the
 *   console and as `securitypolicyviolation` events) fails the test, so the whole suite exercises
 *   the policy;
 * - `page.goto` and `page.reload` return only once React has hydrated the site's page (see
 *   `hydrated`). Playwright's `load` can come first, because hydration runs in a transition
 *   (`src/routing/hydrate.ts`), and a button pressed in that gap does nothing: CI failed three
 *   times on that race, each in a different test. Waiting in one place ends the race everywhere.
 */
export const test = base.extend<{ cspGuard: void }>({
  page: async ({ page, baseURL }, use) => {
    const waitAfter =
      <Args extends unknown[]>(navigate: (...args: Args) => Promise<Response | null>) =>
      async (...args: Args) => {
        const response = await navigate(...args);
        if (isSitePage(response, baseURL)) await hydrated(page);
        return response;
      };
    page.goto = waitAfter(page.goto.bind(page));
    page.reload = waitAfter(page.reload.bind(page));
    await use(page);
  },
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`),
        ),
      );
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** An HTML document of the site under test (not the identity provider, not a JSON or text file). */
function isSitePage(response: Response | null, baseURL: string | undefined): boolean {
  if (!response || !baseURL || new URL(response.url()).origin !== new URL(baseURL).origin) return false;
  return /^text\/html\b/.test(response.headers()['content-type'] ?? '');
}

/**
 * Waits until React has hydrated the page. Before that the server HTML's buttons do nothing (links
 * still work, as full page loads); the colour-mode toggle is rendered disabled until hydration, so
 * its being enabled is the signal. Every `goto` and `reload` of the fixture waits for it.
 */
async function hydrated(page: Page): Promise<void> {
  // A CSS locator, not a role: on the mobile layout the toggle is in the HTML but hidden until the
  // drawer opens, and roles skip hidden elements.
  await expect(page.locator('button[aria-label^="Switch to"]')).toBeEnabled();
}

export { expect };
