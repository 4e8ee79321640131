import type { Problem } from '../checkDoc';
import { applyDiff } from './applyDiff';
import { createProjectCompiler, type ProjectCompiler } from './compileProject';
import type { Block, ReaderPage } from './pageBlocks';

/**
 * Follows one reading path as a reader does: every block titled with a file is typed into that file
 * (a whole file, `(continued)` appended, `(excerpt)` found in what is there, `(generated)` written by
 * `sync-connector init`), `rm` deletes, and the project is type-checked wherever the pages build it:
 * at `sync-connector dev`, `test` and `publish` and `npm run build`, after every file saved while `dev`
 * runs (it rebuilds on save), and at the end of every page. A `diff` block titled with a file is
 * applied to it (applyDiff).
 */

const SCRIPT = new Set(['ts', 'tsx']);
/** Commands after which the project must build, because they build it. */
const BUILDS = /^\s*(?:sync-connector\s+(dev|test|publish)\b|npm\s+run\s+build\b)/;
/** The files whose content decides whether the project builds; the CLI edits `.connector.json` itself. */
const TRACKED = /(\.tsx?|^tsconfig\.json)$/;
const INIT = /^\s*sync-connector\s+init\b/;
const REMOVE = /^\s*rm\s+(?:-\w+\s+)*(.+)$/;

interface Part {
  page: ReaderPage;
  block: Block;
  /** 0-based line of the file where this block's text starts. */
  from: number;
  /** A diff changed the file: its lines no longer map to a block's; a problem names the diff. */
  changed?: boolean;
}

/** A file of the reader's project: its text and the blocks it was typed from. */
export interface ProjectFile {
  text: string;
  parts: Part[];
}

/** The reader's project at some point of a path: its files by project path. */
export type ProjectFiles = ReadonlyMap<string, ProjectFile>;

interface Checkpoint {
  page: ReaderPage;
  line: number;
  why: string;
}

const at = (page: ReaderPage, line: number, message: string): Problem => ({ file: page.displayPath, line, message });
const normalise = (line: string) => line.trim().replace(/\s+/g, ' ');

/** Whether every line of `excerpt` appears in `text`, in order; `…` lines stand for lines left out. */
export function containsExcerpt(text: string, excerpt: string): boolean {
  const lines = text.split('\n').map(normalise);
  let at = 0;
  for (const wanted of excerpt.split('\n').map(normalise)) {
    if (wanted === '' || /^(\/\/\s*)?…$/.test(wanted)) continue;
    while (at < lines.length && lines[at] !== wanted) at += 1;
    if (at === lines.length) return false;
    at += 1;
  }
  return true;
}

/**
 * Type-checks the path's project at each point the pages build it; every problem names the block's page
 * and line. `templateTsconfig` is the `tsconfig.json` that `init` writes, for a path that never prints it.
 */
export function followPath(
  name: string,
  pages: ReaderPage[],
  templateTsconfig?: string,
  compiler: ProjectCompiler = createProjectCompiler(name),
): Problem[] {
  return followPages(name, pages, { templateTsconfig, compiler }).problems;
}

/**
 * followPath, from a project that exists already (`start`, say the finished tutorial's), with the
 * project as the pages leave it. `onTop` is for pages applied on top of a path: they may print code
 * outside any file (a call they do not ask the reader to type), and a `(continued)` block of several
 * lines the file already holds (a page it builds on had the reader add them) is not typed again.
 */
