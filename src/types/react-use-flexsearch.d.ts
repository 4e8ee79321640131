// react-use-flexsearch 0.1 ships no types.
declare module 'react-use-flexsearch' {
  /** Runs `query` against a FlexSearch index (or an exported one) and maps the ids through `store`. */
  export function useFlexSearch<T>(query: string, index: unknown, store: Record<string, T>, searchOptions?: unknown): T[];
}
