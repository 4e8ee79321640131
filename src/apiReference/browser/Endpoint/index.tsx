import * as styles from './styles.module.css';

/** `POST /embed-tokens` with its server: what to call, copyable as text. Without a path, a webhook's: to the reader's URL. */
export function Endpoint({ method, path, server, deprecated }: { method: string; path: string; server?: string; deprecated?: boolean }) {
  return (
    <p className={styles.endpoint}>
      <span className={styles.method} data-method={method.toLowerCase()}>
        {method}
      </span>
      {path ? (
        <code className={styles.path}>
          {server && <span className={styles.server}>{server}</span>}
          {path}
        </code>
      ) : (
        <span>to your URL</span>
      )}
      {deprecated && <DeprecatedBadge />}
    </p>
  );
}

/** Said beside an operation that is on its way out. */
export function DeprecatedBadge() {
  return <span className={styles.deprecated}>Deprecated</span>;
}

/** The method alone, as the operation lists show it. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={styles.method} data-method={method.toLowerCase()}>
      {method}
    </span>
  );
}
