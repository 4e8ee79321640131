import { graphql, useStaticQuery, withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../config/site';
import type { LoadedSearch } from './engine';
export interface ReadySearch {
  /** Parses the downloaded files (once): deferred to the first use of the box, off the page load. */
  prepare: () => LoadedSearch;
  useSearchHits: typeof import('./engine').useSearchHits;
}

export type SearchState = { status: 'loading' } | ({ status: 'ready' } & ReadySearch);

interface SearchFiles {
  indexFile: string;
  storeFile: string;
}

/** Relative to the site's base URL, or to a configured asset URL (SPEC §7). */
export function searchFileUrl(path: string, assetUrl = siteConfig.search.assetUrl): string {
  return assetUrl ? `${assetUrl.replace(/\/$/, '')}${path}` : withPrefix(path);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

// Module-level so the two files load once per visit, however often the navbar re-renders.
let pending: Promise<ReadySearch> | null = null;

function load(files: SearchFiles): Promise<ReadySearch> {
  pending ??= Promise.all([fetchText(searchFileUrl(files.indexFile)), fetchText(searchFileUrl(files.storeFile)), import('./engine')])
    .then(([indexText, storeText, engine]) => {
      let prepared: LoadedSearch | null = null;
      return { prepare: () => (prepared ??= engine.prepareSearch(indexText, storeText)), useSearchHits: engine.useSearchHits };
    })
    .catch((error: unknown) => {
      // Stay 'Loading...'; the next interaction with the box tries again.
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The search data: fetched after the page is idle following first paint, or at the first
 * interaction with the box (`start`), whichever comes first; never part of the page itself.
 */
export function useSearchIndex(): { state: SearchState; start: () => void } {
  const { localSearchDocs: files } = useStaticQuery<{ localSearchDocs: SearchFiles }>(graphql`
    query SearchFiles {
      localSearchDocs {
        indexFile
        storeFile
      }
    }
  `);
  const [state, setState] = React.useState<SearchState>({ status: 'loading' });
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const start = React.useCallback(() => {
    load(files).then(
      (ready) => mounted.current && setState({ status: 'ready', ...ready }),
      () => undefined,
    );
  }, [files]);

  React.useEffect(() => {
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(start, { timeout: 4000 });
      else timer = window.setTimeout(start, 500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [start]);

  return { state, start };
}
