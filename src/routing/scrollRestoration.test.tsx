// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { takeOverScrollRestoration } from './scroll';

it("turns the browser's restoration off after the load, on as the page is left, off again on a return from the cache", () => {
  vi.useFakeTimers();
  // jsdom has no scroll restoration: the attribute as Chromium has it.
  let mode: ScrollRestoration = 'auto';
  Object.defineProperty(window.history, 'scrollRestoration', {
    configurable: true,
    get: () => mode,
    set: (v: ScrollRestoration) => void (mode = v),
  });

  takeOverScrollRestoration();
  expect(document.readyState).toBe('complete');
  expect(mode).toBe('auto');
  vi.runAllTimers();
  expect(mode).toBe('manual');

  window.dispatchEvent(new Event('pagehide'));
  expect(mode).toBe('auto');
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  expect(mode).toBe('auto');
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  expect(mode).toBe('manual');
  vi.useRealTimers();
});
