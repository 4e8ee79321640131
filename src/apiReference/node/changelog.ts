import { apiCompare } from 'api-smart-diff';
import type { ApiSummary, ChangelogEntry, ChangelogOperation, ChangelogPageData } from '../model';
import { atPointer, type Json } from './load';

/** Fields the changelog is about: what a client or a connector depends on, not wording or examples. */
const IGNORED_KEYS = new Set(['description', 'summary', 'example', 'examples', 'externalDocs', 'title', 'x-codeSamples']);
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace']);

interface Side {
  doc: Json;
  /** The route of an operation's page in this side's reference, by operationId. */
  routeOf: (operationId: string) => string;
}

const operationAt = (doc: Json, path: string, method: string) =>
  ((doc.paths as Json | undefined)?.[path] as Json | undefined)?.[method] as Json | undefined;

/**
 * `[Added] property …` → `Added property …`: the library's words, with its bracketed verb made plain,
 * and an enum value or a default named (the library says only "Replaced possible values of `view`").
 */
function wording(diff: {
  description?: string;
  action: string;
  path: ReadonlyArray<string | number>;
  before?: unknown;
  after?: unknown;
}): string {
  const text = diff.description?.replace(/^\[(\w+)\]\s*/, '$1 ');
  if (text && diff.path.at(-2) === 'enum' && (diff.action === 'add' || diff.action === 'remove'))
    return text.replace(
      /^\w+ possible values/,
      `${diff.action === 'add' ? 'Added' : 'Removed'} the value \`${JSON.stringify(diff.action === 'add' ? diff.after : diff.before)}\` ${diff.action === 'add' ? 'to' : 'from'} the possible values`,
    );
  // The library names a default that changed, not its value: a reader needs the value.
  // Only a schema's default: a response or a property named `default` ends its path so too.
  if (text && diff.path.at(-1) === 'default' && /default value/i.test(text))
    return diff.action === 'remove'
      ? `${text}; it was \`${JSON.stringify(diff.before)}\``
      : `${text}; it is now \`${JSON.stringify(diff.after)}\``;
  return text || `${diff.action[0]?.toUpperCase()}${diff.action.slice(1)} ${diff.path.slice(3).join('.')}`;
}

/**
 * Whose code a change can break. api-smart-diff classifies for the `caller` (a client of the API:
 * a new required request field breaks it). The connector API's readers are its `implementer`s (the
 * platform calls their connector), broken by the opposite: a response field now required, a
 * request value now allowed. For them a change is breaking when its reverse is for a caller.
 */
export type Perspective = 'caller' | 'implementer';

const pathKey = (path: ReadonlyArray<string | number>) => JSON.stringify(path);

/** The node at `path` in `doc`, following each `$ref` on the way as api-smart-diff does (its paths run through them). */
function resolvedAt(doc: Json, path: ReadonlyArray<string | number>): unknown {
  const follow = (node: unknown): unknown => {
    const ref = (node as Json | null | undefined)?.$ref;
    return typeof ref === 'string' && ref.startsWith('#') ? follow(atPointer(doc, ref.slice(1))) : node;
  };
  return follow(
    path.reduce<unknown>((node, key) => {
      const here = follow(node);
      return here !== null && typeof here === 'object' ? (here as Json)[key] : undefined;
    }, doc),
  );
}

/**
 * A property added to a response whose schema allowed no other (`additionalProperties: false`, or
 * OpenAPI 3.1's `unevaluatedProperties: false`): a client that validates answers against the old
 * document rejects the new ones. api-smart-diff calls any added response property non-breaking.
 * A `writeOnly` property is never in an answer.
 */
const isClosed = (schema: Json | undefined) => schema?.additionalProperties === false || schema?.unevaluatedProperties === false;

const closedResponseWidened = (before: Json, after: Json, diff: { action: string; path: ReadonlyArray<string | number> }) =>
  diff.action === 'add' &&
  diff.path[3] === 'responses' &&
  diff.path.at(-2) === 'properties' &&
  isClosed(resolvedAt(before, diff.path.slice(0, -2)) as Json | undefined) &&
  (resolvedAt(after, diff.path) as Json | undefined)?.writeOnly !== true;

/**
 * A copy of `doc` for api-smart-diff, which changes the documents it is given, with each path's
 * shared parameters moved into its operations by OpenAPI's rule: an operation's own parameter of the
 * same name and location replaces the path's. The library appends them without that rule, then pairs
 * both copies with one parameter of the other document, so an unchanged override read as a breaking
 * removal plus an addition.
 */
export function comparable(doc: Json): Json {
  const copy = structuredClone(doc);
  // Resolved in the original: the copy's path items lose their `parameters` below.
  const identity = (parameter: unknown) => {
    const ref = (parameter as Json | undefined)?.$ref;
    const resolved = (typeof ref === 'string' ? atPointer(doc, ref.slice(1)) : parameter) as Json | undefined;
    return `${String(resolved?.in)} ${String(resolved?.name)}`;
  };
  const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
  for (const item of Object.values((copy.paths ?? {}) as Record<string, unknown>)) {
    if (!isObject(item) || !Array.isArray(item.parameters)) continue;
    const shared: unknown[] = item.parameters;
    delete item.parameters;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation)) continue;
      const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
      const overridden = new Set(own.map(identity));
      operation.parameters = [...own, ...shared.filter((parameter) => !overridden.has(identity(parameter)))];
    }
  }
  return copy;
}

