import type { Content, Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Node, Parent } from 'unist';
import { parse as parseYaml } from 'yaml';
import { atPointer, unescapePointer, walk, type ApiDocument, type Json } from '../../apiReference/node/load';
import { readRateLimit } from '../../apiReference/node/rateLimit';

/**
 * Values the prose repeats, held against the OpenAPI document that owns them: an operation's
 * deadline (`x-deadline-seconds`), a field's range and default, an API's rate limit
 * (`x-rate-limit`) and the names of its own headers (`X-Sync-…`). Changing one in the document
 * then fails every sentence that still states the old one, on every page of that docs version.
 *
 * The prose is read a statement at a time: a sentence, or a table cell with its row's first cell
 * and its column's header. What a value is about is read from the words nearest it that the
 * document itself provides (its tags, paths, operation ids and handler names); a value whose
 * statement names none is held against the operations its section shows (examples, reference
 * links), else against any operation of the version.
 */

export interface StatedProblem {
  file: string;
  line: number;
  message: string;
}

interface Subject {
  /** As the problem names it: `graph`, `/me`. */
  name: string;
  pattern: RegExp;
  operations: string[];
}

interface Constraints {
  minimum?: number;
  maximum?: number;
  default?: number;
}

/** What one version's documents say that pages repeat. */
export interface ApiFacts {
  /** The documents, for messages. */
  files: string[];
  /** operationId → `x-deadline-seconds`. */
  deadlines: Map<string, number>;
  subjects: Subject[];
  /** Field name → the numeric constraints of each schema property so named. */
  fields: Map<string, Constraints[]>;
  /** Header names the documents define, lower-cased, and the `X-Name-` prefixes they share. */
  headers: Set<string>;
  headerPrefixes: string[];
  rateLimits: Array<{ file: string; requests: number; periodSeconds: number; words: RegExp }>;
  /** operationId → status → what the document says the status means. */
  responses: Map<string, Map<string, string>>;
  /** operationId → the names a request to it carries: its parameters and its body's top-level fields. */
  requestNames: Map<string, Set<string>>;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A word and its plural (or singular): `webhook` matches `webhooks` and the reverse. */
const wordPattern = (word: string) => new RegExp(`(?<![\\w/-])${escapeRegExp(word.replace(/s$/i, ''))}s?(?![\\w-])`, 'gi');

/** The facts of a version's documents, each given as its path and its YAML text. */
export function apiFacts(documents: Array<{ file: string; text: string }>): ApiFacts {
  const facts: ApiFacts = {
    files: documents.map((d) => d.file),
    deadlines: new Map(),
    subjects: [],
    fields: new Map(),
    headers: new Set(),
    headerPrefixes: [],
    rateLimits: [],
    responses: new Map(),
    requestNames: new Map(),
  };
  const subjects = new Map<string, Subject>();
  const addSubject = (name: string, pattern: RegExp, operationId: string) => {
    const subject = subjects.get(name) ?? { name, pattern, operations: [] };
    subject.operations.push(operationId);
    subjects.set(name, subject);
  };
  for (const { file, text } of documents) {
    const doc = parseYaml(text) as Json;
    const resolve = (value: unknown): Json => {
      let node = value as Json | undefined;
      for (let hops = 0; typeof node?.$ref === 'string' && hops < 10; hops += 1) node = atPointer(doc, node.$ref.slice(1)) as Json;
      return node ?? {};
    };
    for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item) as Array<[string, Json]>) {
        if (!METHODS.has(method) || typeof op.operationId !== 'string') continue;
        const id = op.operationId;
        if (typeof op['x-deadline-seconds'] === 'number') facts.deadlines.set(id, op['x-deadline-seconds']);
        const responses = Object.entries((op.responses ?? {}) as Json).map(
          ([status, response]) => [status, String(resolve(response).description ?? '')] as const,
        );
        facts.responses.set(id, new Map(responses));
        const body = resolve((((resolve(op.requestBody).content ?? {}) as Json)['application/json'] as Json | undefined)?.schema);
        const parameters = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map((p) =>
          String(resolve(p).name),
        );
        facts.requestNames.set(id, new Set([...parameters, ...Object.keys((body.properties ?? {}) as Json)]));
        for (const tag of (op.tags ?? []) as string[]) addSubject(tag.toLowerCase(), wordPattern(tag), id);
        for (const name of [id, ...((op['x-sdk-handlers'] ?? []) as string[])]) addSubject(name, wordPattern(name), id);
        if (path.includes('{')) continue;
        // `/me`, and the last word of a longer path (`/webhooks/parse`: "parse").
        addSubject(path, new RegExp(`(?<![\\w/])${escapeRegExp(path)}(?![\\w/])`, 'g'), id);
        const last = path.split('/').at(-1) ?? '';
        if (path.split('/').length > 2 && /^[a-z]+$/.test(last)) addSubject(last, wordPattern(last), id);
      }
    }
    const limit = readRateLimit(doc['x-rate-limit'], file);
    if (limit) {
      // A rate is the API's when its statement names the API or what the limit counts by ("per key").
      const title = String((doc.info as Json | undefined)?.title ?? '');
      const words = [title, limit.per?.split(' ').at(-1) ?? ''].filter(Boolean).map((w) => wordPattern(w).source);
      facts.rateLimits.push({ file, ...limit, words: new RegExp(words.join('|'), 'i') });
    }
    // Every schema property and header anywhere in the document, inline or shared.
    walk(doc, '', (object, pointer) => {
      const at = pointer.lastIndexOf('/');
      const key = unescapePointer(pointer.slice(at + 1));
      const parent = at > 0 ? (atPointer(doc, pointer.slice(0, at)) as Json) : doc;
      if (object.in === 'header' && typeof object.name === 'string') facts.headers.add(object.name.toLowerCase());
      // A response's headers, or the shared ones: not an example's `headers` value.
      if (key === 'headers' && ('description' in parent || pointer === '/components/headers'))
        for (const name of Object.keys(object)) facts.headers.add(name.toLowerCase());
      if (key !== 'properties') return;
      for (const [name, property] of Object.entries(object)) {
        const schema = resolve(property);
        const constraints: Constraints = {};
        for (const k of ['minimum', 'maximum', 'default'] as const) if (typeof schema[k] === 'number') constraints[k] = schema[k] as number;
        if (Object.keys(constraints).length) facts.fields.set(name, [...(facts.fields.get(name) ?? []), constraints]);
      }
    });
  }
  facts.subjects = [...subjects.values()];
  facts.headerPrefixes = [...new Set([...facts.headers].flatMap((h) => /^(x-[a-z0-9]+-)/.exec(h)?.[1] ?? []))];
  return facts;
}

