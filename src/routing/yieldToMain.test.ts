import { afterEach, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

it('resolves in a later task, after the microtasks already queued', async () => {
  const order: string[] = [];
  const yielded = yieldToMain().then(() => order.push('after the yield'));
  queueMicrotask(() => order.push('microtask'));
  await yielded;
  expect(order).toEqual(['microtask', 'after the yield']);
});

it('uses scheduler.yield() where the browser has it', async () => {
  const schedulerYield = vi.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});
