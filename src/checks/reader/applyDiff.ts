/**
 * A page's `diff` block applied to the reader's file, as a reader applies it by hand: the blocks
 * print hunks without line numbers, each a run of context lines (` `), lines to remove (`-`) and
 * lines to add (`+`), separated by a `…` line where the file goes on. Each hunk's context and
 * removed lines must follow one another in the file, after the previous hunk; white space inside a
 * line is compared loosely, as a reader reads it.
 */

const GAP = /^\s*…\s*$/;
const loose = (line: string) => line.trim().replace(/\s+/g, ' ');

interface Hunk {
  /** The lines the file must have (context and removed, in order). */
  before: string[];
  /** What they become (context and added, in order). */
  after: string[];
}

function hunksOf(diff: string): Hunk[] {
  const hunks: Hunk[] = [{ before: [], after: [] }];
  for (const line of diff.split('\n')) {
    const hunk = hunks.at(-1) as Hunk;
    if (GAP.test(line)) {
      if (hunk.before.length || hunk.after.length) hunks.push({ before: [], after: [] });
      continue;
    }
    const sign = line[0];
    const text = line.slice(1);
    if (sign === '-') hunk.before.push(text);
    else if (sign === '+') hunk.after.push(text);
    else {
      // A context line (a space, or nothing on an empty line).
      hunk.before.push(text);
      hunk.after.push(text);
    }
  }
  return hunks.filter((hunk) => hunk.before.length || hunk.after.length);
}

/** Where `wanted` runs in `lines` from `from` on, as consecutive lines (blank lines skipped), or null. */
function find(lines: string[], wanted: string[], from: number): { start: number; end: number } | null {
  const needle = wanted.map(loose).filter(Boolean);
  if (!needle.length) return { start: from, end: from };
  for (let start = from; start < lines.length; start += 1) {
    if (loose(lines[start] as string) !== needle[0]) continue;
    let at = start;
    let matched = 0;
    while (at < lines.length && matched < needle.length) {
      const line = loose(lines[at] as string);
      if (line === '') {
        at += 1;
        continue;
      }
      if (line !== needle[matched]) break;
      matched += 1;
      at += 1;
    }
    if (matched === needle.length) return { start, end: at };
  }
  return null;
}

/**
 * `text` with `diff` applied, or the first hunk that does not apply (1-based line of the diff block
 * where it starts) when the file lacks its lines.
 */
export function applyDiff(text: string, diff: string): { text: string } | { failedAt: number; missing: string } {
  const lines = text.split('\n');
  const starts = diff.split('\n').map((line, index) => ({ line, index }));
  let from = 0;
  for (const hunk of hunksOf(diff)) {
    // Added lines alone go where the previous hunk ended: a first hunk of imports goes at the top.
    const found = hunk.before.length ? find(lines, hunk.before, from) : { start: from, end: from };
    if (!found) {
      // The first line the file does not have where the hunk's lines before it are.
      const wanted = hunk.before.filter((line) => loose(line));
      let matched = wanted.length - 1;
      while (matched > 0 && !find(lines, wanted.slice(0, matched), from)) matched -= 1;
      const missing = wanted[matched] ?? '';
      const line =
        starts.find(({ line }) => !GAP.test(line) && !line.startsWith('+') && loose(line.slice(1)) === loose(missing))?.index ?? 0;
      return { failedAt: line + 1, missing: missing.trim() };
    }
    lines.splice(found.start, found.end - found.start, ...hunk.after);
    from = found.start + hunk.after.length;
  }
  return { text: lines.join('\n') };
}
