import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fence, testPage } from '../reader/testPages';
import { checkTrackerLinks, checkTrackerPage } from './index';
import { loadTrackerApi } from './trackerApi';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-'));
fs.mkdirSync(path.join(root, 'src', 'handlers'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'src', 'tracker.ts'),
  [
    '/** Endpoints: `GET /me`, `GET /tasks/{id}`. Lists take `limit` (1–100). */',
    "export const TRACKER_API_URL = 'https://api.tracker.example/v2';",
    'export interface TrackerMe {',
    '  id: string;',
    '  organization_id: string;',
    '}',
    "export type TrackerTaskState = 'todo' | 'done';",
    '/** `error` is one of: `not_found` (404): gone. */',
    'export interface TrackerError {',
    '  error: string;',
    '}',
  ].join('\n'),
);
fs.writeFileSync(path.join(root, 'src', 'handlers', 'me.ts'), "await tracker.get<X>('/me', o);\nawait tracker.delete(`/tasks/${id}`, o);");
fs.writeFileSync(
  path.join(root, '.connector.json'),
  JSON.stringify({
    authorizations: [
      {
        method: 'oauth2',
        oauth2: {
          authorizationUrl: 'https://a.example',
          tokenUrl: 'https://t.example',
          clientId: 'etk_1',
          scopes: [{ name: 'tasks:read' }],
        },
      },
    ],
  }),
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const page = (body: string) => testPage('connectors/exampleTracker.mdx', body);
const complete = [
  'Base `https://api.tracker.example/v2`, pages of `limit` (1–100), states `todo` and `done`, OAuth2 at `https://a.example` and `https://t.example` for `etk_1` with `tasks:read`.',
  '',
  '| Endpoint | Answers |\n|---|---|\n| `GET /me` | Me |\n| `GET /tasks/{id}` | A task |',
  '',
  '### `TrackerMe`',
  '',
  '| Property | Value |\n|---|---|\n| `id` | Id |\n| `organization_id` | Organization |',
  '',
  '### `TrackerError`',
  '',
  '| Property | Value |\n|---|---|\n| `error` | Code |',
  '',
  '| Status | `error` | When |\n|---|---|---|\n| 404 | `not_found` | Gone |',
].join('\n');

describe('the Example Tracker page', () => {
  it('agrees with tracker.ts, and reports code that calls an endpoint tracker.ts does not list', () => {
    const problems = checkTrackerPage(page(complete), loadTrackerApi(root)).map((p) => `${p.file} ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/example-tracker\/src\/tracker\.ts examples\/example-tracker\/src\/handlers\/me\.ts calls DELETE \/tasks\/\{id\}/,
      ),
    ]);
  });

  it('names each difference: a missing endpoint, an extra property, a missing error, an unstated limit', () => {
    const drifted = complete
      .replace('| `GET /tasks/{id}` | A task |', '| `GET /tasks` | Tasks |')
      .replace('| `organization_id` | Organization |', '| `organization_id` | Organization |\n| `email` | Email |')
      .replace('| 404 | `not_found` | Gone |', '| 410 | `not_found` | Gone |')
      .replace('(1–100)', '(1 to 100)');
    const problems = checkTrackerPage(page(drifted), loadTrackerApi(root)).map((p) => p.message);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('states the limit "1–100", and this page does not'),
        expect.stringContaining('defines GET /tasks/{id}, missing from this page'),
        expect.stringContaining('GET /tasks is not an endpoint'),
        expect.stringContaining('TrackerMe has no property email'),
        expect.stringContaining('the error not_found (404) of'),
        expect.stringContaining('not_found (410) is not an error'),
      ]),
    );
  });

  it('asks every page that uses Example Tracker to link to it', () => {
    const linked = testPage('a.mdx', 'Calls [Example Tracker](/docs/connectors/exampleTracker/).\n');
    const unlinked = testPage(
      'b.mdx',
      `## Setup\n\n${fence('bash', '', 'curl https://api.tracker.example/v2/me')}Example Tracker answers.\n`,
    );
    expect(checkTrackerLinks([linked, unlinked]).map((p) => `${p.file}:${p.line}`)).toEqual(['content/docs/b.mdx:7']);
  });
});
