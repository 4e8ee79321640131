import type { KeptSearchFiles } from '../../search/node/searchFiles';
import { digest, keptFile } from './kept';

/**
 * searchFileCache: a version's search files are packed again only when its documents or the build's
 * code changed; else the files the last build wrote for them, still in public/, are named again.
 * One entry per version's folder, overwritten, in a file of the layer's own (`file`).
 */
export function keptSearchFiles(file: string, codeVersion: string): KeptSearchFiles {
  const kept = keptFile<Record<string, { key: string; names: string[] }>>(file, codeVersion);
  return {
    key: (documents) => digest(JSON.stringify(documents)),
    get: (siteDir, key) => {
      const entry = kept.read()?.[siteDir];
      return entry?.key === key ? entry.names : undefined;
    },
    set: (siteDir, key, names) => kept.write({ ...kept.read(), [siteDir]: { key, names: [...names] } }),
  };
}
