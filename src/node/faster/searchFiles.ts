import type { KeptSearchFiles } from '../../search/node/searchFiles';
import { digest, keptFile } from './kept';

/**
 * searchFileCache: a version's search files are packed again only when its documents or the build's
 * code changed; else the files the last build wrote for them, still in public/, are named again.
 * One entry per version's folder, overwritten, in a file of the layer's own (`file`).
 */
export function keptSearchFiles(file: string, codeVersion: string): KeptSearchFiles {
  const kept = keptFile<Record<string, { key: string; names: string[] }>>(file, codeVersion);
  // Read once: every version's lookup and every write after it share the entries.
  const entries = kept.read() ?? {};
  return {
    key: (documents) => digest(JSON.stringify(documents)),
    get: (siteDir, key) => (entries[siteDir]?.key === key ? entries[siteDir].names : undefined),
    set: (siteDir, key, names) => {
      entries[siteDir] = { key, names: [...names] };
      kept.write(entries);
    },
  };
}
