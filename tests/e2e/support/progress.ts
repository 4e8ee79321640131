import type { Page } from '@playwright/test';

/** Records, from page start, when the nprogress bar was added to and removed from the DOM. */
export async function recordProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ event: 'shown' | 'hidden'; at: number }> = [];
    (window as unknown as { __progressLog: typeof log }).__progressLog = log;
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        m.addedNodes.forEach(
          (n) => n instanceof HTMLElement && n.id === 'nprogress' && log.push({ event: 'shown', at: performance.now() }),
        );
        m.removedNodes.forEach(
          (n) => n instanceof HTMLElement && n.id === 'nprogress' && log.push({ event: 'hidden', at: performance.now() }),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export function progressLog(page: Page): Promise<Array<{ event: 'shown' | 'hidden'; at: number }>> {
  return page.evaluate(() => (window as unknown as { __progressLog: Array<{ event: 'shown' | 'hidden'; at: number }> }).__progressLog);
}

/** Marks the current document, to tell a client-side navigation (kept) from a full load (gone). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
