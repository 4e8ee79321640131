import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lastCommitDates } from './gitDates';

let dir: string;
const git = (cwd: string, date: string | null, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.invalid',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.invalid',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, 'repo', file)), { recursive: true });
  fs.writeFileSync(path.join(dir, 'repo', file), text);
};
const commit = (date: string) => {
  git(path.join(dir, 'repo'), date, 'add', '-A');
  git(path.join(dir, 'repo'), date, 'commit', '-q', '-m', date);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-git-dates-'));
  fs.mkdirSync(path.join(dir, 'repo'));
  git(path.join(dir, 'repo'), null, 'init', '-q');
  write('docs/a.mdx', 'a1');
  write('docs/b.mdx', 'b1');
  commit('2025-01-10T10:00:00Z');
  write('docs/a.mdx', 'a2');
  commit('2025-02-20T10:00:00Z');
  write('docs/c.mdx', 'c1');
  commit('2025-03-30T10:00:00Z');
  write('docs/new.mdx', 'not committed');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("gives each committed file its latest commit's date, and none to a file never committed", () => {
  const dates = lastCommitDates(path.join(dir, 'repo', 'docs'));
  const at = (file: string) => dates.get(path.join(dir, 'repo', 'docs', file));
  expect(new Date(at('a.mdx') ?? '').toISOString()).toBe('2025-02-20T10:00:00.000Z');
  expect(new Date(at('b.mdx') ?? '').toISOString()).toBe('2025-01-10T10:00:00.000Z');
  expect(new Date(at('c.mdx') ?? '').toISOString()).toBe('2025-03-30T10:00:00.000Z');
  expect(at('new.mdx')).toBeUndefined();
});

it('in a shallow clone, dates only what changed after the boundary commit', () => {
  const clone = path.join(dir, 'shallow');
  git(dir, null, 'clone', '-q', '--depth', '2', `file://${path.join(dir, 'repo')}`, clone);
  const dates = lastCommitDates(path.join(clone, 'docs'));
  // c changed in the newest commit; a's latest change is the boundary (it may have changed before it).
  expect([...dates.keys()].map((f) => path.basename(f))).toEqual(['c.mdx']);
});

it('outside a repository (a tarball), dates nothing', () => {
  const plain = path.join(dir, 'plain');
  fs.mkdirSync(plain);
  fs.writeFileSync(path.join(plain, 'a.mdx'), 'a');
  expect(lastCommitDates(plain).size).toBe(0);
});