interface Statement {
  text: string;
  line: number;
  /** Statements of one paragraph share it: a pronoun's subject is looked for there. */
  paragraph: number;
}

const number = (text: string) => Number(text.replace(/,/g, ''));
const DURATION = /(\d[\d,]*)\s?(?:s|seconds?)\b(?!\s+before)/g;
const DEADLINE_WORDS = /\bdeadlines?\b|\bwithin\b/i;
const RANGE = /(\d[\d,]*)\s?–\s?(\d[\d,]*)/g;
const DEFAULT = /\bdefault(?:s to|:)?\s+(\d[\d,]*)/gi;
const RATE = /(\d[\d,]*) requests? (?:per|a|in a|each) (second|minute|hour)\b/gi;
const PERIODS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/** The problems of one page: each value it states that its version's documents contradict. */
export function checkStatedValues(
  page: { displayPath: string; tree: Root | null; lineOffset: number },
  facts: ApiFacts,
  /** The operations a block shows (its examples, its links into the reference). */
  operationsOf: (block: Content) => string[],
): StatedProblem[] {
  if (!page.tree) return [];
  const problems: StatedProblem[] = [];
  const report = (line: number, message: string) => problems.push({ file: page.displayPath, line: line + page.lineOffset, message });
  const sections: Array<{ operations: Set<string>; statements: Statement[] }> = [{ operations: new Set(), statements: [] }];
  let paragraphs = 0;
  const nextParagraph = () => (paragraphs += 1);
  for (const block of page.tree.children) {
    if (block.type === 'heading' && block.depth === 2) sections.push({ operations: new Set(), statements: [] });
    const section = sections.at(-1) as (typeof sections)[number];
    for (const id of operationsOf(block)) section.operations.add(id);
    section.statements.push(...statementsOf(block, nextParagraph));
  }
  const pageOperations = new Set(sections.flatMap((s) => [...s.operations]));
  for (const section of sections) {
    const context = section.operations.size ? section.operations : pageOperations;
    section.statements.forEach((statement, i) => {
      checkDeadlines(statement, section.statements.slice(0, i), facts, context, report);
      checkFields(statement, facts, report);
      checkRates(statement, facts, report);
      checkHeaders(statement, facts, report);
      checkStatuses(statement, section.statements.slice(0, i), facts, context, report);
    });
  }
  // A table cell is read with its row's first cell, which may repeat a finding.
  return problems.filter((p, i) => problems.findIndex((q) => q.line === p.line && q.message === p.message) === i);
}

