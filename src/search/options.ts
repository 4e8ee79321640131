import { SEARCH_MAX_HITS } from '../config/constants';

/** The options delivered inside the store file (SPEC §3: the documents carry maxHits and highlightResult). */
export const SEARCH_OPTIONS = { language: 'en', maxHits: SEARCH_MAX_HITS, highlightResult: true } as const;

export type SearchOptions = typeof SEARCH_OPTIONS;

export interface StoredDocument {
  url: string;
  title: string;
  section: string | null;
  subcategory: string;
  text: string;
}

/** A docs version's search files, paths in the site (`/static/search/search-index.<hash>.json`); useSearchIndex loads them. */
export interface SearchFilePaths {
  indexFile: string;
  postingsFile: string;
  storeFile: string;
}
