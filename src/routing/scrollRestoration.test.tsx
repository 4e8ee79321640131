// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { takeOverScrollRestoration } from './scroll';

it("turns the browser's own scroll restoration off, where the browser has it", () => {
  takeOverScrollRestoration();
  expect('scrollRestoration' in window.history).toBe(false);
  // jsdom has no scroll restoration: the attribute as Chromium has it.
  let mode: ScrollRestoration = 'auto';
  Object.defineProperty(window.history, 'scrollRestoration', {
    configurable: true,
    get: () => mode,
    set: (v: ScrollRestoration) => void (mode = v),
  });
  takeOverScrollRestoration();
  expect(mode).toBe('manual');
});
