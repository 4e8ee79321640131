import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listFiles } from '../../lib/listFiles';
import type { Problem } from '../checkDoc';
import { currentVersion, siteConfig } from '../../config/site';
import { resolveContentLink } from '../../routes/links';
import type { Block, ReaderPage } from './pageBlocks';

/**
 * Code is shown once. The reading paths (quick start, tutorial) print whole what the reader types; any
 * other page that needs the same code prints only the lines it discusses: an excerpt with highlighted
 * lines, at most MAX_EXCERPT_LINES long, on a page that links to the one printing it whole. Outside the
 * reading paths a reference file's line is printed whole by one page at most, and a sample never copies
 * a statement of the reference connector or of another page's sample: it imports it, or shows an excerpt.
 * Configuration a reader saves (JSON blocks titled with a file) follows the same rule, object by object.
 */

export const MAX_EXCERPT_LINES = 15;
const SCRIPT = new Set(['ts', 'tsx']);

interface Printed {
  page: ReaderPage;
  block: Block;
  onPath: boolean;
}

/** Lines that identify code: `}` or `return payload;` alone appear in every file. */
const significant = (line: string) => line.trim().length >= 16 && /[A-Za-z]/.test(line);

const REGION_START = /^\s*\/\/\s*#region\s+([\w-]+)\s*$/;
const REGION_END = /^\s*\/\/\s*#endregion\b/;

/** The 0-based lines of `source` that a region (or, without a name, the whole file) shows, markers left out. */
export function regionLineNumbers(source: string, region?: string): number[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let from = 0;
  let to = lines.length;
  if (region) {
    from = lines.findIndex((line) => REGION_START.exec(line)?.[1] === region) + 1;
    if (from === 0) return [];
    let depth = 0;
    for (to = from; to < lines.length; to += 1) {
      if (REGION_START.test(lines[to] ?? '')) depth += 1;
      else if (REGION_END.test(lines[to] ?? '') && depth-- === 0) break;
    }
  }
  const shown: number[] = [];
  for (let i = from; i < to; i += 1) {
    const line = lines[i] ?? '';
    if (!REGION_START.test(line) && !REGION_END.test(line) && significant(line)) shown.push(i);
  }
  return shown;
}

/** `file:line` keys of the reference lines an excerpt block shows. */
function excerptLines(block: Block, connectorRoot: string): string[] {
  const [file = '', region] = (block.excerpt ?? '').split('#');
  const source = path.join(connectorRoot, file);
  if (!fs.existsSync(source)) return [];
  return regionLineNumbers(fs.readFileSync(source, 'utf8'), region).map((line) => `${file}:${line}`);
}

function linksTo(page: ReaderPage, target: ReaderPage, isFile: (f: string) => boolean): boolean {
  return page.links.some(({ url }) => {
    const resolved = resolveContentLink(url, page.relativePath, siteConfig.basePath, isFile, {
      own: page.version ?? currentVersion,
      all: siteConfig.docs.versions,
    });
    return resolved.kind === 'route' && resolved.route === target.route;
  });
}

/** A statement this long is "a piece of code" a reader would call printed whole; shorter ones are the lines discussed. */
export const MIN_WHOLE_LINES = 5;

/**
 * The statements of a reference file at least MIN_WHOLE_LINES long, at any depth (a handler, and the
 * `if (action === 'start') { … }` block inside it), each as its `file:line` keys.
 */
function declarationsOf(file: string, connectorRoot: string): Array<{ name: string; keys: string[]; nested: boolean }> {
  const source = path.join(connectorRoot, file);
  if (!fs.existsSync(source)) return [];
  const text = fs.readFileSync(source, 'utf8');
  const shown = new Set(regionLineNumbers(text));
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ name: string; keys: string[]; nested: boolean }> = [];
  const visit = (node: ts.Node) => {
    const first = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
    const last = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
    if (last - first + 1 < MIN_WHOLE_LINES) return;
    if (ts.isStatement(node) && !ts.isBlock(node)) {
      const keys: string[] = [];
      for (let line = first; line <= last; line += 1) if (shown.has(line)) keys.push(`${file}:${line}`);
      const named = node as ts.Node & { name?: ts.Node };
      const declared = ts.isVariableStatement(node) ? node.declarationList.declarations[0]?.name : named.name;
      const name = declared ? declared.getText(tree) : (node.getText(tree).split('\n')[0] ?? '').trim();
      if (keys.length) found.push({ name, keys, nested: node.parent !== tree });
    }
    ts.forEachChild(node, visit);
  };
  tree.statements.forEach(visit);
  return found;
}

