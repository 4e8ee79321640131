import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../checkDoc';
import { applyDiff } from './applyDiff';
import { startingPointOf, type ReaderPage } from './pageBlocks';

/**
 * The title convention for the reader's configuration files (`.connector.json` and the other JSON files
 * of the finished tutorial), outside the reading paths, read against the reference connector's copy,
 * which is the tutorial's finished file: a plain title replaces the file, so it shows all of it; an
 * `(excerpt)` shows only keys and values the file has; a change is a `diff` that applies to it. Each
 * page's diffs are applied in order, so an excerpt after a page's own change sees it.
 */

/** `excerpt` holds nothing `whole` lacks; the path of the first thing it lacks otherwise. */
export function missingFrom(excerpt: unknown, whole: unknown, at = ''): string | undefined {
  if (Array.isArray(excerpt)) {
    if (!Array.isArray(whole)) return at || '(root)';
    for (const [i, item] of excerpt.entries()) if (!whole.some((w) => missingFrom(item, w) === undefined)) return `${at}[${i}]`;
    return undefined;
  }
  if (excerpt && typeof excerpt === 'object') {
    if (!whole || typeof whole !== 'object' || Array.isArray(whole)) return at || '(root)';
    for (const [key, value] of Object.entries(excerpt)) {
      const missing = missingFrom(value, (whole as Record<string, unknown>)[key], at ? `${at}.${key}` : key);
      if (missing !== undefined) return missing;
    }
    return undefined;
  }
  return excerpt === whole ? undefined : at || '(root)';
}

/** The JSON a block or file holds, or `undefined` when it is not JSON. */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function checkConfigBlocks(pages: ReaderPage[], pathPages: ReadonlySet<ReaderPage>, connectorRoot: string): Problem[] {
  const reference = new Map<string, string>();
  const referenceOf = (file: string) => {
    if (!reference.has(file)) {
      const source = path.join(connectorRoot, file);
      reference.set(file, fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : '');
    }
    return reference.get(file) || undefined;
  };
  const problems: Problem[] = [];
  for (const page of pages) {
    if (pathPages.has(page)) continue;
    const files = new Map<string, string>();
    for (const block of page.blocks) {
      const file = block.file?.file;
      if (!file || block.mistake || !file.endsWith('.json') || file === 'tsconfig.json' || block.file?.role === 'generated') continue;
      // A section that starts from another connector (a migration's) is checkStartingPoints's.
      if (startingPointOf(page, block)) continue;
      const text = files.get(file) ?? referenceOf(file);
      if (text === undefined) continue;
      const at = (message: string) => problems.push({ file: page.displayPath, line: block.line, message });
      const shown = `"${block.title}"`;
      if (block.lang === 'diff') {
        if (block.file?.role !== 'whole') {
          at(
            `${shown}: a diff changes the file it names; title it "${file}" (a section that changes another connector's says what it starts from)`,
          );
          continue;
        }
        const applied = applyDiff(text, block.code);
        if ('failedAt' in applied) at(`${shown} changes lines that the tutorial's ${file} does not have ("${applied.missing}")`);
        else if (parseJson(applied.text) === undefined) at(`${shown} leaves ${file} that is not JSON once applied`);
        else files.set(file, applied.text);
        continue;
      }
      const json = parseJson(block.code);
      if (json === undefined) continue; // checkJson reports it
      const hint = 'show the change as a diff, or leave the block untitled if it is an example rather than the reader\u2019s file';
      if (block.file?.role === 'continued') at(`${shown}: a JSON file is not continued; ${hint}`);
      else if (block.file?.role === 'whole') {
        const added = missingFrom(json, parseJson(text));
        const left = added === undefined ? missingFrom(parseJson(text), json) : undefined;
        if (added !== undefined)
          at(
            `${shown} is a whole-file title, which replaces the reader's ${file}, and shows ${added}, which the tutorial's file does not have: ${hint}`,
          );
        else if (left !== undefined)
          at(
            `${shown} is a whole-file title, which replaces the reader's ${file}, but shows only part of it (not ${left}): title it "(excerpt)"`,
          );
      } else {
        const missing = missingFrom(json, parseJson(text));
        if (missing !== undefined) at(`${shown} shows ${missing}, which the tutorial's ${file} does not have: ${hint}`);
      }
    }
  }
  return problems;
}
