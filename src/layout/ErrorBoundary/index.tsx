import React from 'react';
import { messageChain } from './messageChain';
import * as styles from './styles.module.css';

interface BoundaryProps {
  children: React.ReactNode;
  /** What to show instead of the crashed children; `tryAgain` re-renders them. */
  fallback: (error: Error, tryAgain: () => void) => React.ReactNode;
  /** A change (the route) clears the error, so leaving a crashed page works. */
  resetKey?: string;
}

/** Catches render errors in the browser (during SSR they fail the build, on purpose). */
export class ErrorBoundary extends React.Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}

function usePageErrorTitle() {
  // The Head API cannot run for a crashed page; set the title directly. A <title> created here must
  // go when the crash page does, or it would shadow the next page's (the first <title> wins).
  React.useEffect(() => {
    let title = document.head.querySelector('title');
    const created = !title;
    const previous = title?.textContent ?? '';
    if (!title) {
      title = document.createElement('title');
      document.head.prepend(title);
    }
    title.textContent = 'Page Error';
    return () => {
      if (created) title?.remove();
      else if (title?.textContent === 'Page Error') title.textContent = previous;
    };
  }, []);
}

/** The crash page inside the layout: the navbar and sidebar keep working around it. */
export function PageCrash({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  usePageErrorTitle();
  return (
    <main className={styles.crash}>
      <h1>This page crashed.</h1>
      <button type="button" className={styles.tryAgain} onClick={tryAgain}>
        Try again
      </button>
      <hr className={styles.rule} />
      <p className={styles.messages}>{messageChain(error)}</p>
    </main>
  );
}

/** The last resort when the layout itself fails: no navbar, just the error and a way to retry. */
export function RootCrash({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  usePageErrorTitle();
  return (
    <main className={styles.crash}>
      <h1 className={styles.rootTitle}>This page crashed</h1>
      <button type="button" className={styles.tryAgain} onClick={tryAgain}>
        Try again
      </button>
      <p className={styles.messages}>{messageChain(error)}</p>
    </main>
  );
}
