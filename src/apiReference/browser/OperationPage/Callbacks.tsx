import { ApiHeading, CodeText, Html, Table } from '../parts';
import type { CallbackView } from '../../model';
import { Endpoint } from '../Endpoint';
import { SchemaBlock } from '../SchemaFields';
import { ExamplesColumn } from './ExamplesColumn';
import * as styles from './styles.module.css';

/** The requests that follow the operation (OpenAPI `callbacks`): where each goes, in words, what it carries, what it expects back. */
export function Callbacks({ callbacks }: { callbacks: CallbackView[] }) {
  if (!callbacks.length) return null;
  return (
    <>
      <ApiHeading level={2} id="callbacks">
        Callbacks
      </ApiHeading>
      <p>Requests that follow this call, sent to a URL it gave.</p>
      {callbacks.map((callback) => (
        <section key={callback.id} aria-labelledby={callback.id} className={styles.pair}>
          <div>
            <ApiHeading level={3} id={callback.id}>
              {callback.name}
            </ApiHeading>
            {callback.summary && <p className={styles.callbackSummary}>{callback.summary}</p>}
            <Endpoint method={callback.method} path={callback.url} />
            <p>
              <CodeText text={`To ${callback.urlText}.`} />
            </p>
            <Html html={callback.description} />
            {callback.headers.length > 0 && (
              <>
                <ApiHeading level={4} id={`${callback.id}.headers`}>
                  Headers
                </ApiHeading>
                <SchemaBlock node={{ label: 'Headers', properties: callback.headers }} />
              </>
            )}
            {callback.requestBody && (
              <>
                <ApiHeading level={4} id={`${callback.id}.body`}>
                  Body
                </ApiHeading>
                <p className={styles.media}>
                  <code>{callback.requestBody.mediaType}</code>, {callback.requestBody.required ? 'required' : 'optional'}
                </p>
                <Html html={callback.requestBody.description} />
                <SchemaBlock node={callback.requestBody.schema} />
              </>
            )}
            {callback.responses.length > 0 && (
              <>
                <ApiHeading level={4} id={`${callback.id}.answers`}>
                  Expected responses
                </ApiHeading>
                <Table className={styles.errorTable}>
                  <thead>
                    <tr>
                      <th scope="col">Status</th>
                      <th scope="col">Meaning</th>
                    </tr>
                  </thead>
                  <tbody>
                    {callback.responses.map((response) => (
                      <tr key={response.status}>
                        <th scope="row" className={styles.status}>
                          {response.title}
                        </th>
                        <td>
                          <Html html={response.description} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </>
            )}
          </div>
          <ExamplesColumn title={callback.name} examples={callback.requestBody?.examples ?? []} />
        </section>
      ))}
    </>
  );
}
