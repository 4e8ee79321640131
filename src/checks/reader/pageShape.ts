import type { Problem } from '../checkDoc';
import type { ReaderPage } from './pageBlocks';

/**
 * Two things a reader relies on at the edges of a page. It ends with one list of where to go next,
 * always called "Next steps", so that nobody has to tell "Related" from "What's next" from "Next
 * steps". And a reference table's Default column says what happens without a value: "—" or "none"
 * leaves the reader to guess.
 */

export const CLOSING_HEADING = 'Next steps';
/** Headings that close a page under another name. */
const OTHER_CLOSINGS = /^(related|related pages|see also|what'?s next|where to go next|next)$/i;
/** A default that says nothing about what happens without a value. */
const SILENT_DEFAULT = /^(—|–|-|none|n\/a)?$/i;

export function checkPageShape(page: ReaderPage): Problem[] {
  const problems: Problem[] = [];
  // A page that does not parse has no headings to read: its compile error is the one to show.
  if (!page.parsed) return problems;
  const at = (line: number, message: string) => problems.push({ file: page.displayPath, line, message });
  const sections = page.headings.filter((h) => h.depth === 2);
  const closing = sections.filter((h) => h.text === CLOSING_HEADING);
  for (const h of sections.filter((s) => OTHER_CLOSINGS.test(s.text))) {
    at(h.line, `"## ${h.text}" closes the page under another name: every page ends with one "## ${CLOSING_HEADING}" list`);
  }
  if (closing.length === 0) at(sections.at(-1)?.line ?? 1, `the page has no closing "## ${CLOSING_HEADING}" list`);
  for (const extra of closing.slice(1)) at(extra.line, `a second "## ${CLOSING_HEADING}": a page has one`);
  const last = sections.at(-1);
  if (closing[0] && last && last !== closing[0])
    at(last.line, `"## ${last.text}" comes after "## ${CLOSING_HEADING}", which must be the page's last section`);

  // A change to the reader's files names the file, so a reader knows where it goes and the composition check applies it.
  for (const block of page.blocks.filter((b) => b.lang === 'diff' && !b.file && !b.mistake))
    at(block.line, 'a diff block must name the file it changes (title="src/…")');

  for (const table of page.tables) {
    const column = table.header.findIndex((h) => /^default$/i.test(h));
    if (column < 0) continue;
    for (const row of table.rows) {
      const cell = row.cells[column] ?? '';
      if (SILENT_DEFAULT.test(cell.trim())) {
        at(
          row.line,
          `${row.cells[0] ?? 'this row'}: the Default column says "${cell}"; say what happens without a value (for example "off", "required", or "none: every level is shown")`,
        );
      }
    }
  }
  return problems;
}