/**
 * What changed in one API between two versions of its OpenAPI document, operation by operation,
 * classified by api-smart-diff (breaking, non-breaking, deprecated) for the reader's perspective.
 * Wording changes, examples and components are left out: a component's change shows under every
 * operation that uses it, since the library resolves `$ref`s. So are callbacks and webhooks (only
 * `paths` is read), which the library does not classify.
 */
export function apiChanges(before: Side, after: Side, perspective: Perspective = 'caller'): ChangelogOperation[] {
  const { diffs } = apiCompare(comparable(before.doc), comparable(after.doc));
  const reversed =
    perspective === 'implementer'
      ? new Map(apiCompare(comparable(after.doc), comparable(before.doc)).diffs.map((diff) => [pathKey(diff.path), diff.type]))
      : null;
  // An operation added or removed keeps the library's verdict; a change inside one is judged from the reader's side.
  // For an implementer: an operation added or removed breaks nothing (the platform calls what a
  // connector declares), nor does a property added, which it may leave out (its `required` entry does).
  const isBreaking = (diff: (typeof diffs)[number]) =>
    reversed
      ? diff.path.length > 3 &&
        reversed.get(pathKey(diff.path)) === 'breaking' &&
        !(diff.action === 'add' && diff.path.at(-2) === 'properties')
      : diff.type === 'breaking';
  // For a caller, a non-breaking verdict the library gave a closed response schema is overruled.
  const widened = (diff: (typeof diffs)[number]) =>
    !reversed && diff.type !== 'breaking' && closedResponseWidened(before.doc, after.doc, diff);
  const operations = new Map<string, ChangelogOperation>();
  const operation = (path: string, method: string): ChangelogOperation => {
    const key = `${method} ${path}`;
    let entry = operations.get(key);
    if (!entry) {
      const old = operationAt(before.doc, path, method);
      const now = operationAt(after.doc, path, method);
      const id = (op: Json | undefined) => (op && typeof op.operationId === 'string' ? op.operationId : undefined);
      const summary = String(now?.summary ?? old?.summary ?? id(now) ?? id(old) ?? key);
      entry = {
        method: method.toUpperCase(),
        path,
        summary,
        change: !old ? 'added' : !now ? 'removed' : 'changed',
        breaking: false,
        ...(id(old) ? { before: before.routeOf(id(old) as string) } : {}),
        ...(id(now) ? { after: after.routeOf(id(now) as string) } : {}),
        entries: [],
      };
      operations.set(key, entry);
    }
    return entry;
  };
  for (const diff of diffs) {
    const [root, path, method] = diff.path as Array<string | number>;
    if (root !== 'paths' || typeof path !== 'string') continue;
    if (diff.type === 'annotation' || diff.path.some((key) => typeof key === 'string' && IGNORED_KEYS.has(key))) continue;
    // The library classifies no callback change (one added is an "annotation", one changed "unclassified"): none is listed.
    if (diff.path[3] === 'callbacks') continue;
    // A whole path added or removed: each of its operations.
    const methods =
      method === undefined
        ? Object.keys((diff.action === 'add' ? diff.after : diff.before) as Json).filter((m) => METHODS.has(m))
        : typeof method === 'string' && METHODS.has(method)
          ? [method]
          : [];
    for (const m of methods) {
      const op = operation(path, m);
      const wide = widened(diff);
      const breaking = isBreaking(diff) || wide;
      op.breaking ||= breaking;
      // An added or removed operation is one entry: itself.
      if (diff.path.length <= 3) continue;
      const entry: ChangelogEntry = {
        breaking,
        deprecated: diff.type === 'deprecated',
        text: wide
          ? `${wording(diff)}, to a schema that allowed no other property: a client that validates answers against the previous document rejects it`
          : wording(diff),
      };
      if (!op.entries.some((e) => e.text === entry.text)) op.entries.push(entry);
    }
  }
  const order = { removed: 0, changed: 1, added: 2 };
  // Within an operation too, what breaks comes first (the sort is stable: the library's order after).
  for (const op of operations.values()) op.entries.sort((a, b) => Number(b.breaking) - Number(a.breaking));
  return [...operations.values()]
    .filter((op) => op.change !== 'changed' || op.entries.length > 0)
    .sort((a, b) => Number(b.breaking) - Number(a.breaking) || order[a.change] - order[b.change] || a.path.localeCompare(b.path, 'en'));
}

/** The page's data: the API, both versions and what changed. */
export function changelogData(
  api: ApiSummary,
  from: ChangelogPageData['from'],
  to: ChangelogPageData['to'],
  perspective: Perspective,
  operations: ChangelogOperation[],
): ChangelogPageData {
  return { kind: 'changelog', api, from, to, reader: perspective === 'implementer' ? 'connector' : 'client', operations };
}
