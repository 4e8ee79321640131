import { Link } from 'gatsby';
// The MDX components first (parts.tsx), as on a doc page: one order for the stylesheet.
import { ApiHeading, CodeText, Html } from '../parts';
import type { TagPageData } from '../../model';
import { DeprecatedBadge, MethodBadge } from '../Endpoint';
import * as styles from './styles.module.css';

/** An API's overview (its tags and their operations) or one tag's page (its operations). */
export function TagPage({ data }: { data: TagPageData }) {
  return (
    <>
      <Html html={data.description} />
      {data.kind === 'overview' && (
        <ul className={styles.about}>
          <li>
            Server: <code>{data.api.server}</code>
          </li>
          <li>Version {data.api.version}</li>
          {data.api.rateLimit && <li>Rate limit: {data.api.rateLimit}</li>}
          {data.security.map((s) => (
            <li key={s.name}>
              Authentication: <CodeText text={s.scheme} />
            </li>
          ))}
          <li>
            The OpenAPI document: <a href={data.api.documentUrl}>{data.api.documentUrl.split('/').pop()}</a>
          </li>
        </ul>
      )}
      {data.groups.map((group) => (
        <section key={group.route} aria-labelledby={data.kind === 'overview' ? group.id : undefined}>
          {data.kind === 'overview' && (
            <>
              <ApiHeading level={2} id={group.id}>
                {group.name}
              </ApiHeading>
              <Html html={group.description} />
            </>
          )}
          <ul className={styles.operations}>
            {group.operations.map((op) => (
              <li key={op.route} className={styles.operation}>
                <MethodBadge method={op.method} />
                <Link to={op.route} className={styles.summary}>
                  {op.summary}
                </Link>
                {op.webhook ? (
                  <span className={styles.path}>
                    webhook <code>{op.webhook}</code>, to your URL
                  </span>
                ) : (
                  <code className={styles.path}>{op.path}</code>
                )}
                {op.deprecated && <DeprecatedBadge />}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Every schema, field by field: <Link to={data.schemasRoute}>Schemas</Link>.
      </p>
    </>
  );
}
