import fs from 'node:fs';
import path from 'node:path';

/**
 * Every regular file under `dir`, recursively, as absolute paths: the one directory walker of the
 * build, the hosts and the checks. Symlinks are neither followed nor listed: nothing they lead to
 * is part of the site.
 */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}

/** Every file under `dir`, recursively, as sorted `/`-separated paths relative to it (`connectors/getStarted.mdx`). */
export function listRelativeFiles(dir: string): string[] {
  return listFiles(dir)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .sort();
}