/**
 * A piece of code is printed whole once: a reading path prints it whole, or else the first page that
 * does. Any other page shows only the lines it discusses, a smaller region, even highlighted: a whole
 * handler repeated on four pages is four places to read, and to keep, for one change.
 */
function checkWholeDeclarations(
  pages: ReaderPage[],
  pathPages: Set<ReaderPage>,
  connectorRoot: string,
  linesOf: Map<Block, string[]>,
): Problem[] {
  const declarations = new Map<string, Array<{ name: string; keys: string[]; nested: boolean }>>();
  const printers = new Map<string, Array<{ page: ReaderPage; block: Block }>>();
  for (const page of pages)
    for (const block of page.blocks) {
      const lines = linesOf.get(block);
      if (!lines?.length) continue;
      const file = (block.excerpt ?? '').split('#')[0] ?? '';
      if (!declarations.has(file)) declarations.set(file, declarationsOf(file, connectorRoot));
      const shown = new Set(lines);
      for (const declaration of declarations.get(file) ?? [])
        if (declaration.keys.every((key) => shown.has(key))) {
          const key = `${file}#${declaration.name}${declaration.nested ? '\0nested' : ''}`;
          printers.set(key, [...(printers.get(key) ?? []), { page, block }]);
        }
    }
  const problems: Problem[] = [];
  for (const [key, printed] of printers) {
    // A part of a handler (an `if` block, a `return`) is what pages discuss of the tutorial's code: it
    // counts as repeated only when a second page outside the reading paths prints it whole too.
    const nested = key.endsWith('\0nested');
    const byPage = [...new Map(printed.filter((p) => !nested || !pathPages.has(p.page)).map((p) => [p.page, p])).values()];
    if (byPage.length < 2) continue;
    // The home: a reading path, else the page that prints it plainly (unhighlighted), else the first by path.
    const home =
      byPage.find((p) => pathPages.has(p.page)) ??
      byPage.find((p) => p.block.highlights.size === 0) ??
      [...byPage].sort((a, b) => a.page.displayPath.localeCompare(b.page.displayPath))[0];
    for (const { page, block } of byPage) {
      // An unhighlighted copy is reported above, as printed whole.
      if (page === home?.page || pathPages.has(page) || block.highlights.size === 0) continue;
      problems.push({
        file: page.displayPath,
        line: block.line,
        message: `prints \`${(key.split('#')[1] ?? '').replace('\0nested', '')}\` (${key.split('#')[0]}) whole, as ${home?.page.displayPath} does: show only the lines this page discusses, as a smaller region, and link to that page`,
      });
    }
  }
  return problems;
}

/** Excerpts of the reference connector printed on several pages. */
export function checkRepeatedExcerpts(pages: ReaderPage[], pathPages: Set<ReaderPage>, connectorRoot: string): Problem[] {
  const problems: Problem[] = [];
  const byLine = new Map<string, Printed[]>();
  const linesOf = new Map<Block, string[]>();
  const files = new Set(pages.map((p) => p.relativePath));
  for (const page of pages) {
    for (const block of page.blocks) {
      if (!block.excerpt) continue;
      const lines = excerptLines(block, connectorRoot);
      linesOf.set(block, lines);
      for (const line of lines) byLine.set(line, [...(byLine.get(line) ?? []), { page, block, onPath: pathPages.has(page) }]);
    }
  }
  for (const page of pages) {
    if (pathPages.has(page)) continue;
    for (const block of page.blocks) {
      const lines = linesOf.get(block);
      if (!lines) continue;
      const others = lines.flatMap((line) => (byLine.get(line) ?? []).filter((p) => p.page !== page));
      if (others.length === 0) continue;
      const onPath = others.filter((p) => p.onPath);
      const plain = others.filter((p) => !p.onPath && p.block.highlights.size === 0);
      // The page that prints these lines whole: the tutorial or quick start first, else the first other page.
      const home = (onPath[0] ?? [...plain].sort((a, b) => a.page.displayPath.localeCompare(b.page.displayPath))[0])?.page;
      const at = (message: string) => problems.push({ file: page.displayPath, line: block.line, message });
      const what = `${block.excerpt}`;
      if (block.highlights.size === 0) {
        if (home && (onPath.length > 0 || home.displayPath.localeCompare(page.displayPath) < 0)) {
          at(
            `${what} is printed whole on ${home.displayPath}: print here only the lines this page discusses, highlighted ({…}), and link to that page`,
          );
        }
        continue;
      }
      if (block.code.split('\n').length > MAX_EXCERPT_LINES) {
        at(
          `${what} repeats ${block.code.split('\n').length} lines printed on ${home?.displayPath ?? 'another page'}: keep a repeated excerpt to the lines under discussion (at most ${MAX_EXCERPT_LINES}) and link to the whole`,
        );
      }
      if (home && !linksTo(page, home, (f) => files.has(f))) {
        at(`${what} repeats lines that ${home.displayPath} prints whole: link to it, so that a reader can find the rest`);
      }
    }
  }
  return [...problems, ...checkWholeDeclarations(pages, pathPages, connectorRoot, linesOf)];
}

