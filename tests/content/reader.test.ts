import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExampleTracker } from '../../src/checks/exampleTracker';
import { checkComposition, checkReader } from '../../src/checks/reader';
import { readPage } from '../../src/checks/reader/pageBlocks';
import { loadAllContent } from '../../src/checks/loadContent';

const root = path.resolve(__dirname, '../..');

describe.each(loadAllContent(root).map((c) => [c.sources.version.name, c] as const))('docs version %s', (version, content) => {
  const { sources } = content;
  const pages = content.docs.map(({ doc, displayPath }) => ({ ...doc, displayPath }));
  // Both checks need every page at once: a reading path spans pages, and a page may import what another prints.
  const examples = { connectorRoot: sources.connectorRoot, sdkDeclarations: sources.sdkDeclarations };
  const problems = [
    ...checkReader(pages, examples, version),
    // Each page on top of the finished tutorial, and the recipes one after another in sidebar order.
    ...checkComposition(pages, examples, version),
    ...checkExampleTracker(pages.map(readPage), sources.connectorRoot),
  ];
  const tracker = path.relative(root, path.join(sources.connectorRoot, 'src/tracker.ts')).split(path.sep).join('/');
  const files = [...content.docs.map((d) => d.displayPath), tracker];

  describe('the site as a reader reads it', () => {
    it.each(files.map((f) => [f] as const))(
      '%s: builds where it says, on top of the tutorial too, imports what is shown, shows code once, agrees with Example Tracker',
      (file) => {
        // `file:line message`, like a compiler's output.
        expect(problems.filter((p) => p.file === file).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
      },
    );
  });
});
