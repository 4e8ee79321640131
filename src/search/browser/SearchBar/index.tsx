import { withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../../config/site';
import { goTo } from '../../../routing/navigation';
import type { SearchResult } from '../engine';
import type { Hit } from '../hits';
import { isSearchShortcut } from '../shortcut';
import { useSearchIndex, type PreparedSearch, type ReadySearch } from '../useSearchIndex';
import { isPlainClick, SearchResults } from './SearchResults';
import { usePlaceholder } from './usePlaceholder';
import * as styles from './styles.module.css';

/**
 * The navbar search box: 'Loading...' and disabled until the search index has loaded, then an ARIA
 * combobox whose listbox shows at most 5 hits. Cmd/Ctrl+K focuses it from anywhere.
 */
export function SearchBar() {
  const { state, start } = useSearchIndex();
  const [focusWhenReady, setFocusWhenReady] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const ready = state.status === 'ready';

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (inputRef.current && !inputRef.current.disabled) inputRef.current.focus();
      else {
        start();
        setFocusWhenReady(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [start]);

  // Hovering or touching the box is the first interaction: load the index now, and once it is
  // there the engine (with the shards, where a query reads them all), so the first keystroke finds them loaded.
  const [wanted, setWanted] = React.useState(false);
  const warm = () => {
    setWanted(true);
    start();
  };
  React.useEffect(() => {
    if (!wanted || state.status !== 'ready') return;
    setWanted(false);
    state.prepare().catch(() => undefined);
  }, [wanted, state]);

  return (
    <div className={styles.search} role="search" onPointerEnter={warm} onTouchStart={warm}>
      {/* Markup, not a CSS background: an SVG image costs the browser a document of its own. */}
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {ready ? (
        // Another version's files: a new box, so no result comes from the version left behind.
        <SearchCombobox key={state.id} search={state} inputRef={inputRef} focusWhenReady={focusWhenReady} />
      ) : (
        <input ref={inputRef} type="search" className={styles.input} aria-label="Search" placeholder="Loading..." disabled />
      )}
    </div>
  );
}

/** Tries again, after a pause, for a query whose shards failed to download (a reader may not type again). */
const RETRY_MS = 2000;
const RETRIES = 3;

/**
 * The hits for `query`, from the same search() the benchmark measures. While the shards a query
 * reads download, the last answer stays on screen (`answered` false), so the list does not flash
 * empty; a failed download is tried again a few times, and at the next keystroke.
 */
function useAnswer(prepared: PreparedSearch | null, query: string): SearchResult & { answered: boolean } {
  const [shown, setShown] = React.useState<{ query: string; result: SearchResult } | null>(null);
  const [attempt, setAttempt] = React.useState({ query, count: 0 });
  React.useEffect(() => {
    if (!prepared) return undefined;
    const answer = prepared.answer(query);
    if (!(answer instanceof Promise)) {
      setShown({ query, result: answer });
      return undefined;
    }
    let current = true;
    let timer: number | undefined;
    answer.then(
      (result) => current && setShown({ query, result }),
      () => {
        const tried = attempt.query === query ? attempt.count : 0;
        if (current && tried < RETRIES) timer = window.setTimeout(() => setAttempt({ query, count: tried + 1 }), RETRY_MS);
      },
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [prepared, query, attempt]);
  const result = shown?.result ?? { hits: [], suggestion: null };
  return {
    hits: result.hits.map((hit) => ({ ...hit, url: servedUrl(hit.url) })),
    suggestion: result.suggestion,
    answered: shown?.query === query,
  };
}

/**
 * A hit's URL as this server serves it: the files carry the site's base path (`/docs/…`), which
 * `gatsby develop` does not serve pages under; in a build `withPrefix` puts it back unchanged.
 */
const servedUrl = (url: string) => (url.startsWith(siteConfig.basePath) ? withPrefix(url.slice(siteConfig.basePath.length - 1)) : url);

/**
 * The site routes plain clicks on its links from a capture listener on `document`
 * (src/routing/navigation.ts); claiming ours first, on `window`, lets the pick carry the
 * highlight request. Modified clicks stay the browser's.
 */
function useClaimPlainClicks(container: React.RefObject<HTMLElement>) {
  React.useEffect(() => {
    const claim = (event: MouseEvent) => {
      if (isPlainClick(event) && event.target instanceof Node && container.current?.contains(event.target)) event.preventDefault();
    };
    window.addEventListener('click', claim, true);
    return () => window.removeEventListener('click', claim, true);
  }, [container]);
}

function SearchCombobox({
  search,
  inputRef,
  focusWhenReady,
}: {
  search: ReadySearch;
  inputRef: React.RefObject<HTMLInputElement>;
  focusWhenReady: boolean;
}) {
  const [query, setQuery] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const [prepared, setPrepared] = React.useState<PreparedSearch | null>(null);
  const dropdownRef = React.useRef<HTMLDivElement>(null);
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useClaimPlainClicks(dropdownRef);
  // The first use of the box loads the engine and parses the data; until then the page carries neither.
  const prepare = () => {
    if (prepared) return;
    search.prepare().then(
      (ready) => mounted.current && setPrepared(ready),
      () => undefined,
    );
  };
  const { hits, suggestion, answered } = useAnswer(prepared, query);
  const listboxId = React.useId();
  const optionId = (i: number) => `${listboxId}-option-${i}`;
  const placeholder = usePlaceholder();
  const showList = open && query.trim() !== '';

  React.useEffect(() => {
    if (focusWhenReady) inputRef.current?.focus();
  }, [focusWhenReady, inputRef]);

  const highlightResult = prepared?.options.highlightResult ?? true;

  const pick = React.useCallback(
    (hit: Hit | undefined) => {
      if (!hit) return;
      setOpen(false);
      setQuery('');
      inputRef.current?.blur();
      void goTo(hit.url, highlightResult ? { state: { highlightState: { terms: hit.terms } } } : {});
    },
    [highlightResult, inputRef],
  );

  // Enter pressed before the answer: once it arrives, the same page if it still lists it, else the
  // answer's hit at the cursor's place. Typing on or closing the list drops the pick.
  const [waitingPick, setWaitingPick] = React.useState<{ query: string; url: string | undefined; position: number } | null>(null);
  React.useEffect(() => {
    if (!waitingPick) return;
    if (waitingPick.query !== query || !showList) setWaitingPick(null);
    else if (answered) {
      setWaitingPick(null);
      pick(hits.find((hit) => hit.url === waitingPick.url) ?? hits[Math.min(waitingPick.position, hits.length - 1)]);
    }
  }, [waitingPick, query, showList, answered, hits, pick]);

  const runQuery = (next: string) => {
    setQuery(next);
    setActive(0);
    setOpen(true);
    inputRef.current?.focus();
  };

  // Focus moving between the input and the "Did you mean" button keeps the list open.
  const leave = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && (next === inputRef.current || dropdownRef.current?.contains(next)))) setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (!hits.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (showList ? (current + step + hits.length) % hits.length : 0));
        return;
      }
      case 'Enter': {
        if (!showList || !hits.length) return;
        event.preventDefault();
        const hit = hits[active] ?? hits[0];
        // As on a focused link: Ctrl/⌘+Enter opens the result in a new tab and leaves the list.
        const newTab = event.ctrlKey || event.metaKey;
        // The hits on screen are an earlier query's while this one's shards download: the pick waits
        // for the answer. A new tab cannot wait (a window opened outside a keypress is blocked).
        if (!answered) setWaitingPick(newTab ? null : { query, url: hit?.url, position: active });
        else if (hit && newTab) window.open(hit.url, '_blank', 'noopener');
        else pick(hit);
        return;
      }
      case 'Escape':
        // A search input clears itself on Escape; with the list open, only close the list.
        if (showList) {
          event.preventDefault();
          setOpen(false);
        } else setQuery('');
        return;
      case 'Tab':
        // With no hits, Tab reaches the "Did you mean" button; otherwise it leaves the box.
        if (!(showList && !hits.length && suggestion)) setOpen(false);
        return;
      default:
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        type="search"
        className={styles.input}
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && hits.length ? optionId(Math.min(active, hits.length - 1)) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          prepare();
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onBlur={leave}
        onKeyDown={onKeyDown}
      />
      <SearchResults
        ref={dropdownRef}
        id={listboxId}
        optionId={optionId}
        hidden={!showList}
        query={query}
        hits={hits}
        active={active}
        suggestion={suggestion}
        answered={answered}
        onActive={setActive}
        onPick={pick}
        onSuggestion={runQuery}
        onLeave={leave}
      />
    </>
  );
}
