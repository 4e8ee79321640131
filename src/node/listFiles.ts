import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, recursively, as absolute paths. */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
