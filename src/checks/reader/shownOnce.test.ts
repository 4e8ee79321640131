import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCopiedStatements, checkRepeatedExcerpts, checkRepeatedJson, jsonObjects, regionLineNumbers } from './shownOnce';
import { fence, testPage } from './testPages';

const connector = fs.mkdtempSync(path.join(os.tmpdir(), 'shown-once-'));
fs.mkdirSync(path.join(connector, 'src'));
const handler = [
  '// #region handler',
  'export async function getThing(id: string): Promise<string> {',
  '  // #region lookup',
  '  const found = await lookupSomewhere(id);',
  '  // #endregion lookup',
  '  return found.toUpperCase();',
  '}',
  '// #endregion handler',
].join('\n');
fs.writeFileSync(path.join(connector, 'src', 'thing.ts'), handler);
afterAll(() => fs.rmSync(connector, { recursive: true, force: true }));

const whole = fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#handler"', 'unused');

describe('code shown once', () => {
  it('maps a region to the file lines it shows, without markers or trivial lines', () => {
    expect(regionLineNumbers(handler, 'handler')).toEqual([1, 3, 5]);
    expect(regionLineNumbers(handler, 'lookup')).toEqual([3]);
  });

  it('lets a reading path print it whole, and asks another page for highlighted lines and a link', () => {
    const tutorial = testPage('connectors/build/step.mdx', whole);
    const plain = testPage('recipes/a.mdx', whole);
    const highlighted = testPage('recipes/b.mdx', fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#lookup" {1}', 'x'));
    const linked = testPage(
      'recipes/c.mdx',
      `See [the step](/docs/connectors/build/step/).\n\n${fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#lookup" {1}', 'x')}`,
    );
    const problems = checkRepeatedExcerpts([tutorial, plain, highlighted, linked], new Set([tutorial]), connector).map(
      (p) => `${p.file} ${p.message}`,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/recipes\/a\.mdx src\/thing\.ts#handler is printed whole on content\/docs\/connectors\/build\/step\.mdx/,
      ),
      expect.stringMatching(/^content\/docs\/recipes\/b\.mdx src\/thing\.ts#lookup repeats lines that .* prints whole: link to it/),
    ]);
  });

  it('asks a page that repeats a whole handler, even highlighted, for the lines it discusses', () => {
    const tutorial = testPage('connectors/build/step.mdx', whole);
    const link = 'See [the step](/docs/connectors/build/step/).\n\n';
    const wholeHighlighted = testPage('recipes/a.mdx', link + fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#handler" {3}', 'x'));
    const part = testPage('recipes/b.mdx', link + fence('ts', 'title="src/thing.ts" excerpt="src/thing.ts#lookup" {1}', 'x'));
    const problems = checkRepeatedExcerpts([tutorial, wholeHighlighted, part], new Set([tutorial]), connector).map(
      (p) => `${p.file} ${p.message}`,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/recipes\/a\.mdx prints `getThing` \(src\/thing\.ts\) whole, as content\/docs\/connectors\/build\/step\.mdx does/,
      ),
    ]);
  });

  it('refuses a copy of a reference statement and a statement printed on two pages', () => {
    const copy = testPage(
      'a.mdx',
      fence(
        'ts',
        'title="src/other.ts"',
        handler
          .split('\n')
          .slice(1, 7)
          .join('\n')
          .replace(/ {2}\/\/ #\w+ lookup\n/g, ''),
      ),
    );
    const first = testPage('b.mdx', fence('ts', '', 'export function twice() {\n  return 1;\n}'));
    const second = testPage('c.mdx', fence('ts', '', '// the same function\nexport function twice() {\n  return 1;\n}'));
    const problems = checkCopiedStatements([copy, first, second], new Set(), connector).map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:8 copies `getThing` from examples\/example-tracker\/src\/thing\.ts/),
      expect.stringMatching(/^content\/docs\/c\.mdx:9 repeats `twice`, already printed on content\/docs\/b\.mdx:8/),
    ]);
  });

  describe('configuration JSON', () => {
    const authorization = {
      name: 'oauth2',
      method: 'oauth2',
      label: 'Connect',
      oauth2: {
        authorizationUrl: 'https://tracker.example/oauth/authorize',
        tokenUrl: 'https://api.tracker.example/v2/oauth/token',
        clientId: 'etk_app_5f1c2a',
        clientSecret: '{{ secrets.OAUTH_CLIENT_SECRET }}',
        scopes: [{ name: 'tasks:read' }, { name: 'tasks:write' }],
      },
    };
    const config = (value: unknown, meta = 'title=".connector.json"') => fence('json', meta, JSON.stringify(value, null, 2));
    const whole = config({ authorizations: [authorization] });
    const tutorial = testPage('connectors/build/step.mdx', whole);
    const check = (...pages: ReturnType<typeof testPage>[]) =>
      checkRepeatedJson([tutorial, ...pages], new Set([tutorial])).map((p) => `${p.file} ${p.message}`);

    it('names objects by where they sit, and sees through one-key wrappers', () => {
      const objects = jsonObjects(JSON.stringify({ authorizations: [authorization] })) ?? [];
      expect(objects[0]).toMatchObject({ label: "the block's content", wrapper: true });
      expect(objects[0]?.children[0]).toMatchObject({ label: '`authorizations[0]` ("oauth2")', wrapper: false, values: 9 });
      expect(jsonObjects('{ "a": 1, }')).toBeNull();
    });

    it('refuses a second whole print, in any layout or key order, wherever a reading path prints it', () => {
      const reordered = { oauth2: authorization.oauth2, label: 'Connect', method: 'oauth2', name: 'oauth2' };
      const reference = testPage('configuration/authorizations.mdx', config({ authorizations: [reordered], secrets: { A: 'enc:v1:…' } }));
      expect(check(reference)).toEqual([
        expect.stringMatching(
          /^content\/docs\/configuration\/authorizations\.mdx prints `authorizations\[0\]` \("oauth2"\) whole, as content\/docs\/connectors\/build\/step\.mdx does/,
        ),
      ]);
    });

    it('lets one other page print a whole object that no reading path prints, and asks the next one for an excerpt', () => {
      const alone = { authorizations: [{ ...authorization, name: 'selfHosted', oauth2: { ...authorization.oauth2, clientId: 'other' } }] };
      const first = testPage('configuration/authorizations.mdx', config(alone));
      const second = testPage('recipes/multiHoming.mdx', config(alone));
      expect(check(first)).toEqual([]);
      expect(check(first, second)).toEqual([
        expect.stringMatching(
          /^content\/docs\/recipes\/multiHoming\.mdx prints `authorizations\[0\]` \("selfHosted"\) whole, as .*authorizations\.mdx does/,
        ),
      ]);
    });

    it('accepts one short repeat that links to the whole, and a cut-down excerpt, but not a short repeat without a link, nor a second', () => {
      const short = { oauth2: authorization.oauth2 };
      const excerpt = fence('json', 'title=".connector.json (excerpt)" {1}', JSON.stringify(short));
      const unlinked = testPage('configuration/a.mdx', excerpt);
      const linked = testPage('configuration/b.mdx', `The [tutorial](/docs/connectors/build/step/) prints it whole.\n\n${excerpt}`);
      const cut = testPage('configuration/c.mdx', config({ authorizations: [{ name: 'oauth2', oauth2: { clientSecret: 'x' } }] }));
      expect(check(linked, cut)).toEqual([]);
      expect(check(unlinked, cut)).toEqual([
        expect.stringMatching(/^content\/docs\/configuration\/a\.mdx repeats `oauth2`, which .*step\.mdx prints too: link to a page/),
      ]);
      expect(check(unlinked, linked).slice(1)).toEqual([
        expect.stringMatching(/^content\/docs\/configuration\/b\.mdx prints `oauth2` whole, as content\/docs\/configuration\/a\.mdx does/),
      ]);
    });

    it('leaves payloads alone: only blocks titled with a file are configuration', () => {
      const payload = testPage(
        'apiSpecification/a.mdx',
        fence('json', 'openapi="none"', JSON.stringify({ authorizations: [authorization] }, null, 2)),
      );
      expect(check(payload)).toEqual([]);
    });
  });
});
