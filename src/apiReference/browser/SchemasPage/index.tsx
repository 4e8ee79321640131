import { Link } from 'gatsby';
// The MDX components first (parts.tsx), as on a doc page: one order for the stylesheet.
import { ApiHeading } from '../parts';
import type { SchemasPageData } from '../../model';
import { SchemaBlock } from '../SchemaFields';
import * as styles from './styles.module.css';

/** Every schema of an API under its own heading: the home a shared schema's links lead to. */
export function SchemasPage({ data }: { data: SchemasPageData }) {
  return (
    <>
      <p>
        The schemas of the <Link to={data.api.route}>{data.api.title}</Link>, as its <a href={data.api.documentUrl}>OpenAPI document</a>{' '}
        defines them. Where an operation uses one, it links here.
      </p>
      {data.schemas.map((schema) => (
        <section key={schema.id} aria-labelledby={schema.id} className={styles.schema}>
          <ApiHeading level={2} id={schema.id}>
            {schema.name}
          </ApiHeading>
          <SchemaBlock node={schema.schema} home />
          {schema.usedBy.length > 0 && (
            <p className={styles.usedBy}>
              Used by{' '}
              {schema.usedBy.map((op, index) => (
                <span key={op.route}>
                  {index > 0 && ', '}
                  <Link to={op.route}>{op.summary}</Link>
                </span>
              ))}
              .
            </p>
          )}
        </section>
      ))}
    </>
  );
}
