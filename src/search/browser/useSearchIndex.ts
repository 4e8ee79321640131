import { withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/site';
import { usePageVersion } from '../../versions/VersionContext';
import type { SearchFilePaths } from '../options';
import type { LoadedSearch } from './engine';

export interface PreparedSearch {
  engine: typeof import('./engine');
  loaded: LoadedSearch;
}

export interface ReadySearch {
  /**
   * Downloads the postings, the store and the engine's code, and parses them with the index (once).
   * Deferred to the first use of the box: a visit that never searches downloads the index only.
   */
  prepare: () => Promise<PreparedSearch>;
}

export type SearchState = { status: 'loading' } | ({ status: 'ready' } & ReadySearch);

/** Relative to the site's base URL, or to a configured asset URL (SPEC §7). */
export function searchFileUrl(path: string, assetUrl = siteConfig.search.assetUrl): string {
  return assetUrl ? `${assetUrl.replace(/\/$/, '')}${path}` : withPrefix(path);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

// Module-level so each version's files load once per visit, however often the navbar re-renders.
const loads = new Map<string, Promise<ReadySearch>>();
// The loads that finished: back on a version already loaded, the box is ready at once.
const ready = new Map<string, ReadySearch>();

function load(files: SearchFilePaths): Promise<ReadySearch> {
  const loaded = loads.get(files.indexFile);
  if (loaded) return loaded;
  const pending = fetchText(searchFileUrl(files.indexFile))
    .then((indexText) => {
      let prepared: Promise<PreparedSearch> | null = null;
      const prepare = () =>
        (prepared ??= Promise.all([
          fetchText(searchFileUrl(files.postingsFile)),
          fetchText(searchFileUrl(files.storeFile)),
          import('./engine'),
        ]).then(
          ([postingsText, storeText, engine]) => ({ engine, loaded: engine.prepareSearch(indexText, postingsText, storeText) }),
          (error: unknown) => {
            // A failed download is retried at the next use of the box.
            prepared = null;
            throw error;
          },
        ));
      ready.set(files.indexFile, { prepare });
      return { prepare };
    })
    .catch((error: unknown) => {
      // Stay 'Loading...'; the next interaction with the box tries again.
      loads.delete(files.indexFile);
      throw error;
    });
  loads.set(files.indexFile, pending);
  return pending;
}

/**
 * The search data: fetched after the page is idle following first paint, or at the first
 * interaction with the box (`start`), whichever comes first; never part of the page itself.
 */
export function useSearchIndex(): { state: SearchState; start: () => void } {
  // The page's docs version's files (its page context).
  const files = usePageVersion().search;
  const stateOf = (indexFile: string | undefined): SearchState => {
    const loaded = indexFile === undefined ? undefined : ready.get(indexFile);
    return loaded ? { status: 'ready', ...loaded } : { status: 'loading' };
  };
  const [state, setState] = React.useState<SearchState>({ status: 'loading' });
  // Another version's page: its own files, ready at once if this visit loaded them already.
  const [shownFor, setShownFor] = React.useState(files?.indexFile);
  if (shownFor !== files?.indexFile) {
    setShownFor(files?.indexFile);
    setState(stateOf(files?.indexFile));
  }
  const mounted = React.useRef(true);
  const shown = React.useRef(files?.indexFile);
  shown.current = files?.indexFile;
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const start = React.useCallback(() => {
    if (!files) return;
    load(files).then(
      // A load that ends after the reader moved to another version's page is that version's no longer.
      (ready) => mounted.current && shown.current === files.indexFile && setState({ status: 'ready', ...ready }),
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
