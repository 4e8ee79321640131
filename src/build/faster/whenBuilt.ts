import type { Compiler } from 'webpack';

/** Calls `then` once webpack has finished a build without errors. */
export class WhenBuiltPlugin {
  constructor(private readonly then: () => void) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('WhenBuiltPlugin', (stats) => {
      if (!stats.hasErrors()) this.then();
    });
  }
}
