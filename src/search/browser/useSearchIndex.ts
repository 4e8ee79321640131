import { withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/site';
import { routeFromPathname } from '../../lib/route';
import { currentPageContext } from '../../routing/pageData';
import { usePageVersion } from '../../versions/VersionContext';
import type { PackedIndex } from '../fileFormat';
import { SHARDS_PER_QUERY, type SearchFilePaths, type SearchOptions } from '../options';
import type { SearchResult } from './engine';

export interface PreparedSearch {
  options: SearchOptions;
  /** The answer to `query`: at once when the shards it reads are here, else once they have downloaded. */
  answer: (query: string) => SearchResult | Promise<SearchResult>;
}

export interface ReadySearch {
  /** Which files it loads: the index's name, which changes with any shard's. */
  id: string;
  /**
   * Downloads the engine's code (and the shards, where a query may read them all), once.
   * Deferred to the first use of the box: a visit that never searches downloads the index only.
   */
  prepare: () => Promise<PreparedSearch>;
}

export type SearchState = { status: 'loading' } | ({ status: 'ready' } & ReadySearch);

/** Relative to the site's base URL, or to a configured asset URL (SPEC §7). */
export function searchFileUrl(path: string, assetUrl = siteConfig.search.assetUrl): string {
  return assetUrl ? `${assetUrl.replace(/\/$/, '')}${path}` : withPrefix(path);
}

/** A file the host no longer has: a deploy since the page loaded replaced it. */
class FileGone extends Error {}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status === 404 || response.status === 410) throw new FileGone(`${url}: HTTP ${response.status}`);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const fetchIndex = async (indexFile: string) => JSON.parse(await fetchText(searchFileUrl(indexFile))) as PackedIndex;

/** Once a download fails, or its file does not parse, it is tried again at the next use. */
function retried<K, T>(cache: Map<K, Promise<T>>, key: K, start: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = start().catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** The engine over a version's parsed index: shards download as queries need them, each once. */
async function prepareFor(index: PackedIndex, indexFile: string): Promise<PreparedSearch> {
  const folder = indexFile.slice(0, indexFile.lastIndexOf('/') + 1);
  const fetchShard = (name: string | undefined) => fetchText(searchFileUrl(`${folder}${name ?? ''}`));
  // A version that any query may read whole (two shards or fewer) downloads its shards with the engine, before the first keystroke.
  const all = index.shards.length <= SHARDS_PER_QUERY;
  const [engine, ...texts] = await Promise.all([import('./engine'), ...(all ? index.shards.map(fetchShard) : [])]);
  const loaded = engine.prepareSearch(index);
  texts.forEach((text, shard) => engine.addShard(loaded, shard, text));
  const downloads = new Map<number, Promise<void>>();
  const load = (shard: number) =>
    retried(downloads, shard, () => fetchShard(loaded.shardFiles[shard]).then((text) => engine.addShard(loaded, shard, text)));
  return {
    options: loaded.options,
    answer: (query) => {
      const missing = engine.shardsFor(loaded, query).filter((shard) => !loaded.shards.has(shard));
      if (!missing.length) return engine.search(loaded, query);
      return Promise.all(missing.map(load)).then(() => engine.search(loaded, query));
    },
  };
}

/** The page whose context named a version's search files, and that version's name. */
interface SearchOrigin {
  route: string;
  version: string;
}

/**
 * The index the version's page names now, if a deploy has replaced `than`: read from the page's
 * data, bypassing caches, and only when that data is still the same version's.
 */
async function newerIndexFile({ route, version }: SearchOrigin, than: string): Promise<string | undefined> {
  const context = await currentPageContext(route);
  const newest = (context?.search as SearchFilePaths | undefined)?.indexFile;
  return context?.version === version && typeof newest === 'string' && newest !== than ? newest : undefined;
}

/**
 * The search of the deploy the host serves now. Files are named by content and a deploy removes
 * the previous build's, so a tab opened before it finds a shard gone: the page's current data then
 * names the new index, and the search continues on it, in the same box.
 */
async function prepareLatest(index: PackedIndex, indexFile: string, origin: SearchOrigin): Promise<PreparedSearch> {
  let file = indexFile;
  let renewing: Promise<PreparedSearch> | undefined;
  const renew = (error: unknown): Promise<PreparedSearch> => {
    if (!(error instanceof FileGone)) throw error;
    // One renewal at a time, forgotten once settled: a later deploy (or a rollback) renews again.
    renewing ??= (async () => {
      const newest = await newerIndexFile(origin, file);
      if (!newest) throw error;
      const renewed = await prepareFor(await fetchIndex(newest), newest);
      file = newest;
      return renewed;
    })().finally(() => (renewing = undefined));
    return renewing;
  };
  let current = await prepareFor(index, indexFile).catch(renew);
  return {
    options: current.options,
    answer: (query) => {
      const asked = current;
      const answer = asked.answer(query);
      if (!(answer instanceof Promise)) return answer;
      return answer.catch(async (error: unknown) => {
        // Another query may have moved to the new deploy meanwhile.
        if (current === asked) current = await renew(error);
        return current.answer(query);
      });
    },
  };
}

// Module-level so each version's files load once per visit, however often the navbar re-renders.
const loads = new Map<string, Promise<ReadySearch>>();
// The loads that finished: back on a version already loaded, the box is ready at once.
const ready = new Map<string, ReadySearch>();

function load({ indexFile }: SearchFilePaths, origin: SearchOrigin): Promise<ReadySearch> {
  // Failed, the box stays 'Loading...' and the next interaction with it tries again.
  return retried(loads, indexFile, async () => {
    // An index a deploy removed (named by data Gatsby fetched before it): the version's newer one.
    let file = indexFile;
    const index = await fetchIndex(indexFile).catch(async (error: unknown) => {
      const newest = error instanceof FileGone ? await newerIndexFile(origin, indexFile) : undefined;
      if (!newest) throw error;
      file = newest;
      return fetchIndex(newest);
    });
    const prepared = new Map<number, Promise<PreparedSearch>>();
    const search = { id: indexFile, prepare: () => retried(prepared, 0, () => prepareLatest(index, file, origin)) };
    ready.set(indexFile, search);
    return search;
  });
}

/**
 * The search data: fetched after the page is idle following first paint, or at the first
 * interaction with the box (`start`), whichever comes first; never part of the page itself.
 */
export function useSearchIndex(): { state: SearchState; start: () => void } {
  // The page's docs version's files (its page context).
  const { search: files, version } = usePageVersion();
  const id = files?.indexFile;
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
    // The page that names these files: where a newer deploy's names are read, in this version.
    load(files, { route: routeFromPathname(window.location.pathname), version: version.name }).then(
      // A load that ends after the reader moved to another version's page is that version's no longer.
      (ready) => mounted.current && shown.current === ready.id && setState({ status: 'ready', ...ready }),
      () => undefined,
    );
  }, [files, version.name]);

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
