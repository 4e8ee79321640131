import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReader } from '../../src/checks/reader';
import { loadContent } from '../../src/node/content/loadContent';

const content = loadContent(path.resolve(__dirname, '../..'));
// The check needs every page at once: a reading path spans pages, and a page may import what another prints.
const problems = checkReader(content.docs.map(({ doc, displayPath }) => ({ ...doc, displayPath })));

describe('the site as a reader reads it', () => {
  it.each(content.docs.map((d) => [d.displayPath] as const))('%s: builds where it says, imports what is shown, shows code once', (displayPath) => {
    // `file:line message`, like a compiler's output.
    expect(problems.filter((p) => p.file === displayPath).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });
});