function checkDeadlines(
  statement: Statement,
  earlier: Statement[],
  facts: ApiFacts,
  context: Set<string>,
  report: (line: number, message: string) => void,
) {
  const durations = deadlinesIn(statement.text);
  if (!durations.length) return;
  const owned = ownedSubjects(statement.text, durations, facts);
  durations.forEach((duration, i) => {
    const seconds = number(duration[1] ?? '');
    let subjects = owned[i] ?? [];
    // "It must answer within 5 s": the subject is the one the paragraph last named.
    if (!subjects.length && durations.length === 1)
      subjects = lastNamed(
        earlier.filter((e) => e.paragraph === statement.paragraph),
        facts,
        (s) => s.operations.some((id) => facts.deadlines.has(id)),
      );
    if (subjects.length) {
      for (const subject of subjects) {
        const wrong = subject.operations.filter((id) => facts.deadlines.has(id) && facts.deadlines.get(id) !== seconds);
        if (wrong.length)
          report(
            statement.line,
            `states a ${seconds} s deadline for ${subject.name}, but ${wrong.map((id) => `${id} has x-deadline-seconds ${facts.deadlines.get(id)}`).join(', ')} (${facts.files.join(', ')})`,
          );
      }
      return;
    }
    // Named by nothing: one of the section's operations (else, for a "deadline", any operation) must have it.
    const candidates = [...context].filter((id) => facts.deadlines.has(id));
    if (!candidates.length && !/\bdeadlines?\b/i.test(statement.text)) return;
    const pool = candidates.length ? candidates : [...facts.deadlines.keys()];
    if (!pool.some((id) => facts.deadlines.get(id) === seconds))
      report(
        statement.line,
        `states a ${seconds} s deadline, which no ${candidates.length ? `operation this section shows (${candidates.join(', ')})` : 'operation'} has in ${facts.files.join(', ')}`,
      );
  });
}

/** The durations a statement gives as deadlines: not an interval ("every 30 s"), an offset ("1 s before") or a range's end. */
function deadlinesIn(text: string): RegExpMatchArray[] {
  if (!DEADLINE_WORDS.test(text)) return [];
  return [...text.matchAll(DURATION)].filter((m) => !/(\bevery|[–-])\s*$/i.test(text.slice(0, m.index)));
}

/** The subjects (`keep` of them) the last of `statements` that names any names, in the documents' own words. */
function lastNamed(statements: Statement[], facts: ApiFacts, keep: (subject: Subject) => boolean = () => true): Subject[] {
  for (const statement of [...statements].reverse()) {
    const named = facts.subjects.filter((s) => keep(s) && statement.text.search(s.pattern) >= 0);
    if (named.length) return named;
  }
  return [];
}

/**
 * Which subjects each duration is about: those in its own clause, and those of a clause with no
 * duration that leads into the next ("webhook parse, acknowledge and subscription calls within 10 s").
 */
function ownedSubjects(text: string, durations: RegExpMatchArray[], facts: ApiFacts): Subject[][] {
  const clauseEnds = [...text.matchAll(/[,;:]\s/g)].map((m) => m.index ?? 0);
  const clauseOf = (at: number) => clauseEnds.filter((end) => end < at).length;
  const owned: Subject[][] = durations.map(() => []);
  for (const subject of facts.subjects) {
    if (!subject.operations.some((id) => facts.deadlines.has(id))) continue;
    for (const match of text.matchAll(subject.pattern)) {
      const at = match.index ?? 0;
      const clause = clauseOf(at);
      const distance = (i: number) => Math.abs((durations[i]?.index ?? 0) - at);
      const same = durations
        .map((d, i) => (clauseOf(d.index ?? 0) === clause ? i : -1))
        .filter((i) => i >= 0)
        .sort((a, b) => distance(a) - distance(b))[0];
      const owner = same ?? durations.findIndex((d) => (d.index ?? 0) > at);
      if (owner >= 0) owned[owner]?.push(subject);
    }
  }
  return owned;
}

const STATUS = /(?<![\w.-])([45]\d\d)(?![\w.-]|\s?(?:ms|s|KB|MB|records|items|characters|requests)\b)/g;
const NOT_RETRIED = /\b(?:not retried|no retry|never retried|(?:do|does|is) not retr(?:y|ied)|drops?|dropped)\b/i;
const RETRIED = /\bretr(?:y|ies|ied)\b/i;

