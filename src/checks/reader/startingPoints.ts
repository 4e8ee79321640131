import fs from 'node:fs';
import path from 'node:path';
import { currentVersion, siteConfig } from '../../config/site';
import { versionOfRoute, type DocsVersion } from '../../routes/versions';
import { versionSources } from '../../versions/sources';
import type { Problem } from '../checkDoc';
import { parseDoc } from '../checkDoc';
import { applyDiff } from './applyDiff';
import { missingFrom, parseJson } from './configBlocks';
import { containsExcerpt } from './followPath';
import { readPage, sectionOf, startingPointOf, type Block, type ReaderPage, type StartingPoint } from './pageBlocks';

/**
 * Sections that start from another connector than the finished tutorial (a migration page's "This
 * section starts from [1.x's Example Tracker](…) and ends at [2.x's](…)"): their blocks are applied,
 * as their titles say, to the files of the connector they start from, and the files they change must
 * then be those of the connector they end at. A link with an anchor starts from that version's
 * connector with the section's own changes applied (the self-hosted authorization a 2.x page adds).
 */

type Files = Map<string, string>;

/** Reads a region-marked file as a reader's copy has it: without the `#region` lines the docs excerpt by. */
const withoutRegions = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*\/\/ #(end)?region\b/.test(line))
    .join('\n');

/** A version's reference connector, as a link on a page of `linkedFrom` names one of its pages (`/docs/1.x/…`, or its own version's). */
function connectorOf(url: string, projectRoot: string, linkedFrom: DocsVersion = currentVersion) {
  const route = url.split('#')[0]?.replace(/^\/docs/, '') ?? '';
  const resolved = versionOfRoute(siteConfig.docs.versions, route);
  // A link without a version's path stays in the version of its page, as the site's links do.
  const version = resolved.version.status === 'current' ? linkedFrom : resolved.version;
  const within = resolved.route;
  const sources = versionSources(version, projectRoot);
  const read = (file: string) => {
    const at = path.join(sources.connectorRoot, file);
    if (!fs.existsSync(at)) return undefined;
    const text = fs.readFileSync(at, 'utf8');
    // A reader's copy has no `#region` lines: the docs excerpt by them, and never print them.
    return file.endsWith('.json') ? text : withoutRegions(text);
  };
  const page = () => {
    const relative = within.replace(/^\/|\/$/g, '');
    const file = [`${relative}.mdx`, `${relative}/index.mdx`].find((f) => fs.existsSync(path.join(sources.docsRoot, f)));
    if (!file) return undefined;
    const doc = parseDoc(file, fs.readFileSync(path.join(sources.docsRoot, file), 'utf8'), file, version);
    return readPage({ ...doc, displayPath: file });
  };
  return { version: version.name, read, page };
}

/** Where the reader's file differs from the connector's (a JSON file by its keys, code by its lines), if it does. */
function firstDifference(file: string, mine: string, theirs: string | undefined): string | undefined {
  if (theirs === undefined) return 'that connector has no such file';
  if (file.endsWith('.json')) {
    const [a, b] = [parseJson(mine), parseJson(theirs)];
    const extra = missingFrom(a, b);
    if (extra !== undefined) return `${extra} is not in it`;
    const lacking = missingFrom(b, a);
    return lacking === undefined ? undefined : `${lacking} is missing`;
  }
  // Both are read without their `#region` lines (`connectorOf`'s read).
  const [a, b] = [mine.split('\n'), theirs.split('\n')];
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at === -1) return a.length === b.length ? undefined : `it goes on with "${b[a.length] ?? ''}"`;
  return `"${a[at]}" where it has "${b[at] ?? '(the end of the file)'}"`;
}

/** Applies `blocks` to `files` as their titles say; what does not apply is reported by `at`. */
function applyBlocks(
  blocks: Block[],
  files: Files,
  read: (file: string) => string | undefined,
  at: (block: Block, message: string) => void,
) {
  const changed = new Set<string>();
  for (const block of blocks) {
    const file = block.file?.file;
    if (!file || !block.file || block.mistake || block.file.role === 'generated') continue;
    const text = files.get(file) ?? read(file);
    if (block.lang === 'diff') {
      if (block.file.role !== 'whole') {
        at(block, `"${block.title}": a diff changes the file it names; title it "${file}"`);
        continue;
      }
      const applied = applyDiff(text ?? '', block.code);
      if ('failedAt' in applied) at(block, `"${block.title}" changes lines that ${file} does not have ("${applied.missing}")`);
      else if (file.endsWith('.json') && parseJson(applied.text) === undefined)
        at(block, `"${block.title}" leaves ${file} that is not JSON once applied`);
      else {
        files.set(file, applied.text);
        changed.add(file);
      }
    } else if (block.file.role === 'whole') {
      files.set(file, block.code);
      changed.add(file);
    } else if (block.file.role === 'continued') {
      files.set(file, `${text ?? ''}\n${block.code}`);
      changed.add(file);
    } else if (text !== undefined) {
      // An excerpt of a file the connector does not have yet quotes the tutorial's (its `excerpt` says which).
      const found = file.endsWith('.json')
        ? missingFrom(parseJson(block.code), parseJson(text)) === undefined
        : containsExcerpt(text, block.code);
      if (!found) at(block, `"${block.title}" shows lines that ${file} does not have at this point`);
    }
  }
  return changed;
}

/** Each starting point of each page: its blocks apply to the connector it starts from and leave the one it ends at. */
export function checkStartingPoints(pages: ReaderPage[], projectRoot = process.cwd()): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const start of page.startingPoints) {
      const at = (block: Block | StartingPoint, message: string) => problems.push({ file: page.displayPath, line: block.line, message });
      const from = connectorOf(start.from, projectRoot, page.version);
      const files: Files = new Map();
      // The page it starts from (with an anchor: that section's code applied), then what it builds on.
      for (const url of [...(start.from.includes('#') ? [start.from] : []), ...start.buildsOn]) {
        const source = connectorOf(url, projectRoot, page.version).page();
        const anchor = url.split('#')[1];
        if (!source) at(start, `${url} is no page of the docs`);
        else
          applyBlocks(anchor ? sectionOf(source, anchor).blocks : source.blocks, files, from.read, (_, message) =>
            at(start, `${url} does not apply to ${from.version}'s connector: ${message}`),
          );
      }
      const blocks = page.blocks.filter((block) => startingPointOf(page, block) === start);
      const changed = applyBlocks(blocks, files, from.read, at);
      if (!start.to) continue;
      const to = connectorOf(start.to, projectRoot, page.version);
      for (const file of changed) {
        const difference = firstDifference(file, files.get(file) ?? '', to.read(file));
        if (difference)
          at(
            start,
            `says it ends at ${start.to}, but the changes below, applied to ${from.version}'s ${file}, do not give ${to.version}'s: ${difference}`,
          );
      }
    }
  }
  return problems;
}
