import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ENCODINGS } from '../../hosting/rules';
import { packIndex, packStore } from '../fileFormat';
import { SEARCH_OPTIONS, type SearchFilePaths, type StoredDocument } from '../options';
import { excerpt, type SearchDocument } from './searchDocuments';

/** Where the search files go, under the site (and how the browser finds them); a released version's in a folder of its own. */
export const SEARCH_DIR = '/static/search/';

type Kind = 'index' | 'postings' | 'store';
const KINDS: readonly Kind[] = ['index', 'postings', 'store'];

/**
 * The three files of a version's documents (src/search/fileFormat.ts), each named by its content's
 * hash so hosts can cache it for a year. The postings read each section whole, the store keeps its opening.
 */
export function searchFiles(documents: readonly SearchDocument[]): Record<Kind, { name: string; content: string }> {
  const file = (kind: Kind, content: string) => ({
    name: `search-${kind}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)}.json`,
    content,
  });
  const store: Record<string, StoredDocument> = {};
  for (const { id, url, title, section, subcategory, text } of documents)
    store[id] = { url, title, section, subcategory, text: excerpt(text) };
  const { index, postings } = packIndex(documents);
  return { index: file('index', index), postings: file('postings', postings), store: file('store', packStore(store, SEARCH_OPTIONS)) };
}

/**
 * Writes the files into `publicDir` and deletes those of earlier builds (Gatsby keeps
 * `public/static` between builds), with their compressed copies; the current files keep theirs
 * (a name is its content's hash), so `gatsby develop` in a built tree leaves them served compressed.
 * Returns their paths in the site.
 */
export function writeSearchFiles(
  documents: readonly SearchDocument[],
  publicDir: string,
  siteDir: string = SEARCH_DIR,
  options: { keepEarlier?: boolean } = {},
): SearchFilePaths {
  const files = searchFiles(documents);
  const dir = path.join(publicDir, siteDir);
  fs.mkdirSync(dir, { recursive: true });
  const current = KINDS.map((kind) => files[kind].name);
  const kept = current.flatMap((name) => [name, ...ENCODINGS.map(({ extension }) => `${name}${extension}`)]);
  // Folders are other versions' files (`static/search/2.x/`), theirs to keep.
  if (!options.keepEarlier)
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (!entry.isDirectory() && !kept.includes(entry.name)) fs.rmSync(path.join(dir, entry.name));
  for (const kind of KINDS) {
    const target = path.join(dir, files[kind].name);
    if (!fs.existsSync(target)) fs.writeFileSync(target, files[kind].content);
  }
  return {
    indexFile: `${siteDir}${files.index.name}`,
    postingsFile: `${siteDir}${files.postings.name}`,
    storeFile: `${siteDir}${files.store.name}`,
  };
}
