import { siteConfig } from '../../config/site';
import { markdownTwinPath } from '../../twins/twinPath';
import { useCopyState, type CopyState } from '../../lib/useCopyState';
import * as styles from './styles.module.css';

const LABELS: Record<CopyState, string> = { idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed' };

/**
 * "Copy page" and "View as Markdown": the page's Markdown twin, for pasting into an assistant.
 * The copy code (a fetch and the clipboard) loads at the first press, not with the page.
 */
export function PageActions({ route }: { route: string }) {
  const twin = markdownTwinPath(siteConfig.pathPrefix, route);
  const [state, copy] = useCopyState();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        data-state={state}
        onClick={() => copy(() => import('./copyPage').then(({ copyPage }) => copyPage(twin)))}
        disabled={state === 'copying'}
      >
        {LABELS[state]}
        {state === 'idle' && <span className="sr-only"> as Markdown</span>}
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        View as Markdown
      </a>
      {/* Announces the result without moving focus. */}
      <span className="sr-only" role="status" aria-live="polite">
        {state === 'copied' ? 'Page copied to the clipboard as Markdown' : state === 'failed' ? 'Copying the page failed' : ''}
      </span>
    </div>
  );
}
