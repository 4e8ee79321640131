import path from 'node:path';
import ts from 'typescript';
import type { Problem } from '../checkDoc';
import type { Block, ReaderPage } from './pageBlocks';

/**
 * What a reader can import: the names some page prints in a block titled with that file. A sample
 * on any other page may import from the reader's own modules (`./provider.js`) only names that a page
 * shows; otherwise the reader, pasting it, gets TS2305 for a name they were never given.
 */

const SCRIPT = new Set(['ts', 'tsx']);

const parse = (code: string) => ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a block exports, as written (`export const a`, `export function b`, `export { c as d }`). */
export function exportedNames(code: string): string[] {
  const names: string[] = [];
  for (const statement of parse(code).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((e) => e.name.text));
    } else if (ts.isExportAssignment(statement)) names.push('default');
    else if (!hasExport(statement)) continue;
    else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

export interface ImportedName {
  specifier: string;
  name: string;
  /** 0-based line in the block. */
  line: number;
}

/** Relative imports of a block and the names they take; a `diff` block's added lines count. */
export function relativeImports(block: Block): ImportedName[] {
  const code =
    block.lang === 'diff'
      ? block.code
          .split('\n')
          .map((l) => (l.startsWith('+') ? l.slice(1) : ''))
          .join('\n')
      : block.code;
  const source = parse(code);
  const imports: ImportedName[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const line = source.getLineAndCharacterOfPosition(statement.getStart()).line;
    const add = (name: string) => imports.push({ specifier: specifier.text, name, line });
    if (isImport) {
      const clause = statement.importClause;
      if (clause?.name) add('default');
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const e of clause.namedBindings.elements) add((e.propertyName ?? e.name).text);
      }
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const e of statement.exportClause.elements) add((e.propertyName ?? e.name).text);
    }
  }
  return imports;
}

/** `./provider.js` imported from `src/handlers/x.ts` → `src/provider.ts` (blocks without a file sit in `src/`). */
export function importedFile(fromFile: string | undefined, specifier: string): string {
  const dir = fromFile?.startsWith('src/') ? path.posix.dirname(fromFile) : 'src';
  return path.posix.normalize(path.posix.join(dir, specifier)).replace(/\.(js|jsx|mjs)$/, '.ts');
}

/** A declaration a `diff` block adds: its `+` lines may hold only the statement's first line. */
const ADDED_EXPORT = /^\+\s*export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;

/** Every printed name, by file, from every page that prints a block titled with that file (a diff's added exports included). */
export function printedExports(pages: ReaderPage[]): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const block of page.blocks) {
      const diff = block.lang === 'diff';
      if (!block.file || block.mistake || (!SCRIPT.has(block.lang) && !diff)) continue;
      const names = byFile.get(block.file.file) ?? new Set<string>();
      const printed = diff ? block.code.split('\n').flatMap((line) => ADDED_EXPORT.exec(line)?.[1] ?? []) : exportedNames(block.code);
      for (const name of printed) names.add(name);
      byFile.set(block.file.file, names);
    }
  }
  return byFile;
}

/** Imports, on the pages given, of reader-module names that no page prints. */
export function checkImports(pages: ReaderPage[], printed: Map<string, Set<string>>): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.mistake || (!SCRIPT.has(block.lang) && block.lang !== 'diff')) continue;
      for (const { specifier, name, line } of relativeImports(block)) {
        const file = importedFile(block.file?.file, specifier);
        const candidates = [file, file.replace(/\.ts$/, '.tsx'), file.replace(/\.ts$/, '/index.ts')];
        if (candidates.some((f) => printed.get(f)?.has(name))) continue;
        const shown = candidates.some((f) => printed.has(f));
        problems.push({
          file: page.displayPath,
          line: block.line + 1 + line,
          message: shown
            ? `imports ${name} from '${specifier}', but no page prints ${name} in ${file}: a reader pasting this gets TS2305; show it here or on the page that prints ${file}`
            : `imports ${name} from '${specifier}', but no page prints ${file}: a reader pasting this gets TS2307; show the file, or write the sample without it`,
        });
      }
    }
  }
  return problems;
}