/** A JSON object worth comparing: at least this many values (`{ "status": "ok" }` recurs harmlessly). */
export const MIN_JSON_VALUES = 4;

interface JsonObject {
  /** The object, its keys sorted: equal objects printed in any layout or key order compare equal. */
  key: string;
  /** Where it sits in the block, as a reader would name it: `authorizations[0] ("oauth2")`. */
  label: string;
  values: number;
  /** One key holding an object or array, as `{ "testAccounts": {…} }`: only what it wraps is compared. */
  wrapper: boolean;
  children: JsonObject[];
}

const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sortedKeys(v)]),
        )
      : value;

const countValues = (value: unknown): number =>
  value && typeof value === 'object' ? Object.values(value).reduce((n: number, v) => n + countValues(v), 0) : 1;

/** The objects of a JSON block, outermost first; null when it does not parse (checkJson reports that). */
export function jsonObjects(code: string): JsonObject[] | null {
  let root: unknown;
  try {
    root = JSON.parse(code);
  } catch {
    return null;
  }
  const walk = (value: unknown, where: string): JsonObject[] => {
    if (!value || typeof value !== 'object') return [];
    const children = Object.entries(value).flatMap(([k, v]) =>
      walk(v, Array.isArray(value) ? `${where}[${k}]` : where ? `${where}.${k}` : k),
    );
    if (Array.isArray(value)) return children;
    const name = (value as { name?: unknown }).name;
    const label = `${where ? `\`${where}\`` : "the block's content"}${typeof name === 'string' ? ` ("${name}")` : ''}`;
    const entries = Object.values(value);
    const wrapper = entries.length === 1 && typeof entries[0] === 'object' && entries[0] !== null;
    return [{ key: JSON.stringify(sortedKeys(value)), label, values: countValues(value), wrapper, children }];
  };
  return walk(root, '');
}

/**
 * Configuration is shown once too. A JSON object that a reader saves into a file (a block titled
 * `.connector.json`, `.vscode/launch.json`…), such as an authorization or the `webhooks` block, is
 * printed whole by the reading paths, by an excerpt of the reference connector's own file, and by one
 * other page at most. Any other page that repeats it does so in a block of at most MAX_EXCERPT_LINES
 * lines (the lines it discusses, highlighted where it discusses some) that links to a page printing it.
 * Payloads (requests, responses, schemas, credentials) are examples of the wire rather than files a
 * reader keeps, and checkApiExamples keeps them true.
 */
export function checkRepeatedJson(pages: ReaderPage[], pathPages: Set<ReaderPage>): Problem[] {
  const problems: Problem[] = [];
  const objectsOf = new Map<Block, JsonObject[]>();
  const printers = new Map<string, Array<{ page: ReaderPage; block: Block }>>();
  const files = new Set(pages.map((p) => p.relativePath));
  const everyObject = (list: JsonObject[]): JsonObject[] => list.flatMap((o) => [o, ...everyObject(o.children)]);
  const long = (block: Block) => block.code.split('\n').length > MAX_EXCERPT_LINES;
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.lang !== 'json' || !block.file || block.mistake) continue;
      const objects = jsonObjects(block.code);
      if (!objects) continue;
      objectsOf.set(block, objects);
      for (const o of everyObject(objects)) printers.set(o.key, [...(printers.get(o.key) ?? []), { page, block }]);
    }
  }
  for (const page of pages) {
    if (pathPages.has(page)) continue;
    for (const block of page.blocks) {
      const objects = objectsOf.get(block);
      if (!objects || block.excerpt) continue;
      const at = (message: string) => problems.push({ file: page.displayPath, line: block.line, message });
      const visitObject = (o: JsonObject): void => {
        const others = (printers.get(o.key) ?? []).filter((p) => p.page !== page);
        if (o.wrapper || o.values < MIN_JSON_VALUES || others.length === 0) {
          o.children.forEach(visitObject);
          return;
        }
        // Outside the reading paths one page prints an object whole, the first by path (a configuration
        // page, say); another shows only the keys it discusses, an excerpt of them.
        const earlier = others.find(
          (p) => !pathPages.has(p.page) && !p.block.excerpt && p.page.displayPath.localeCompare(page.displayPath) < 0,
        );
        if (earlier) {
          at(
            `prints ${o.label} whole, as ${earlier.page.displayPath} does: show only the keys this page discusses (an "(excerpt)" of them) and link to that page`,
          );
          return;
        }
        if (!long(block)) {
          if (!others.some((p) => linksTo(page, p.page, (f) => files.has(f)))) {
            const where = (others.find((p) => pathPages.has(p.page) || p.block.excerpt || long(p.block)) ?? others[0])?.page.displayPath;
            at(`repeats ${o.label}, which ${where} prints too: link to a page that prints it whole, so that a reader can find the rest`);
          }
          return;
        }
        // Printed whole here: fine only where no reading path, reference file or earlier page does it already.
        const home =
          others.find((p) => pathPages.has(p.page)) ??
          others.find((p) => p.block.excerpt) ??
          others.filter((p) => long(p.block) && p.page.displayPath.localeCompare(page.displayPath) < 0)[0];
        if (!home) {
          o.children.forEach(visitObject);
          return;
        }
        at(
          `prints ${o.label} whole, as ${home.page.displayPath} does: print it whole once, and elsewhere only the lines a page discusses (at most ${MAX_EXCERPT_LINES}, highlighted where it discusses some) with a link to the whole`,
        );
      };
      objects.forEach(visitObject);
    }
  }
  return problems;
}

const printer = ts.createPrinter({ removeComments: true });

/** Top-level statements worth comparing, as `[normalised text, 0-based line, name]`. */
function statements(code: string): Array<{ text: string; line: number; name: string }> {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return source.statements
    .filter((s) => !ts.isImportDeclaration(s) && !ts.isExportDeclaration(s))
    .filter((s) => s.getText(source).split('\n').length >= 3)
    .map((s) => {
      const named = s as ts.Node & { name?: ts.Node };
      const first = ts.isVariableStatement(s) ? s.declarationList.declarations[0]?.name : named.name;
      return {
        text: printer
          .printNode(ts.EmitHint.Unspecified, s, source)
          .replace(/\s+/g, ' ')
          .replace(/^export /, ''),
        line: source.getLineAndCharacterOfPosition(s.getStart(source)).line,
        name: first ? first.getText(source) : (s.getText(source).split('\n')[0]?.slice(0, 40) ?? ''),
      };
    });
}

/** Samples that copy a statement of the reference connector or of another page's sample. */
export function checkCopiedStatements(pages: ReaderPage[], pathPages: Set<ReaderPage>, connectorRoot: string): Problem[] {
  const problems: Problem[] = [];
  const reference = new Map<string, string>();
  for (const file of listFiles(path.join(connectorRoot, 'src')).filter((f) => /\.tsx?$/.test(f))) {
    for (const s of statements(fs.readFileSync(file, 'utf8')))
      reference.set(s.text, path.relative(connectorRoot, file).split(path.sep).join('/'));
  }
  const seen = new Map<string, { page: ReaderPage; line: number }>();
  const ordered = [...pages].sort((a, b) => a.displayPath.localeCompare(b.displayPath));
  for (const page of ordered) {
    if (pathPages.has(page)) continue;
    for (const block of page.blocks) {
      if (block.excerpt || block.mistake || !SCRIPT.has(block.lang)) continue;
      for (const s of statements(block.code)) {
        const line = block.line + 1 + s.line;
        const inReference = reference.get(s.text);
        const earlier = seen.get(s.text);
        if (inReference) {
          problems.push({
            file: page.displayPath,
            line,
            message: `copies \`${s.name}\` from examples/example-tracker/${inReference}: show it as an excerpt (excerpt="${inReference}#…") or import it, so that it cannot drift`,
          });
        } else if (earlier && earlier.page !== page) {
          problems.push({
            file: page.displayPath,
            line,
            message: `repeats \`${s.name}\`, already printed on ${earlier.page.displayPath}:${earlier.line}: print it once and link to it`,
          });
        } else if (!earlier) seen.set(s.text, { page, line });
      }
    }
  }
  return problems;
}
