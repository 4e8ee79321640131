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

/** `src/handlers/tasks.ts (continued)` → `src/handlers/tasks.ts`; the file a titled block belongs to. */
export function titleFile(title: string | undefined): { file: string; continued: boolean } | null {
  const match = /^([\w./-]+\.(?:ts|tsx))(?:\s+\((continued|excerpt)\))?$/.exec(title?.trim() ?? '');
  if (!match?.[1]) return null;
  return { file: match[1], continued: match[2] === 'continued' };
}
