import { SEARCH_MAX_HITS } from '../config/constants';

/** The options delivered inside the index file (SPEC §3: the search data carries maxHits and highlightResult). */
export const SEARCH_OPTIONS = { language: 'en', maxHits: SEARCH_MAX_HITS, highlightResult: true } as const;

/**
 * Shards a query reads, at most (src/search/fileFormat.ts): with the index and the engine's chunk,
 * a first query makes 4 requests. A version with no more shards than this fetches them all with the engine.
 */
export const SHARDS_PER_QUERY = 2;

export type SearchOptions = typeof SEARCH_OPTIONS;

export interface StoredDocument {
  url: string;
  title: string;
  section: string | null;
  subcategory: string;
  text: string;
}

/** A docs version's search files: the index's path in the site (`/static/search/search-index.<hash>.json`), which names its shards beside it; useSearchIndex loads them. */
export interface SearchFilePaths {
  indexFile: string;
}
