import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, recursively, as absolute paths: the one directory walker of the build, the checks and the tests. */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Every file under `dir`, recursively, as sorted `/`-separated paths relative to it (`connectors/getStarted.mdx`). */
export function listRelativeFiles(dir: string): string[] {
  return listFiles(dir)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .sort();
}
