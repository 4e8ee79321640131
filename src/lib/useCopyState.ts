import React from 'react';

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * A copy button's state: `copy(run)` shows `copying` while `run` works, then `copied` or `failed`
 * for two seconds, then `idle` again. Shared by the code blocks' Copy and the page's Copy page.
 */
export function useCopyState(): [CopyState, (run: () => Promise<void>) => void] {
  const [state, setState] = React.useState<CopyState>('idle');
  React.useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = React.useCallback((run: () => Promise<void>) => {
    setState('copying');
    run().then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  return [state, copy];
}
