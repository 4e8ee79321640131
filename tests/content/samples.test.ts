import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllContent } from '../../src/checks/loadContent';
import { checkSamples } from '../../src/checks/samples/checkSamples';

const root = path.resolve(__dirname, '../..');

// Each version's samples compile against that version's SDK declarations and reference connector.
describe.each(loadAllContent(root).map((c) => [c.sources.version.name, c] as const))('docs version %s', (_, content) => {
  const problems = checkSamples(
    content.docs.map(({ doc, displayPath }) => ({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset })),
    { connectorRoot: content.sources.connectorRoot },
  );

  describe('TypeScript samples', () => {
    it.each(content.docs.map((d) => [d.displayPath] as const))('%s: every sample is an excerpt or compiles', (displayPath) => {
      // `file:line message`, like a compiler's output.
      expect(problems.filter((p) => p.file === displayPath).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
    });
  });
});
