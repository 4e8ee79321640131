import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * When each file under a folder last changed, by its latest commit (one `git log` for all files,
 * not one per page). What git cannot vouch for is left out, so the page shows no date rather than
 * a wrong one: files outside a repository (a tarball), never committed, or whose latest commit in
 * a shallow clone is its boundary (the history before it is missing, so the change may be older).
 */
export function lastCommitDates(folder: string): Map<string, string> {
  const dates = new Map<string, string>();
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  let root: string;
  let log: string;
  try {
    root = git('rev-parse', '--show-toplevel').trim();
    log = git('log', '--format=%x00%H %cI', '--name-only', '--no-renames', '--', '.');
  } catch {
    return dates;
  }
  const boundary = shallowBoundary(git);
  // Newest commit first: the first date seen for a file is its latest change.
  for (const entry of log.split('\0').slice(1)) {
    const [header = '', ...files] = entry.split('\n');
    const [hash = '', date = ''] = header.split(' ');
    if (boundary.has(hash)) {
      // Anything first seen here may have changed earlier: it stays without a date.
      for (const file of files.filter(Boolean)) if (!dates.has(path.join(root, file))) dates.set(path.join(root, file), '');
      continue;
    }
    for (const file of files.filter(Boolean)) {
      const absolute = path.join(root, file);
      if (!dates.has(absolute)) dates.set(absolute, date);
    }
  }
  for (const [file, date] of dates) if (!date) dates.delete(file);
  return dates;
}

/** The commits a shallow clone's history stops at (none in a full clone). */
function shallowBoundary(git: (...args: string[]) => string): Set<string> {
  try {
    const file = git('rev-parse', '--path-format=absolute', '--git-path', 'shallow').trim();
    return new Set(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  } catch {
    return new Set();
  }
}

const datesByFolder = new Map<string, Map<string, string>>();

/** When `file` last changed, from one `git log` of `folder` (which holds it) per process, however many files ask. */
export function lastCommitDate(folder: string, file: string): string | undefined {
  const key = path.resolve(folder);
  let dates = datesByFolder.get(key);
  if (!dates) datesByFolder.set(key, (dates = lastCommitDates(key)));
  return dates.get(file);
}
