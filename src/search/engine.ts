import FlexSearch from 'flexsearch';
import React from 'react';
import { useFlexSearch } from 'react-use-flexsearch';
import { MAX_QUERY_LENGTH, SEARCH_ENGINE_OPTIONS } from './encode';
import { toHits, type Hit } from './hits';
import type { SearchOptions, StoredDocument } from './options';

/**
 * The search engine, loaded on demand (not in the page bundle): FlexSearch created with the build's
 * options, so the imported index keeps prefix matching and stemming (react-use-flexsearch would
 * otherwise import it into a default index, which has neither).
 */
export type SearchIndex = ReturnType<typeof FlexSearch.create>;

export interface LoadedSearch {
  index: SearchIndex;
  documents: Record<string, StoredDocument>;
  options: SearchOptions;
}

const QUERY_OPTIONS = { limit: 40, suggest: true };

export function createIndex(serialized: string): SearchIndex {
  const index = FlexSearch.create(SEARCH_ENGINE_OPTIONS as unknown as Parameters<typeof FlexSearch.create>[0]);
  index.import(serialized);
  return index;
}

/** One query outside React (the benchmark). */
export function search({ index, documents, options }: LoadedSearch, query: string): Hit[] {
  const capped = query.slice(0, MAX_QUERY_LENGTH);
  const ids = index.search(capped, QUERY_OPTIONS) as unknown as string[];
  return toHits(ids.map((id) => documents[id]), capped, options.maxHits);
}

/** The hits for `query`, through react-use-flexsearch. */
export function useSearchHits(query: string, { index, documents, options }: LoadedSearch): Hit[] {
  const capped = query.slice(0, MAX_QUERY_LENGTH);
  const ranked = useFlexSearch(capped, index, documents, QUERY_OPTIONS) as Array<StoredDocument | undefined>;
  return React.useMemo(() => toHits(ranked, capped, options.maxHits), [ranked, capped, options.maxHits]);
}
