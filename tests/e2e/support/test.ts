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

export { expect };
