import { graphql, useStaticQuery, withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/site';
import type { LoadedSearch } from './engine';

export interface PreparedSearch {
  engine: typeof import('./engine');
  loaded: LoadedSearch;
}

export interface ReadySearch {
  /**
   * Loads the search engine's code and parses the downloaded files (once). Deferred to the first
   * use of the box: a visit that never searches downloads the data but never the engine.
   */
  prepare: () => Promise<PreparedSearch>;
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
  pending ??= Promise.all([fetchText(searchFileUrl(files.indexFile)), fetchText(searchFileUrl(files.storeFile))])
    .then(([indexText, storeText]) => {
      let prepared: Promise<PreparedSearch> | null = null;
      const prepare = () =>
        (prepared ??= import('./engine').then(
          (engine) => ({ engine, loaded: engine.prepareSearch(indexText, storeText) }),
          (error: unknown) => {
            // A failed chunk download is retried at the next use of the box.
            prepared = null;
            throw error;
          },
        ));
      return { prepare };
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
  const data = useStaticQuery<Queries.SearchFilesQuery>(graphql`
    query SearchFiles {
      localSearchDocs {
        files {
          indexFile
          storeFile
        }
      }
    }
  `);
  const files: SearchFiles | undefined = data.localSearchDocs?.files;
  // Rendering every page at build time, this fails the build rather than ship a search box without data.
  if (!files) throw new Error('No search files: gatsby-plugin-local-search made no index (see src/search/node).');
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
