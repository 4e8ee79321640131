import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/checks/loadContent';
import { checkSamples } from '../../src/checks/samples/checkSamples';
import { EXAMPLES } from '../../src/checks/samples/project';

const root = path.resolve(__dirname, '../..');
const content = loadContent(root);
const problems = checkSamples(
  content.docs.map(({ doc, displayPath }) => ({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset })),
  EXAMPLES,
);

describe('TypeScript samples', () => {
  it.each(content.docs.map((d) => [d.displayPath] as const))('%s: every sample is an excerpt or compiles', (displayPath) => {
    // `file:line message`, like a compiler's output.
    expect(problems.filter((p) => p.file === displayPath).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
