import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfigBlocks, missingFrom } from './configBlocks';
import { fence, testPage } from './testPages';

const connector = fs.mkdtempSync(path.join(os.tmpdir(), 'config-blocks-'));
const file = { name: 'example-tracker', webhooks: { mode: 'automatic', parsePath: '/webhooks/parse' }, tags: ['a', 'b'] };
fs.writeFileSync(path.join(connector, '.connector.json'), JSON.stringify(file, null, 2));
afterAll(() => fs.rmSync(connector, { recursive: true, force: true }));

const check = (...blocks: string[]) =>
  checkConfigBlocks([testPage('connectors/configuration/x.mdx', blocks.join('\n'))], new Set(), connector).map((p) => p.message);

describe("the reader's configuration files", () => {
  it('names the first key or value an excerpt has that the file lacks', () => {
    expect(missingFrom({ webhooks: { mode: 'automatic' } }, file)).toBeUndefined();
    expect(missingFrom({ webhooks: { mode: 'manual' } }, file)).toBe('webhooks.mode');
    expect(missingFrom({ tags: ['b'] }, file)).toBeUndefined();
    expect(missingFrom({ tags: ['c'] }, file)).toBe('tags[0]');
  });

  it('holds a whole-file title to the whole file, an excerpt to what it has, and applies a diff', () => {
    const webhooks = JSON.stringify({ webhooks: file.webhooks });
    expect(check(fence('json', 'title=".connector.json (excerpt)"', webhooks))).toEqual([]);
    expect(check(fence('json', 'title=".connector.json"', JSON.stringify(file)))).toEqual([]);
    expect(check(fence('json', 'title=".connector.json"', webhooks))).toEqual([
      expect.stringMatching(
        /whole-file title, which replaces the reader's \.connector\.json, but shows only part of it \(not name\): title it "\(excerpt\)"/,
      ),
    ]);
    const manual = JSON.stringify({ webhooks: { mode: 'manual' } });
    expect(check(fence('json', 'title=".connector.json (excerpt)"', manual))).toEqual([
      expect.stringMatching(/shows webhooks\.mode, which the tutorial's \.connector\.json does not have/),
    ]);
    // After the page's own change, an excerpt shows the changed file.
    const diff = fence('diff', 'title=".connector.json"', '-    "mode": "automatic",\n+    "mode": "manual",');
    expect(check(diff, fence('json', 'title=".connector.json (excerpt)"', manual))).toEqual([]);
  });

  it('fails a diff titled as an excerpt, and leaves a section that starts from another connector to its own check', () => {
    const diff = fence('diff', 'title=".connector.json (excerpt)"', '-    "mode": "automatic",\n+    "mode": "manual",');
    expect(check(diff)).toEqual([expect.stringMatching(/a diff changes the file it names; title it "\.connector\.json"/)]);
    const older = fence('diff', 'title=".connector.json"', '-  "pollInterval": 300,\n   "name": "example-tracker",');
    expect(check(older)).toEqual([expect.stringMatching(/changes lines that the tutorial's \.connector\.json does not have/)]);
    expect(check('## From 1.x\n\nThis section starts from [1.x](/docs/1.x/connectors/exampleTracker/).\n', older)).toEqual([]);
  });
});
