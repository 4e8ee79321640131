import fs from 'node:fs';
import path from 'node:path';
import type { SearchFilesByVersion } from '../../site/createPages';
import type { SiteModel } from '../../site/model';
import type { DocsVersion } from '../../routes/versions';
import { buildSearchDocuments, searchPages } from './searchDocuments';
import { SEARCH_DIR, writeSearchFiles, type KeptSearchFiles } from './searchFiles';

/** A released version's files go in a folder of their own, so each version's files are replaced on their own. */
const searchDirOf = (version: DocsVersion) => (version.path ? `${SEARCH_DIR}${version.path}/` : SEARCH_DIR);

// The site model is made once per set of nodes (loadSiteModel): its files are written once too.
const written = new WeakMap<SiteModel, Map<string, SearchFilesByVersion>>();

/**
 * Each docs version's search files, written into `publicDir` from the site model (in
 * `gatsby develop` too, which serves `public/`), by version name: for the pages' context.
 */
export function writeVersionSearchFiles(
  model: SiteModel,
  publicDir: string,
  basePath: string,
  kept?: KeptSearchFiles,
): SearchFilesByVersion {
  const byTarget = written.get(model) ?? new Map<string, SearchFilesByVersion>();
  written.set(model, byTarget);
  const target = `${publicDir}\0${basePath}`;
  const known = byTarget.get(target);
  if (known) return known;
  // `gatsby develop` keeps the earlier files: pages made before an edit name the files of when they were made.
  const keepEarlier = process.env.NODE_ENV === 'development';
  const files = new Map(
    [...model.versions.values()].map((part) => [
      part.version.name,
      writeSearchFiles(buildSearchDocuments(searchPages(part, basePath), part.sidebar, basePath), publicDir, searchDirOf(part.version), {
        keepEarlier,
        kept,
      }),
    ]),
  );
  // A version removed from the configuration leaves its folder: gone with it.
  const folders = path.join(publicDir, SEARCH_DIR);
  if (fs.existsSync(folders))
    for (const entry of fs.readdirSync(folders, { withFileTypes: true }))
      if (entry.isDirectory() && ![...model.versions.values()].some(({ version }) => version.path === entry.name))
        fs.rmSync(path.join(folders, entry.name), { recursive: true });
  byTarget.set(target, files);
  return files;
}
