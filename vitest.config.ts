import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Components import Link and withPrefix from gatsby, whose real module needs Gatsby's runtime.
  resolve: { alias: { gatsby: path.resolve(__dirname, 'tests/unit/mocks/gatsby.tsx') } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Fixture builds run Gatsby, slow by nature: at most two at a time (tests/build), one per core.
    maxConcurrency: 2,
    testTimeout: 20_000,
    fileParallelism: true,
    // A worker keeps what it has imported from file to file (vmThreads still isolate the components).
    isolate: false,
    projects: [
      {
        extends: true,
        // Logic: modules without module-level state that a test changes, so one worker keeps what it
        // has imported from file to file instead of importing unified, shiki and the rest again for
        // each of about 70 files (docs/decisions/2026-11-26-test-time.md).
        test: { name: 'logic', include: ['src/**/*.test.ts', 'tests/{unit,content}/**/*.test.ts'], pool: 'threads' },
      },
      // Components render into jsdom, each file into a document of its own.
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', pool: 'vmThreads' } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