/** Whether a text says the platform tries the call again: the one part of a status's meaning both sides state. */
function retryOf(text: string): 'retried' | 'not retried' | undefined {
  const plain = text.replace(/`?Retry-After`?/gi, '');
  if (NOT_RETRIED.test(plain)) return 'not retried';
  return RETRIED.test(plain) ? 'retried' : undefined;
}

/**
 * A status a page gives an operation means what the document's response says: both agree on
 * whether the platform retries, and a request field the page names as the cause is the one the
 * document names.
 */
function checkStatuses(
  statement: Statement,
  earlier: Statement[],
  facts: ApiFacts,
  context: Set<string>,
  report: (line: number, message: string) => void,
) {
  const statuses = [...new Set([...statement.text.matchAll(STATUS)].map((m) => m[1] ?? ''))];
  if (!statuses.length) return;
  let operations = lastNamed([...earlier.filter((e) => e.paragraph === statement.paragraph), statement], facts).flatMap(
    (s) => s.operations,
  );
  const named = operations.length > 0;
  if (!named) operations = [...context];
  const said = retryOf(statement.text);
  // A cause is given in the sentence that gives the status (a table cell's advice comes after it).
  const lastStatus = Math.max(...[...statement.text.matchAll(STATUS)].map((m) => m.index ?? 0));
  const end = /[.!?](\s|$)/.exec(statement.text.slice(lastStatus));
  const causeText = end ? statement.text.slice(0, lastStatus + end.index) : statement.text;
  for (const status of statuses) {
    const meanings = operations.flatMap((id) => {
      const description = facts.responses.get(id)?.get(status);
      return description === undefined ? [] : [{ id, description }];
    });
    if (!meanings.length) continue;
    const agree = (m: { description: string }) => !said || !retryOf(m.description) || retryOf(m.description) === said;
    // Named operations must each agree; a section's operations are candidates, one of which must.
    const disagreeing = named ? meanings.filter((m) => !agree(m)) : meanings.some(agree) ? [] : meanings;
    for (const m of disagreeing)
      report(
        statement.line,
        `says ${status} is ${said} for ${m.id}, but the document says "${m.description.trim()}" (${facts.files.join(', ')})`,
      );
    const causes = [...causeText.matchAll(/`([A-Za-z]\w*)`/g)]
      .map((c) => c[1] ?? '')
      .filter((name) => meanings.some((m) => facts.requestNames.get(m.id)?.has(name)));
    for (const name of new Set(causes)) {
      const silent = meanings.filter((m) => facts.requestNames.get(m.id)?.has(name) && !m.description.includes(`\`${name}\``));
      if (named ? silent.length : silent.length === meanings.filter((m) => facts.requestNames.get(m.id)?.has(name)).length)
        for (const m of silent)
          report(
            statement.line,
            `gives \`${name}\` as a cause of ${status} for ${m.id}, which the document's ${status} does not name: "${m.description.trim()}"`,
          );
    }
  }
}

/** `expiresIn` … 300–86,400 … default 3,600: each value belongs to the field named last before it. */
function checkFields(statement: Statement, facts: ApiFacts, report: (line: number, message: string) => void) {
  const codes = [...statement.text.matchAll(/`([A-Za-z][\w.]*)`/g)]
    .map((m) => ({ at: m.index ?? 0, name: (m[1] ?? '').split('.').at(-1) ?? '' }))
    .filter((c) => facts.fields.has(c.name));
  if (!codes.length) return;
  const fieldBefore = (at: number) => codes.filter((c) => c.at < at).at(-1)?.name;
  for (const match of statement.text.matchAll(RANGE)) {
    const name = fieldBefore(match.index ?? 0);
    const ranges = (name ? facts.fields.get(name) : [])?.filter((c) => c.minimum !== undefined && c.maximum !== undefined) ?? [];
    const [low, high] = [number(match[1] ?? ''), number(match[2] ?? '')];
    if (ranges.length && !ranges.some((c) => c.minimum === low && c.maximum === high))
      report(
        statement.line,
        `states \`${name}\` is ${match[0]}, but the document's range is ${ranges.map((c) => `${c.minimum}–${c.maximum}`).join(' or ')}`,
      );
  }
  for (const match of statement.text.matchAll(DEFAULT)) {
    const name = fieldBefore(match.index ?? 0);
    const defaults = (name ? facts.fields.get(name) : [])?.filter((c) => c.default !== undefined) ?? [];
    const value = number(match[1] ?? '');
    if (defaults.length && !defaults.some((c) => c.default === value))
      report(
        statement.line,
        `states \`${name}\` defaults to ${value}, but the document's default is ${defaults.map((c) => c.default).join(' or ')}`,
      );
  }
}

