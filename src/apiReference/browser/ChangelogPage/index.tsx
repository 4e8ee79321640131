import { Link } from 'gatsby';
// The MDX components first (parts.tsx), as on a doc page: one order for the stylesheet.
import { ApiHeading, CodeText } from '../parts';
import { changelogAnchor, changelogGroups } from '../../changelogView';
import type { ChangelogPageData } from '../../model';
import { MethodBadge } from '../Endpoint';
import * as styles from './styles.module.css';

const CHANGE_LABELS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** What changed in one API since the previous docs version, generated from both OpenAPI documents. */
export function ChangelogPage({ data }: { data: ChangelogPageData }) {
  const { from, to } = data;
  return (
    <>
      <p>
        What changed in the <Link to={to.route}>{data.api.title}</Link> between docs {from.label} (API {from.apiVersion},{' '}
        <a href={from.documentUrl}>OpenAPI document</a>) and {to.label} (API {to.apiVersion}, <a href={to.documentUrl}>OpenAPI document</a>
        ), generated from the two documents. Breaking changes come first: a {data.reader} written for {from.label} must change for them.
      </p>
      {data.operations.length === 0 && <p>No operation changed.</p>}
      {changelogGroups(data).map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <ApiHeading level={2} id={group.id}>
            {group.title}
          </ApiHeading>
          {group.operations.map((op) => (
            <section key={changelogAnchor(op)} aria-labelledby={changelogAnchor(op)} className={styles.operation}>
              <ApiHeading level={3} id={changelogAnchor(op)}>{`${op.method} ${op.path}`}</ApiHeading>
              <p className={styles.summary}>
                <MethodBadge method={op.method} />
                <span>{op.summary}</span>
                <span className={styles.change} data-change={op.change}>
                  {CHANGE_LABELS[op.change]}
                </span>
                {op.breaking && <span className={styles.breaking}>Breaking</span>}
                <span className={styles.pages}>
                  {op.before && <Link to={op.before}>{from.label} reference</Link>}
                  {op.before && op.after && ' · '}
                  {op.after && <Link to={op.after}>{to.label} reference</Link>}
                </span>
              </p>
              {op.entries.length > 0 && (
                <ul className={styles.entries}>
                  {op.entries.map((entry) => (
                    <li key={entry.text}>
                      {entry.breaking && <span className={styles.breaking}>Breaking</span>}
                      {entry.deprecated && <span className={styles.change}>Deprecated</span>} <CodeText text={entry.text} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
