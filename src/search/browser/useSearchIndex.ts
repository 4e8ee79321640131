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
  /** Which files it loads (all three: a deploy can change the postings or the store alone). */
  id: string;
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

const idOf = (files: SearchFilePaths) => `${files.indexFile} ${files.postingsFile} ${files.storeFile}`;

function load(files: SearchFilePaths): Promise<ReadySearch> {
  const id = files && idOf(files);
  const loaded = loads.get(id);
  if (loaded) return loaded;
  const pending = fetchText(searchFileUrl(files.indexFile))
    .then((indexText) => {
      let prepared: Promise<PreparedSearch> | null = null;
      const prepare = () =>
        (prepared ??= Promise.all([
          fetchText(searchFileUrl(files.postingsFile)),
          fetchText(searchFileUrl(files.storeFile)),
          import('./engine'),
        ])
          .then(([postingsText, storeText, engine]) => ({ engine, loaded: engine.prepareSearch(indexText, postingsText, storeText) }))
          .catch((error: unknown) => {
            // A failed download, or a file that does not parse, is tried again at the next use of the box.
            prepared = null;
            throw error;
          }));
      const search = { id, prepare };
      ready.set(id, search);
      return search;
    })
    .catch((error: unknown) => {
      // Stay 'Loading...'; the next interaction with the box tries again.
      loads.delete(id);
      throw error;
    });
  loads.set(id, pending);
  return pending;
}

/**
 * The search data: fetched after the page is idle following first paint, or at the first
 * interaction with the box (`start`), whichever comes first; never part of the page itself.
 */
export function useSearchIndex(): { state: SearchState; start: () => void } {
  // The page's docs version's files (its page context).
  const files = usePageVersion().search;
  const id = files && idOf(files);
  const stateOf = (of: string | undefined): SearchState => {
    const loaded = of === undefined ? undefined : ready.get(of);
    return loaded ? { status: 'ready', ...loaded } : { status: 'loading' };
  };
  const [state, setState] = React.useState<SearchState>({ status: 'loading' });
  // Another version's page: its own files, ready at once if this visit loaded them already.
  const [shownFor, setShownFor] = React.useState(id);
  if (shownFor !== id) {
    setShownFor(id);
    setState(stateOf(id));
  }
  const mounted = React.useRef(true);
  const shown = React.useRef(id);
  shown.current = id;
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
      (ready) => mounted.current && shown.current === ready.id && setState({ status: 'ready', ...ready }),
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
