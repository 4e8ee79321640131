import { expect, it, vi } from 'vitest';
import type { Compiler, Stats } from 'webpack';
import { WhenBuiltPlugin } from './whenBuilt';

it('calls back when webpack finishes a build, and not when the build has errors', () => {
  const then = vi.fn();
  let done: (stats: Stats) => void = () => {};
  const compiler = { hooks: { done: { tap: (_name: string, fn: typeof done) => (done = fn) } } } as unknown as Compiler;
  new WhenBuiltPlugin(then).apply(compiler);
  done({ hasErrors: () => true } as Stats);
  expect(then).not.toHaveBeenCalled();
  done({ hasErrors: () => false } as Stats);
  expect(then).toHaveBeenCalledTimes(1);
});
