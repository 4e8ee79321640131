import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the layer keeps a result by: a hash of everything that made it, each part ended by a NUL. */
export function digest(...parts: Array<string | Buffer>): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

/**
 * A file of the layer's own, in Gatsby's cache folder, that a build reads only if the same code
 * (codeVersion) wrote it: what another version of the code kept is never used.
 */
export function keptFile<T>(file: string, codeVersion: string): { read: () => T | undefined; write: (value: T) => void } {
  return {
    read: () => {
      try {
        const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { code?: string; value?: T };
        return kept.code === codeVersion ? kept.value : undefined;
      } catch {
        return undefined;
      }
    },
    write: (value) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ code: codeVersion, value }));
    },
  };
}
