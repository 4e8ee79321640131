import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExampleTracker } from '../../src/checks/exampleTracker';
import { checkReader } from '../../src/checks/reader';
import { readPage } from '../../src/checks/reader/pageBlocks';
import { loadContent } from '../../src/checks/loadContent';
import { EXAMPLES } from '../../src/checks/samples/project';

const content = loadContent(path.resolve(__dirname, '../..'));
const sources = content.docs.map(({ doc, displayPath }) => ({ ...doc, displayPath }));
// Both checks need every page at once: a reading path spans pages, and a page may import what another prints.
const problems = [...checkReader(sources), ...checkExampleTracker(sources.map(readPage), EXAMPLES.connectorRoot)];
const files = [...content.docs.map((d) => d.displayPath), 'examples/example-tracker/src/tracker.ts'];

describe('the site as a reader reads it', () => {
  it.each(files.map((f) => [f] as const))('%s: builds where it says, imports what is shown, shows code once, agrees with Example Tracker', (file) => {
    // `file:line message`, like a compiler's output.
    expect(problems.filter((p) => p.file === file).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
