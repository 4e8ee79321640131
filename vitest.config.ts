import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Components import Link and withPrefix from gatsby, whose real module needs Gatsby's runtime.
  resolve: { alias: { gatsby: path.resolve(__dirname, 'tests/unit/mocks/gatsby.tsx') } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/{unit,content,build}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Fixture builds run Gatsby, slow by nature: at most two at a time (tests/build), one per core.
    maxConcurrency: 2,
    testTimeout: 20_000,
    fileParallelism: true,
  },
});
