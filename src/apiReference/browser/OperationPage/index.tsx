import { Link } from 'gatsby';
import { Fragment } from 'react';
// The MDX components first (parts.tsx), as on a doc page: one order for the stylesheet.
import { ApiHeading, CodeText, Highlighted, Html } from '../parts';
import { securityAlternatives, type Field, type OperationPageData } from '../../model';
import { HydrateApart } from '../../../routing/HydrateApart';
import { Endpoint } from '../Endpoint';
import { Samples } from '../Samples';
import { SchemaBlock } from '../SchemaFields';
import { Callbacks } from './Callbacks';
import { ExamplesColumn } from './ExamplesColumn';
import { ErrorTable } from './ErrorTable';
import * as styles from './styles.module.css';

/**
 * An operation: what to call and the request's fields, with the samples beside them; then each
 * response's fields with its examples beside them, then its callbacks. Two columns where the article
 * is wide enough (a container query), one on phones and in print, the samples first. A webhook's page
 * is the same without samples: the API sends that request to the reader's URL.
 */
export function OperationPage({ data }: { data: OperationPageData }) {
  const { operation, parameters, requestBody } = data;
  return (
    <div className={styles.operation}>
      <div className={data.request ? styles.top : undefined}>
        <div className={styles.intro}>
          {operation.webhook && <p>A webhook: the API sends this request to your URL.</p>}
          <Endpoint
            method={operation.method}
            path={operation.path}
            server={operation.webhook ? undefined : data.api.server}
            deprecated={operation.deprecated}
          />
          <p className={styles.facts}>
            {operation.webhook && (
              <>
                Webhook <code>{operation.webhook}</code> ·{' '}
              </>
            )}
            <code>{operation.operationId}</code> · <Link to={data.tag.route}>{data.tag.name}</Link> in the{' '}
            <Link to={data.api.route}>{data.api.title}</Link>
            {operation.deadlineSeconds !== undefined && <> · deadline {operation.deadlineSeconds} s</>}
            {operation.sdkHandlers && (
              <>
                {' '}
                · SDK:{' '}
                {operation.sdkHandlers.map((h, i) => (
                  <Fragment key={h}>
                    {i > 0 && ', '}
                    <code>{h}</code>
                  </Fragment>
                ))}
              </>
            )}
          </p>
          <Html html={operation.description} />
        </div>

        {data.request && (
          <HydrateApart name="samples">
            <div className={`${styles.side} ${styles.samples}`} data-column="samples">
              <ApiHeading level={2} id="samples">
                Samples
              </ApiHeading>
              <Samples samples={data.samples} request={data.request} />
            </div>
          </HydrateApart>
        )}

        <HydrateApart name="request">
          <div className={styles.request}>
            <ApiHeading level={2} id="request">
              Request
            </ApiHeading>
            <Authorization security={data.security} />
            <Parameters id="path-parameters" title="Path parameters" fields={parameters.path} />
            <Parameters id="query-parameters" title="Query parameters" fields={parameters.query} />
            <Parameters id="headers" title="Headers" fields={parameters.header} />
            {requestBody && (
              <>
                <ApiHeading level={3} id="body">
                  Body
                </ApiHeading>
                <p className={styles.media}>
                  <code>{requestBody.mediaType}</code>, {requestBody.required ? 'required' : 'optional'}
                </p>
                <Html html={requestBody.description} />
                <SchemaBlock node={requestBody.schema} />
                {requestBody.examples.map((example, index) => (
                  <div key={index}>
                    <p className={styles.exampleLabel}>Example{example.label ? `: ${example.label}` : ''}</p>
                    <Highlighted code={example.code} />
                  </div>
                ))}
              </>
            )}
          </div>
        </HydrateApart>
      </div>

      <ApiHeading level={2} id="responses">
        Responses
      </ApiHeading>
      {data.responses.map((response) => (
        <HydrateApart key={response.id} name={`response:${response.id}`}>
          <section aria-labelledby={response.id} className={styles.pair}>
            <div>
              <ApiHeading level={3} id={response.id}>
                {response.title}
              </ApiHeading>
              <Html html={response.description} />
              {response.headers.length > 0 && <SchemaBlock node={{ label: 'Headers', properties: response.headers }} />}
              {response.schema && (
                <>
                  <p className={styles.media}>
                    <code>{response.mediaType}</code>
                  </p>
                  <SchemaBlock node={response.schema} />
                </>
              )}
            </div>
            <ExamplesColumn title={response.title} examples={response.examples} />
          </section>
        </HydrateApart>
      ))}
      {data.errors.rows.length > 0 && <ErrorTable errors={data.errors} />}
      <Callbacks callbacks={data.callbacks} />
    </div>
  );
}

function Authorization({ security }: { security: OperationPageData['security'] }) {
  if (!security.length) return <p>No authentication.</p>;
  return (
    <>
      <ApiHeading level={3} id="authorization">
        Authorization
      </ApiHeading>
      {securityAlternatives(security).map((group, index, all) => (
        <div key={index}>
          {all.length > 1 && <p>{index === 0 ? 'Any one of these. First:' : 'Or:'}</p>}
          {group.map((s) => (
            <div key={s.name}>
              <p>
                <CodeText text={`${s.scheme}.`} />
              </p>
              <Html html={s.description} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

function Parameters({ id, title, fields }: { id: string; title: string; fields: Field[] }) {
  if (!fields.length) return null;
  return (
    <>
      <ApiHeading level={3} id={id}>
        {title}
      </ApiHeading>
      <SchemaBlock node={{ label: title, properties: fields }} />
    </>
  );
}