function checkRates(statement: Statement, facts: ApiFacts, report: (line: number, message: string) => void) {
  for (const match of statement.text.matchAll(RATE)) {
    const limit = facts.rateLimits.find((l) => l.words.test(statement.text));
    if (!limit) continue;
    const [requests, period] = [number(match[1] ?? ''), PERIODS[(match[2] ?? '').toLowerCase()] ?? 0];
    if (requests / period !== limit.requests / limit.periodSeconds)
      report(
        statement.line,
        `states ${match[0]}, but ${limit.file}'s x-rate-limit is ${limit.requests} requests per ${limit.periodSeconds} s`,
      );
  }
}

/** A header named with one of the documents' own prefixes (`X-Sync-`) must be one of theirs. */
function checkHeaders(statement: Statement, facts: ApiFacts, report: (line: number, message: string) => void) {
  if (!facts.headerPrefixes.length) return;
  const pattern = new RegExp(`(?<![\\w-])(?:${facts.headerPrefixes.map(escapeRegExp).join('|')})[A-Za-z0-9-]*[A-Za-z0-9]`, 'gi');
  for (const match of statement.text.matchAll(pattern))
    if (!facts.headers.has(match[0].toLowerCase()))
      report(statement.line, `names the header ${match[0]}, which ${facts.files.join(' and ')} do not define`);
}

/** Sentences of prose, and table cells read with their row's first cell and their column's header. */
function statementsOf(block: Content, nextParagraph: () => number): Statement[] {
  const statements: Statement[] = [];
  visit(block as Node, (node: Node) => {
    if (node.type === 'code' || node.type === 'html') return 'skip';
    if (node.type === 'table') {
      statements.push(...tableStatements(node as Table, nextParagraph));
      return 'skip';
    }
    if (node.type !== 'paragraph' && node.type !== 'heading') return undefined;
    const text = textOf(node);
    const line = node.position?.start.line ?? 1;
    const paragraph = nextParagraph();
    let offset = 0;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`*(])/)) {
      statements.push({ text: sentence, line: line + (text.slice(0, offset).match(/\n/g)?.length ?? 0), paragraph });
      offset += sentence.length + 1;
    }
    return 'skip';
  });
  return statements;
}

function tableStatements(table: Table, nextParagraph: () => number): Statement[] {
  const [head, ...rows] = table.children;
  const headers = head?.children.map((cell) => textOf(cell)) ?? [];
  return rows.flatMap((row) => {
    const line = row.position?.start.line ?? 1;
    const first = row.children[0] ? textOf(row.children[0]) : '';
    const paragraph = nextParagraph();
    return row.children.map((cell, column) => ({
      text: column === 0 ? `${headers[0] ?? ''}: ${first}` : `${first} — ${headers[column] ?? ''}: ${textOf(cell)}`,
      line,
      paragraph,
    }));
  });
}

/** A node's text with its inline code kept in backticks, so a statement knows which words are names. */
function textOf(node: Node): string {
  if (node.type === 'inlineCode') return `\`${(node as unknown as { value: string }).value}\``;
  if (node.type === 'text') return (node as unknown as { value: string }).value;
  if (node.type === 'break') return '\n';
  const children = (node as Parent).children;
  return children ? children.map(textOf).join('') : toString(node);
}

/**
 * A document's descriptions do not restate its extensions: the reference shows `x-deadline-seconds`
 * and `x-rate-limit` itself, and a copy in prose is the one a later change leaves behind.
 */
export function checkRestatedExtensions(api: ApiDocument): StatedProblem[] {
  const problems: StatedProblem[] = [];
  walk(api.doc, '', (object, pointer) => {
    const text = object.description;
    if (typeof text !== 'string') return;
    const restated = deadlinesIn(text).length
      ? 'a deadline (the reference shows x-deadline-seconds)'
      : text.search(RATE) >= 0
        ? 'a rate limit (x-rate-limit)'
        : '';
    if (restated)
      problems.push({
        file: api.sourcePath,
        line: api.lineOf(`${pointer}/description`),
        message: `a description restates ${restated}: say it once, in the extension`,
      });
  });
  return problems;
}