export function followPages(
  name: string,
  pages: ReaderPage[],
  options: { templateTsconfig?: string; compiler?: ProjectCompiler; start?: ProjectFiles; onTop?: boolean } = {},
): { problems: Problem[]; files: ProjectFiles } {
  const { templateTsconfig, compiler = createProjectCompiler(name), start = new Map(), onTop = false } = options;
  const problems: Problem[] = [];
  const files = new Map<string, ProjectFile>([...start].map(([file, f]) => [file, { text: f.text, parts: [...f.parts] }]));
  const startParts = new Set([...start.values()].flatMap((f) => f.parts));
  const generated: Array<{ page: ReaderPage; block: Block }> = pages.flatMap((page) =>
    page.blocks.filter((b) => b.file?.role === 'generated').map((block) => ({ page, block })),
  );
  const reported = new Set<string>();
  let devRunning = false;
  let changed = false;

  const write = (page: ReaderPage, block: Block, file: string) => {
    files.set(file, { text: block.code, parts: [{ page, block, from: 0 }] });
    changed = true;
  };

  const checkpoint = ({ page, line, why }: Checkpoint) => {
    if (!changed) return;
    changed = false;
    const sources = new Map([...files].map(([file, f]) => [file, f.text] as const));
    for (const d of compiler.compile(sources, sources.get('tsconfig.json') ?? templateTsconfig)) {
      const owner = d.file === undefined ? undefined : files.get(d.file);
      const part = owner ? [...owner.parts].reverse().find((p) => p.changed || p.from <= d.line) : undefined;
      const fileLine = part && (part.changed ? part.block.line : part.block.line + 1 + d.line - part.from);
      // A line the start's pages typed, which compiled there: what broke it is this path's, so it is reported here.
      const inStart = part !== undefined && startParts.has(part);
      const where = part && !inStart ? at(part.page, fileLine ?? line, '') : at(page, line, '');
      const typed = inStart ? ` (a line typed at ${part.page.displayPath}:${fileLine})` : '';
      const message = `the ${name} does not compile when ${why} (${page.displayPath}:${line}): ${d.file ?? 'tsconfig.json'}${typed}: ${d.message} (TS${d.code})`;
      const key = `${where.file}:${where.line}:${d.message}`;
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push({ ...where, message });
    }
  };

  const scriptBlocks = pages.flatMap((page) =>
    page.blocks.filter((b) => SCRIPT.has(b.lang) && !b.mistake).map((block) => ({ page, block })),
  );

  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.lang === 'bash' || block.lang === 'sh') {
        for (const command of block.code.split('\n')) {
          if (INIT.test(command)) {
            for (const g of generated) if (g.block.file) write(g.page, g.block, g.block.file.file);
          }
          const removed = REMOVE.exec(command)?.[1];
          if (removed) {
            for (const file of removed.split(/\s+/)) {
              if (files.delete(file)) changed = true;
            }
          }
          const builds = BUILDS.exec(command);
          if (builds) {
            checkpoint({ page, line: block.line, why: `the reader runs \`${command.trim()}\`` });
            if (builds[1] === 'dev') devRunning = true;
          }
        }
        continue;
      }
      if (block.mistake) continue;
      const title = block.file && TRACKED.test(block.file.file) ? block.file : null;
      if (title && block.lang === 'diff') {
        const existing = files.get(title.file);
        const applied = existing ? applyDiff(existing.text, block.code) : undefined;
        if (!existing || !applied) {
          problems.push(
            at(
              page,
              block.line,
              `"${block.title}" changes ${title.file}, which the reader's project does not have at this point of the ${name}`,
            ),
          );
        } else if ('failedAt' in applied) {
          problems.push(
            at(
              page,
              block.line + applied.failedAt,
              `"${block.title}" changes lines that ${title.file} does not have at this point of the ${name} ("${applied.missing}"): the reader cannot apply it`,
            ),
          );
        } else {
          existing.text = applied.text;
          existing.parts.push({ page, block, from: 0, changed: true });
          changed = true;
        }
        continue;
      }
      if (!title) {
        if (SCRIPT.has(block.lang) && !block.file && !onTop) {
          problems.push(
            at(page, block.line, `a ${name} block must name the file it goes in (title="src/…"), so that a reader knows where to type it`),
          );
        }
        continue;
      }
      if (title.role === 'generated') continue;
      const existing = files.get(title.file);
      if (title.role === 'whole') write(page, block, title.file);
      else if (title.role === 'continued') {
        if (!existing) {
          problems.push(at(page, block.line, `"${block.title}" continues ${title.file}, which no earlier block of the ${name} wrote`));
          continue;
        }
        // Lines a page this one builds on had the reader add already (the same block, printed twice): not typed again.
        if (onTop && block.code.trim().split('\n').length > 1 && containsExcerpt(existing.text, block.code)) continue;
        existing.parts.push({ page, block, from: existing.text.split('\n').length });
        existing.text += `\n${block.code}`;
        changed = true;
      } else if (!existing || !containsExcerpt(existing.text, block.code)) {
        problems.push(
          at(
            page,
            block.line,
            `"${block.title}" shows lines that ${title.file} does not have at this point of the ${name}: the reader's file would differ`,
          ),
        );
      }
      if (!SCRIPT.has(block.lang) || !devRunning || title.role === 'excerpt') continue;
      // `dev` rebuilds on every save; a file typed in several blocks is saved once its last block is in.
      const next = scriptBlocks[scriptBlocks.findIndex((s) => s.block === block) + 1];
      const continues = next?.block.file?.role === 'continued' && next.block.file.file === title.file;
      if (!continues) checkpoint({ page, line: block.line, why: `the reader saves ${title.file} with \`dev\` running` });
    }
    checkpoint({ page, line: page.blocks.at(-1)?.line ?? 1, why: `the reader reaches the end of ${page.displayPath}` });
  }
  return { problems, files };
}
