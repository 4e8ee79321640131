import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkStartingPoints } from './startingPoints';
import { fence, testPage } from './testPages';

// A project with two released connectors and a page of each version to build on.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'starting-points-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('content/versions/1.x/example-tracker/src/index.ts', "import { a } from './a.js';\n// #region graph\na();\n// #endregion graph\n");
write('content/versions/2.x/example-tracker/src/index.ts', "import { a } from './a.js';\nimport { b } from './b.js';\na();\nb();\n");
write('content/versions/1.x/example-tracker/.connector.json', '{ "name": "demo", "secrets": {} }');
write('content/versions/2.x/example-tracker/.connector.json', '{ "name": "demo", "secrets": {}, "webhooks": { "mode": "automatic" } }');
write(
  'content/versions/2.x/docs/connectors/auth.mdx',
  `---\ntitle: Auth\ndescription: Auth.\n---\n\n## Self-hosted\n\n${fence('diff', 'title="src/index.ts"', ' a();\n+selfHosted();')}`,
);
write(
  'content/docs/connectors/recipes/hosts.mdx',
  `---\ntitle: Hosts\ndescription: Hosts.\n---\n\n## Add the host\n\n${fence('diff', 'title="src/index.ts"', ' selfHosted();\n+host();')}`,
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const FROM_1X =
  'The changes in this section start from [1.x](/docs/1.x/connectors/exampleTracker/) and end at [2.x](/docs/2.x/connectors/exampleTracker/).';
const indexDiff = (added: string) =>
  fence('diff', 'title="src/index.ts"', ` import { a } from './a.js';\n+import { b } from './b.js';\n …\n a();\n+${added}`);
const report = (body: string) =>
  checkStartingPoints([testPage('connectors/SDK/migrating.mdx', `## From 1.x\n\n${body}## Next steps\n\nDone.\n`)], root).map(
    (p) => `${p.line} ${p.message}`,
  );

describe('sections that start from another connector', () => {
  it('applies their diffs to the connector they start from (without its region lines), which then is the one they end at', () => {
    expect(report(`${FROM_1X}\n\n${indexDiff('b();')}`)).toEqual([]);
  });

  it('names the first line where the result differs from the connector it ends at', () => {
    expect(report(`${FROM_1X}\n\n${indexDiff('c();')}`)).toEqual([
      expect.stringMatching(/^9 says it ends at .*, but .* 1\.x's src\/index\.ts, do not give 2\.x's: "c\(\);" where it has "b\(\);"$/),
    ]);
  });

  it('compares a JSON file by its keys', () => {
    const diff = fence('diff', 'title=".connector.json"', `-{ "name": "demo", "secrets": {} }\n+{ "name": "demo", "secrets": {} }`);
    expect(report(`${FROM_1X}\n\n${diff}`)).toEqual([expect.stringMatching(/do not give 2\.x's: webhooks is missing$/)]);
  });

  it('fails a diff that does not apply to the older connector, and a diff titled as an excerpt', () => {
    const wrong = fence('diff', 'title="src/index.ts"', ' b();\n+c();');
    const excerpt = fence('diff', 'title="src/index.ts (excerpt)"', ' a();\n+b();');
    expect(report(`The changes start from [1.x](/docs/1.x/connectors/exampleTracker/).\n\n${wrong}${excerpt}`)).toEqual([
      '11 "src/index.ts" changes lines that src/index.ts does not have ("b();")',
      '16 "src/index.ts (excerpt)": a diff changes the file it names; title it "src/index.ts"',
    ]);
  });

  it("starts from a section's code in its version, then applies what the paragraph builds on", () => {
    const sentence =
      'This change starts from [a self-hosted 2.x connector](/docs/2.x/connectors/auth/#self-hosted) and builds on [hosts](/docs/connectors/recipes/hosts/#add-the-host).';
    expect(report(`${sentence}\n\n${fence('diff', 'title="src/index.ts"', ' host();\n+done();')}`)).toEqual([]);
    // Without the section it starts from, the recipe's diff has nothing to apply to.
    expect(report(sentence.replace('#self-hosted', '#elsewhere').replace('/auth/', '/missing/'))).toEqual([
      expect.stringMatching(/^9 \/docs\/2\.x\/connectors\/missing\/#elsewhere is no page of the docs$/),
      expect.stringMatching(
        /^9 \/docs\/connectors\/recipes\/hosts\/#add-the-host does not apply to 2\.x's connector: .*\("selfHosted\(\);"\)$/,
      ),
    ]);
  });

  it('leaves a sentence that names a starting point without a link to it, and blocks after the section', () => {
    const page = testPage('connectors/SDK/other.mdx', `Every page starts from this same file, [A](/docs/a/).\n\n${indexDiff('c();')}`);
    expect(page.startingPoints).toEqual([]);
    expect(checkStartingPoints([page], root)).toEqual([]);
  });
});
