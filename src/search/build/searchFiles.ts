import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { packIndex, packStore } from '../fileFormat';
import { SEARCH_OPTIONS, type StoredDocument } from '../options';

/** Where the two search files go, under the site (and how the browser finds them). */
export const SEARCH_DIR = '/static/search/';

/** gatsby-plugin-local-search's node: the exported FlexSearch index and the store. */
export interface LocalSearchNode {
  index: string;
  store: Record<string, StoredDocument>;
}

// The resolver and onPostBuild both ask for the index; packing it takes seconds at thousands of pages.
let lastPacked: { exported: string; packed: string } | undefined;
function packedIndex(exported: string): string {
  if (lastPacked?.exported !== exported) lastPacked = { exported, packed: packIndex(exported) };
  return lastPacked.packed;
}

/**
 * One of the two files: its name (content-hashed, so hosts can cache it for a year) and content,
 * packed smaller than the plugin's own layout (src/search/fileFormat.ts).
 */
export function searchFile(node: LocalSearchNode, kind: 'index' | 'store'): { name: string; content: string } {
  const content = kind === 'index' ? packedIndex(node.index) : packStore(node.store, SEARCH_OPTIONS);
  return { name: `search-${kind}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)}.json`, content };
}

/** Both files. */
export function searchFiles(node: LocalSearchNode): Record<'index' | 'store', { name: string; content: string }> {
  return { index: searchFile(node, 'index'), store: searchFile(node, 'store') };
}

/** Writes one of the files into `public/static/search/` if missing; returns its path in the site. */
export function writeSearchFile(node: LocalSearchNode, kind: 'index' | 'store', publicDir = path.resolve('public')): string {
  const { name, content } = searchFile(node, kind);
  const target = path.join(publicDir, SEARCH_DIR, name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  return `${SEARCH_DIR}${name}`;
}

/**
 * After a build: makes sure this build's two files exist (a cached query does not rerun the
 * resolver that writes them) and deletes those of earlier builds, which Gatsby keeps in public/static.
 */
export function finalizeSearchFiles(node: LocalSearchNode, publicDir = path.resolve('public')): { kept: string[]; removed: string[] } {
  const kept = (['index', 'store'] as const).map((kind) => writeSearchFile(node, kind, publicDir).slice(SEARCH_DIR.length));
  const dir = path.join(publicDir, SEARCH_DIR);
  const removed = fs.readdirSync(dir).filter((name) => !kept.includes(name));
  for (const name of removed) fs.rmSync(path.join(dir, name));
  return { kept, removed };
}
