/**
 * What an author may write after a fence's language, besides rehype-pretty-code's own `title="…"`
 * and `{1,3-5}`:
 *   excerpt="src/pagination.ts#cursor"   the block is that region of the reference connector
 *   mistake                              a deliberately wrong sample, shown under "Don't do this"
 *   openapi="parseWebhooks request"      a JSON/HTTP example of the connector API (see apiExamples)
 * One parser for the checks and the build, so both read a block the same way.
 */
export interface CodeMeta {
  title?: string;
  /** `file#region` or `file` (the whole file), relative to the reference connector. */
  excerpt?: string;
  mistake: boolean;
  openapi?: string;
}

const ATTRIBUTE = /(\w+)="([^"]*)"/g;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const attributes = new Map([...text.matchAll(ATTRIBUTE)].map((m) => [m[1], m[2]] as const));
  const bare = text
    .replace(ATTRIBUTE, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return {
    title: attributes.get('title'),
    excerpt: attributes.get('excerpt'),
    mistake: bare.includes('mistake'),
    openapi: attributes.get('openapi'),
  };
}

/** The meta string without our keys, for rehype-pretty-code (which reads `/…/` as words to highlight). */
export function stripOwnMeta(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null;
  const rest = meta
    .replace(/\b(excerpt|openapi)="[^"]*"/g, '')
    .replace(/(^|\s)mistake(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return rest || null;
}

/** What a reader does with a block, from its title: `src/x.ts`, `src/x.ts (continued)`, `(excerpt)`, `(generated)`. */
export type FileRole = 'whole' | 'continued' | 'excerpt' | 'generated';

export interface FileTitle {
  /** Path from the project root: `src/handlers/me.ts`, `.connector.json`, `tsconfig.json`. */
  file: string;
  role: FileRole;
}

const TITLE = /^([\w@./-]+\.[a-z]+)(?:\s+\((continued|excerpt|generated)\))?$/;

/** The file a block's title names and what the reader does with it; null for titles that name no file. */
export function parseFileTitle(title: string | undefined): FileTitle | null {
  const match = TITLE.exec(title?.trim() ?? '');
  if (!match?.[1]) return null;
  return { file: match[1], role: (match[2] as FileRole | undefined) ?? 'whole' };
}

/** `{3-5}` and `{1,4}` in a fence's meta: the lines the block highlights (1-based). */
export function highlightedLines(meta: string | null | undefined): Set<number> {
  const lines = new Set<number>();
  for (const group of (meta ?? '').matchAll(/\{([\d,\s-]+)\}/g)) {
    for (const part of (group[1] ?? '').split(',')) {
      // An empty part (`{ }`, `{1,}`) names no line: Number('') would be line 0.
      const [from, to] = part.trim() ? part.split('-').map((n) => Number(n.trim())) : [];
      if (from === undefined || !Number.isInteger(from) || from < 1) continue;
      for (let line = from; line <= (to !== undefined && Number.isInteger(to) ? to : from); line += 1) lines.add(line);
    }
  }
  return lines;
}

/** `src/handlers/tasks.ts (continued)` → `src/handlers/tasks.ts`: the TypeScript file a titled sample belongs to, if any. */
export function titleFile(title: string | undefined): { file: string; continued: boolean } | null {
  const named = parseFileTitle(title);
  if (!named || named.role === 'generated' || !/\.tsx?$/.test(named.file)) return null;
  return { file: named.file, continued: named.role === 'continued' };
}
