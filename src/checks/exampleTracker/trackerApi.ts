import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listFiles } from '../../lib/listFiles';

/**
 * What the reference connector says Example Tracker is: `src/tracker.ts` (the one definition of its
 * API), the OAuth2 settings of `.connector.json`, and the endpoints the connector's code calls.
 */
export interface TrackerApi {
  /** `TRACKER_API_URL`, `TRACKER_VERSION_HEADER` and the other exported string constants. */
  constants: Map<string, string>;
  /** `GET /tasks/{id}` and the like, from the file's comments. */
  endpoints: Set<string>;
  /** Exported interfaces and their own properties (not the inherited ones). */
  records: Map<string, string[]>;
  /** Exported unions of string literals: `TrackerTaskState` → todo, in_progress, done. */
  unions: Map<string, string[]>;
  /** `quota_exceeded (403)` pairs from the `TrackerError` comment. */
  errors: Set<string>;
  /** Phrases of the comments that state a limit: `1–100`, `25 MB`, `10 requests per second`, `bursts of 20`. */
  limits: Set<string>;
  /** Request and response headers the API names. */
  headers: Set<string>;
  oauth: { authorizationUrl: string; tokenUrl: string; clientId: string; scopes: string[] };
  /** Endpoints the connector's code calls, with where: `GET /me` → `src/handlers/me.ts`. */
  called: Map<string, string>;
}

const ENDPOINT = /\b(GET|POST|PUT|PATCH|DELETE) (\/[\w{}/.-]*)/g;

/** `/tasks/${ctx.params.taskId}/comments` → `/tasks/{id}/comments`; a query string is dropped. */
export const normaliseEndpoint = (method: string, route: string) =>
  `${method} ${
    route
      .split('?')[0]
      ?.replace(/\$\{[^}]*\}/g, '{id}')
      .replace(/\/$/, '') || '/'
  }`;

function commentsOf(source: ts.SourceFile): string {
  const text = source.getFullText();
  const comments: string[] = [];
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) comments.push(text.slice(range.pos, range.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(comments)].join('\n');
}

export function loadTrackerApi(connectorRoot: string): TrackerApi {
  const file = path.join(connectorRoot, 'src', 'tracker.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const comments = commentsOf(source);
  const api: TrackerApi = {
    constants: new Map(),
    endpoints: new Set([...comments.matchAll(ENDPOINT)].map((m) => normaliseEndpoint(m[1] ?? '', m[2] ?? ''))),
    records: new Map(),
    unions: new Map(),
    errors: new Set([...comments.matchAll(/`([a-z_]+)` \((\d{3})\)/g)].map((m) => `${m[1]} (${m[2]})`)),
    limits: new Set([...comments.matchAll(/\d+–\d+|\d+ MB|\d+ requests per second|bursts of \d+/g)].map((m) => m[0])),
    headers: new Set([...comments.matchAll(/\b(X-Tracker-[\w-]+|Retry-After)\b/g)].map((m) => m[1] ?? '')),
    oauth: { authorizationUrl: '', tokenUrl: '', clientId: '', scopes: [] },
    called: new Map(),
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer && ts.isStringLiteral(d.initializer))
          api.constants.set(d.name.text, d.initializer.text);
      }
    } else if (ts.isInterfaceDeclaration(statement)) {
      api.records.set(
        statement.name.text,
        statement.members.flatMap((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : [])),
      );
    } else if (ts.isTypeAliasDeclaration(statement) && ts.isUnionTypeNode(statement.type)) {
      const literals = statement.type.types.flatMap((t) =>
        ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : [],
      );
      if (literals.length === statement.type.types.length) api.unions.set(statement.name.text, literals);
    }
  }
  const version = api.constants.get('TRACKER_VERSION_HEADER');
  if (version) api.headers.add(version);

  const config = JSON.parse(fs.readFileSync(path.join(connectorRoot, '.connector.json'), 'utf8')) as {
    authorizations: Array<{
      method: string;
      oauth2?: { authorizationUrl: string; tokenUrl: string; clientId: string; scopes: Array<{ name: string }> };
    }>;
  };
  const oauth2 = config.authorizations.find((a) => a.method === 'oauth2')?.oauth2;
  if (oauth2) api.oauth = { ...oauth2, scopes: oauth2.scopes.map((s) => s.name) };

  for (const code of listFiles(path.join(connectorRoot, 'src')).filter((f) => /\.tsx?$/.test(f))) {
    const text = fs.readFileSync(code, 'utf8');
    const where = path.relative(connectorRoot, code).split(path.sep).join('/');
    // `tracker.get<…>('/me', …)`, and the `path:` of a collection that `listPage` GETs.
    for (const m of text.matchAll(/tracker\.(get|post|put|patch|delete|postForm)(?:<[^>]*>)?\(\s*(['`])(\/[^'`]*)\2/g)) {
      const method = m[1] === 'postForm' ? 'POST' : (m[1] ?? '').toUpperCase();
      api.called.set(normaliseEndpoint(method, m[3] ?? ''), where);
    }
    for (const m of text.matchAll(/listPage<\w+>\(ctx, \{\s*path: (['`])(\/[^'`]*)\1/g))
      api.called.set(normaliseEndpoint('GET', m[2] ?? ''), where);
  }
  return api;
}
