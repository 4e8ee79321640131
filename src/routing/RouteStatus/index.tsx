import React from 'react';
import { SPINNER_DELAY_MS } from '../../config/constants';
import { getRouteState, getServerRouteState, retryNavigation, subscribeRouteState } from '../navigation';
import * as styles from './styles.module.css';

/** While a route loads: a spinner after 200 ms. When its data failed: the error and a Retry. */
export function RouteStatus() {
  const state = React.useSyncExternalStore(subscribeRouteState, getRouteState, getServerRouteState);
  const [pastDelay, setPastDelay] = React.useState(false);
  const loadingSince = state.status === 'loading' ? state.since : null;
  React.useEffect(() => {
    setPastDelay(false);
    if (loadingSince === null) return undefined;
    const timer = window.setTimeout(() => setPastDelay(true), Math.max(0, SPINNER_DELAY_MS - (Date.now() - loadingSince)));
    return () => window.clearTimeout(timer);
  }, [loadingSince]);

  if (state.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>{String(state.error)}</p>
        <button type="button" className={styles.retry} onClick={retryNavigation}>
          Retry
        </button>
      </div>
    );
  }
  if (state.status === 'loading' && pastDelay) {
    return (
      <div className={styles.spinner} role="status">
        <svg viewBox="0 0 50 50" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
        </svg>
        <span className="sr-only">Loading page…</span>
      </div>
    );
  }
  return null;
}
