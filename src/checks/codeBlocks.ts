import ts from 'typescript';
import { checkCliUsage, type CliReference } from './cliCheck';

/** Languages a fenced block may declare; anything else is probably a typo (`typescipt`). */
export const KNOWN_LANGUAGES = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'bash',
  'sh',
  'http',
  'html',
  'css',
  'yaml',
  'markdown',
  'md',
  'mdx',
  'text',
  'diff',
]);

export interface CodeProblem {
  /** 1-based line inside the block, when the checker knows it. */
  line: number;
  message: string;
}

const SCRIPT_KINDS: Record<string, { kind: ts.ScriptKind; file: string }> = {
  ts: { kind: ts.ScriptKind.TS, file: 'snippet.ts' },
  tsx: { kind: ts.ScriptKind.TSX, file: 'snippet.tsx' },
  js: { kind: ts.ScriptKind.JS, file: 'snippet.js' },
  jsx: { kind: ts.ScriptKind.JSX, file: 'snippet.jsx' },
};

/** Syntax errors only (no type checking): snippets refer to code they do not show. */
export function checkScriptSyntax(lang: string, code: string): CodeProblem[] {
  const spec = SCRIPT_KINDS[lang];
  if (!spec) return [];
  const source = ts.createSourceFile(spec.file, code, ts.ScriptTarget.Latest, true, spec.kind);
  // `parseDiagnostics` holds exactly the parser's findings; the public API only offers it via a Program.
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? [];
  return diagnostics.map((d) => ({
    line: d.start === undefined ? 1 : source.getLineAndCharacterOfPosition(d.start).line + 1,
    message: `${lang} syntax error: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  }));
}

/** JSON.parse, with the failing line worked out from the error's character offset. */
export function checkJson(code: string): CodeProblem[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = /position (\d+)/.exec(message)?.[1];
    const line = offset === undefined ? 1 : code.slice(0, Number(offset)).split('\n').length;
    return [{ line, message: `json does not parse: ${message}` }];
  }
}

/**
 * All checks for one fenced block; `lang` is what follows the opening fence. An excerpt of the reference
 * connector (`excerpt="…"`) may be a fragment, such as one property of a client's options: it is
 * compared with its region, and the reference connector compiles, so its syntax is not checked alone.
 */
export function checkCodeBlock(
  lang: string | null | undefined,
  code: string,
  cli: CliReference,
  { excerpt = false }: { excerpt?: boolean } = {},
): CodeProblem[] {
  if (!lang) return [{ line: 1, message: 'code block has no language (write ```ts, ```json, ```bash, ```text …)' }];
  if (!KNOWN_LANGUAGES.has(lang)) return [{ line: 1, message: `unknown code block language "${lang}"` }];
  if (excerpt && SCRIPT_KINDS[lang]) return [];
  if (lang === 'json') return checkJson(code);
  if (lang === 'bash' || lang === 'sh') return checkCliUsage(code, cli);
  return checkScriptSyntax(lang, code);
}
