import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ENCODINGS } from '../../hosting/rules';
import { packSearch } from '../fileFormat';
import { SEARCH_OPTIONS, type SearchFilePaths, type StoredDocument } from '../options';
import { excerpt, type SearchDocument } from './searchDocuments';

/** Where the search files go, under the site (and how the browser finds them); a released version's in a folder of its own. */
export const SEARCH_DIR = '/static/search/';

const hashed = (kind: string, content: string) => ({
  name: `search-${kind}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)}.json`,
  content,
});

/**
 * A version's files (src/search/fileFormat.ts): the index and its shards, each named by its
 * content's hash so hosts can cache it for a year; the index names the shards, so a changed shard
 * changes the index's name too. The postings read each section whole; a shard stores its opening.
 * `packing`: the benchmark compares other weights and shard sizes.
 */
export function searchFiles(
  documents: readonly SearchDocument[],
  packing: Parameters<typeof packSearch>[3] = {},
): { index: { name: string; content: string }; shards: Array<{ name: string; content: string }> } {
  const stored: StoredDocument[] = documents.map(({ url, title, section, subcategory, text }) => ({
    url,
    title,
    section,
    subcategory,
    text: excerpt(text),
  }));
  const packed = packSearch(documents, stored, SEARCH_OPTIONS, packing);
  const shards = packed.shards.map((content) => hashed('shard', content));
  return { index: hashed('index', packed.index(shards.map((shard) => shard.name))), shards };
}

/**
 * The names of the files a build made of a folder's documents, to name again while the documents
 * are the same and the files still there (the speed layer's searchFileCache); `key` digests the documents.
 */
export interface KeptSearchFiles {
  key: (documents: readonly SearchDocument[]) => string;
  get: (siteDir: string, key: string) => readonly string[] | undefined;
  set: (siteDir: string, key: string, names: readonly string[]) => void;
}

/**
 * Writes the files into `publicDir` and deletes those of earlier builds (Gatsby keeps
 * `public/static` between builds), with their compressed copies; the current files keep theirs
 * (a name is its content's hash), so `gatsby develop` in a built tree leaves them served compressed.
 * Returns the index's path in the site (the index names its shards, and comes first among `kept`'s names).
 */
export function writeSearchFiles(
  documents: readonly SearchDocument[],
  publicDir: string,
  siteDir: string = SEARCH_DIR,
  options: { keepEarlier?: boolean; kept?: KeptSearchFiles } = {},
): SearchFilePaths {
  const dir = path.join(publicDir, siteDir);
  const key = options.kept?.key(documents);
  const names = key === undefined ? undefined : options.kept?.get(siteDir, key);
  const reuse = Array.isArray(names) && names.length > 0 && names.every((name) => fs.existsSync(path.join(dir, name)));
  const files = reuse ? undefined : searchFiles(documents);
  fs.mkdirSync(dir, { recursive: true });
  const written = files ? [files.index, ...files.shards] : [];
  const current = files ? written.map((file) => file.name) : [...(names ?? [])];
  const kept = current.flatMap((name) => [name, ...ENCODINGS.map(({ extension }) => `${name}${extension}`)]);
  // Folders are other versions' files (`static/search/2.x/`), theirs to keep.
  if (!options.keepEarlier)
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (!entry.isDirectory() && !kept.includes(entry.name)) fs.rmSync(path.join(dir, entry.name));
  for (const file of written) {
    const target = path.join(dir, file.name);
    if (!fs.existsSync(target)) fs.writeFileSync(target, file.content);
  }
  if (files && key !== undefined) options.kept?.set(siteDir, key, current);
  return { indexFile: `${siteDir}${current[0]}` };
}
