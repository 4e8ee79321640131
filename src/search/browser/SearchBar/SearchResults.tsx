import React from 'react';
import type { Hit } from '../hits';
import { SearchHitContent } from './SearchHitContent';
import * as styles from './styles.module.css';

/** A click that opens a link in place: main button, no modifier (those open tabs and windows). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

interface SearchResultsProps {
  id: string;
  optionId: (index: number) => string;
  query: string;
  hits: Hit[];
  active: number;
  /** With no hits: a nearby query that has some. */
  suggestion: string | null;
  /** False until the engine has answered this query: at first use, and while the shards the query reads download. */
  answered: boolean;
  onActive: (index: number) => void;
  onPick: (hit: Hit) => void;
  onSuggestion: (query: string) => void;
  onLeave: (event: React.FocusEvent) => void;
}

/**
 * The listbox of hits, each option a link to its page, so Ctrl/⌘-click, middle-click and the
 * context menu work as on any link; a plain click is the combobox's pick (with the highlight). With no hits, the
 * empty state and, when there is one, a "Did you mean" button that runs the corrected query.
 */
export const SearchResults = React.forwardRef<HTMLDivElement, SearchResultsProps & { hidden: boolean }>(function SearchResults(
  { id, optionId, query, hits, active, suggestion, answered, hidden, onActive, onPick, onSuggestion, onLeave },
  ref,
) {
  return (
    <div ref={ref} className={styles.dropdown} hidden={hidden}>
      <ul id={id} role="listbox" aria-label="Search results" aria-busy={!answered} className={styles.listbox}>
        {!hidden &&
          hits.map((hit, i) => (
            // The option is the link itself: an option's content is presentational, so a link inside it would be hidden.
            <li key={hit.url} role="presentation">
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                href={hit.url}
                className={styles.option}
                tabIndex={-1}
                // Keeps focus in the input (any button: the list must stay for Ctrl-click and the context menu).
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onActive(i)}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onPick(hit);
                }}
              >
                <SearchHitContent hit={hit} />
              </a>
            </li>
          ))}
      </ul>
      {!hidden && answered && !hits.length && (
        <div className={styles.empty} role="status">
          <p>
            No results found for query <strong>&quot;{query}&quot;</strong>
          </p>
          {suggestion && (
            <p>
              Did you mean{' '}
              <button
                type="button"
                className={styles.suggestion}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onSuggestion(suggestion)}
                onBlur={onLeave}
              >
                {suggestion}
              </button>
              ?
            </p>
          )}
        </div>
      )}
    </div>
  );
});
