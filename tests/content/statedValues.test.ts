import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPageValues, vocabularies } from '../../src/checks/api/checkReference';
import { loadPageApis } from '../../src/checks/api/document';
import { loadReferencePages } from '../../src/checks/api/referencePages';
import { apiFacts } from '../../src/checks/api/statedValues';
import { loadContent } from '../../src/checks/loadContent';

/**
 * The issue this guards against: a value changed in a document while the pages kept the old one
 * passed every check. Each value the current documents hold that the pages repeat is changed in a
 * copy, one at a time, and the check must name the pages that now disagree.
 */
const root = path.resolve(__dirname, '../..');
const content = loadContent(root);
const { openapiDir } = content.sources;
const read = (name: string) => fs.readFileSync(path.join(openapiDir, name), 'utf8');
const documents = { connector: read('connector-api.yaml'), embed: read('embed-api.yaml') };
const loaded = Promise.all([loadPageApis(openapiDir), loadReferencePages(root, content.sources)]);

async function problemsWith(connector: string, embed: string) {
  const [apis, reference] = await loaded;
  const facts = apiFacts([
    { file: 'connector-api.yaml', text: connector },
    { file: 'embed-api.yaml', text: embed },
  ]);
  const vocabulary = vocabularies(reference);
  return content.docs.flatMap(({ doc, displayPath }) =>
    checkPageValues({ displayPath, tree: doc.tree, lineOffset: doc.lineOffset }, apis, vocabulary, facts).map((p) => p.message),
  );
}

const deadlines = [...new Set([...documents.connector.matchAll(/x-deadline-seconds: (\d+)/g)].map((m) => Number(m[1])))];
const headers = [...new Set([...documents.connector.matchAll(/name: (X-Sync-[\w-]+)/g)].map((m) => m[1] as string))];
/** `expiresIn`'s schema: its minimum, maximum and default, each changed in turn. */
const expiresIn = /expiresIn:\n\s+type: integer\n\s+minimum: (\d+)\n\s+maximum: (\d+)\n\s+default: (\d+)/.exec(documents.embed);
const expiresInValues = (['minimum', 'maximum', 'default'] as const).map((key, i) => [key, Number(expiresIn?.[i + 1])] as const);

describe('a value changed in the document fails the pages that state the old one', () => {
  it('finds the pages and documents of today in agreement', async () => {
    expect(expiresIn, "expiresIn's schema, as the mutations below read it").not.toBeNull();
    expect(await problemsWith(documents.connector, documents.embed)).toEqual([]);
  }, 60_000);

  it.each(deadlines)('x-deadline-seconds %i, changed', async (seconds) => {
    const changed = documents.connector.replace(new RegExp(`x-deadline-seconds: ${seconds}\\b`, 'g'), `x-deadline-seconds: ${seconds + 7}`);
    const problems = await problemsWith(changed, documents.embed);
    expect(problems.length).toBeGreaterThan(0);
    for (const message of problems) expect(message).toMatch(new RegExp(`\\b${seconds} s deadline`));
  }, 60_000);

  it.each(headers)('the header %s, renamed', async (name) => {
    const problems = await problemsWith(documents.connector.replaceAll(`name: ${name}`, `name: ${name}-Renamed`), documents.embed);
    expect(problems.length).toBeGreaterThan(0);
    for (const message of problems) expect(message).toContain(`names the header ${name},`);
  }, 60_000);

  it.each(expiresInValues)("expiresIn's %s %i, changed", async (key, value) => {
    const block = expiresIn?.[0] ?? '';
    const changed = documents.embed.replace(block, block.replace(`${key}: ${value}`, `${key}: ${value + 60}`));
    const problems = await problemsWith(documents.connector, changed);
    expect(problems.length).toBeGreaterThan(0);
    for (const message of problems) expect(message).toContain('`expiresIn`');
  }, 60_000);

  it("the Embed API's rate limit, changed", async () => {
    expect(documents.embed).toMatch(/x-rate-limit: \{ requests: 60,/);
    const problems = await problemsWith(documents.connector, documents.embed.replace(/(x-rate-limit: \{ requests: )60/, '$1120'));
    expect(problems.length).toBeGreaterThan(0);
    for (const message of problems) expect(message).toContain("x-rate-limit is 120 requests per 60 s");
  }, 60_000);

  // The two contradictions the reference had: the webhook operations used the graph's shared responses.
  it.each([
    ['InvalidSignature', 'Unauthorized', /says 401 is not retried for parseWebhooks, but the document says "Credentials refused/],
    ['CannotWatch', 'BadRequest', /gives `itemPath` as a cause of 400 for updateWebhookSubscriptions/],
  ])("the webhook operations' %s swapped back for the shared %s", async (own, shared, expected) => {
    const changed = documents.connector.replaceAll(`responses/${own}'`, `responses/${shared}'`);
    expect(changed).not.toBe(documents.connector);
    const problems = await problemsWith(changed, documents.embed);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((message) => expected.test(message))).toBe(true);
  }, 60_000);
});
