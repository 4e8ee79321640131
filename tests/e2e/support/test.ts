import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, plus a guard every spec gets: any Content-Security-Policy violation on any
 * page of the test (Chromium reports them on the console and as `securitypolicyviolation` events)
 * fails the test, so the policy is exercised by the whole suite.
 */
export const test = base.extend<{ cspGuard: void }>({
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

/**
 * Waits until React has hydrated the page. Before that the server HTML's buttons do nothing (links
 * still work, as full page loads); the colour-mode toggle is rendered disabled until hydration, so
 * its being enabled is the signal. Tests that press a button right after `goto` wait for it first.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeEnabled();
}

export { expect };
