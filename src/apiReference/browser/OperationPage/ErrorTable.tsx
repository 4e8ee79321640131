import { ApiHeading, Html, Table } from '../parts';
import type { OperationPageData } from '../../model';
import { SchemaBlock } from '../SchemaFields';
import * as styles from './styles.module.css';

/** The error statuses in one table (each row linkable), then each error body once. */
export function ErrorTable({ errors }: { errors: OperationPageData['errors'] }) {
  return (
    <>
      <ApiHeading level={3} id="errors">
        Errors
      </ApiHeading>
      <Table className={styles.errorTable}>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {errors.rows.map((row) => (
            <tr key={row.id} id={row.id} className={styles.errorRow}>
              <th scope="row">
                <a href={`#${row.id}`} className={styles.status}>
                  {row.title}
                </a>
              </th>
              <td>
                <Html html={row.description} />
                {row.headers.map((header) => (
                  // A div: a description of several paragraphs would end a p early, and hydration would fail.
                  <div key={header.id} id={header.id} className={styles.errorHeader}>
                    <code>{header.name}</code> header{header.required ? '' : ' (optional)'}
                    {header.schema.description && (
                      <>
                        : <Html inline html={header.schema.description} />
                      </>
                    )}
                  </div>
                ))}
                {row.example && (
                  <p className={styles.errorExample}>
                    Example: <code>{row.example}</code>
                  </p>
                )}
                {row.body !== undefined && errors.bodies.length > 1 && (
                  <p className={styles.errorExample}>
                    Body: <a href={`#${errors.bodies[row.body]?.id ?? ''}`}>error body {row.body + 1}</a>
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {errors.bodies.map((body, index) => {
        const statuses = errors.rows.filter((row) => row.body === index).map((row) => row.status);
        return (
          <div key={body.id} id={body.id}>
            <p className={styles.media}>
              {errors.bodies.length > 1 ? `Error body ${index + 1}` : 'Every error'} ({statuses.join(', ')}): <code>{body.mediaType}</code>
            </p>
            <SchemaBlock node={body.schema} />
          </div>
        );
      })}
    </>
  );
}
