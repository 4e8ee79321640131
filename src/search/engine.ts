import FlexSearch from 'flexsearch';
import React from 'react';
import { useFlexSearch } from 'react-use-flexsearch';
import { MAX_QUERY_LENGTH, SEARCH_ENGINE_OPTIONS } from './encode';
import { toHits, type Hit } from './hits';
import type { SearchOptions, SearchStoreFile, StoredDocument } from './options';

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

const newIndex = () => FlexSearch.create(SEARCH_ENGINE_OPTIONS as unknown as Parameters<typeof FlexSearch.create>[0]);

export function createIndex(serialized: string): SearchIndex {
  const index = newIndex();
  index.import(serialized);
  return index;
}

/** Parses the two downloaded files: the one costly step (tens of ms on a phone), done on first use. */
export function prepareSearch(indexText: string, storeText: string): LoadedSearch {
  const store = JSON.parse(storeText) as SearchStoreFile;
  return { index: createIndex(indexText), documents: store.documents, options: store.options };
}

// Stand-ins until the reader first uses the box, so the hook can always be called.
const EMPTY_INDEX = newIndex();
const EMPTY_DOCUMENTS: Record<string, StoredDocument> = {};

/** One query outside React (the benchmark). */
export function search({ index, documents, options }: LoadedSearch, query: string): Hit[] {
  const capped = query.slice(0, MAX_QUERY_LENGTH);
  const ids = index.search(capped, QUERY_OPTIONS) as unknown as string[];
  return toHits(ids.map((id) => documents[id]), capped, options.maxHits);
}

/** The hits for `query`, through react-use-flexsearch; none until the search is prepared. */
export function useSearchHits(query: string, loaded: LoadedSearch | null): Hit[] {
  const capped = loaded ? query.slice(0, MAX_QUERY_LENGTH) : '';
  const ranked = useFlexSearch(capped, loaded?.index ?? EMPTY_INDEX, loaded?.documents ?? EMPTY_DOCUMENTS, QUERY_OPTIONS) as Array<
    StoredDocument | undefined
  >;
  const maxHits = loaded?.options.maxHits ?? 0;
  return React.useMemo(() => toHits(ranked, capped, maxHits), [ranked, capped, maxHits]);
}

/**
 * Renders nothing: runs the react-use-flexsearch hook for `query` and reports the hits. It lives in
 * this on-demand module so the search box itself needs no FlexSearch code until it is first used;
 * a layout effect hands the hits over before the browser paints.
 */
export function SearchHits({ query, loaded, onHits }: { query: string; loaded: LoadedSearch; onHits: (hits: Hit[]) => void }): null {
  const hits = useSearchHits(query, loaded);
  React.useLayoutEffect(() => onHits(hits), [hits, onHits]);
  return null;
}
