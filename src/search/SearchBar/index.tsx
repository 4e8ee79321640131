import React from 'react';
import { goTo } from '../../routing/navigation';
import type { Hit } from '../hits';
import { isSearchShortcut } from '../shortcut';
import { useSearchIndex, type PreparedSearch, type ReadySearch } from '../useSearchIndex';
import { SearchHitContent } from './SearchHitContent';
import { usePlaceholder } from './usePlaceholder';
import * as styles from './styles.module.css';

/**
 * The navbar search box: 'Loading...' and disabled until the search data has loaded, then an ARIA
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

  return (
    // Hovering or touching the box is the first interaction: start loading now.
    <div className={styles.search} role="search" onPointerEnter={start} onTouchStart={start}>
      {/* Markup, not a CSS background: an SVG image costs the browser a document of its own. */}
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {ready ? (
        <SearchCombobox search={state} inputRef={inputRef} autoFocus={focusWhenReady} />
      ) : (
        <input ref={inputRef} type="search" className={styles.input} aria-label="Search" placeholder="Loading..." disabled />
      )}
    </div>
  );
}

function SearchCombobox({ search, inputRef, autoFocus }: { search: ReadySearch; inputRef: React.RefObject<HTMLInputElement>; autoFocus: boolean }) {
  const [query, setQuery] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const [prepared, setPrepared] = React.useState<PreparedSearch | null>(null);
  const [hits, setHits] = React.useState<Hit[]>([]);
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // The first use of the box loads the engine and parses the data; until then the page carries neither.
  const prepare = () => {
    if (prepared) return;
    search.prepare().then(
      (ready) => mounted.current && setPrepared(ready),
      () => undefined,
    );
  };
  const listboxId = React.useId();
  const optionId = (i: number) => `${listboxId}-option-${i}`;
  const placeholder = usePlaceholder();
  const showList = open && query.trim() !== '';

  React.useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus, inputRef]);

  const highlightResult = prepared?.loaded.options.highlightResult ?? true;

  const pick = (hit: Hit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    void goTo(hit.url, highlightResult ? { state: { highlightState: { terms: hit.terms } } } : {});
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
      case 'Enter':
        if (showList && hits.length) {
          event.preventDefault();
          pick(hits[active] ?? hits[0]);
        }
        return;
      case 'Escape':
        // A search input clears itself on Escape; with the list open, only close the list.
        if (showList) {
          event.preventDefault();
          setOpen(false);
        } else setQuery('');
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
    }
  };

  return (
    <>
      {prepared && <prepared.engine.SearchHits query={query} loaded={prepared.loaded} onHits={setHits} />}
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
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.dropdown} hidden={!showList}>
        <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
          {showList &&
            hits.map((hit, i) => (
              <li
                key={hit.url}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // Keeps focus in the input; the pick happens on click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => pick(hit)}
              >
                <SearchHitContent hit={hit} />
              </li>
            ))}
        </ul>
        {/* Until the engine has arrived (a moment after the first focus) there is no answer yet. */}
        {showList && prepared && !hits.length && (
          <p className={styles.empty} role="status">
            No results found for query <strong>&quot;{query}&quot;</strong>
          </p>
        )}
      </div>
    </>
  );
}
