import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { KeptSearchFiles } from '../../search/node/searchFiles';

/**
 * searchFileCache: a version's search files are packed again only when its documents or the build's
 * code changed; else the files the last build wrote for them, still in public/, are named again.
 * One entry per version's folder, overwritten, in a file of the layer's own (`file`).
 */
export function keptSearchFiles(file: string, codeVersion: string): KeptSearchFiles {
  const read = (): Record<string, { key: string; names: string[] }> => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { key: string; names: string[] }>;
    } catch {
      return {};
    }
  };
  return {
    key: (documents) => crypto.createHash('sha256').update(codeVersion).update(JSON.stringify(documents)).digest('base64url'),
    get: (siteDir, key) => {
      const entry = read()[siteDir];
      return entry?.key === key ? entry.names : undefined;
    },
    set: (siteDir, key, names) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...read(), [siteDir]: { key, names } }));
    },
  };
}
