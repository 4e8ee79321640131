import React from 'react';
// The MDX components first (parts.tsx), as on a doc page: one order for the stylesheet.
import { CodeText, Highlighted, TabItem, Tabs } from '../parts';
import type { Sample } from '../../model';
import type { RequestSpec } from '../../request/requestSpec';
import * as styles from './styles.module.css';

/** The samples made from the document, one tab per language (the choice follows the reader), then the request builder. */
export function Samples({ samples, request }: { samples: Sample[]; request: RequestSpec }) {
  return (
    <>
      <Tabs groupId="api-sample">
        {samples.map((sample) => (
          <TabItem key={sample.label} value={sample.label} label={sample.label}>
            {sample.caption && (
              <p className={styles.caption}>
                <CodeText text={sample.caption} />
              </p>
            )}
            <Highlighted code={sample.code} />
          </TabItem>
        ))}
      </Tabs>
      <RequestBuilderLauncher request={request} />
    </>
  );
}

type BuilderState =
  { status: 'closed' | 'loading' | 'failed' } | { status: 'open'; Builder: React.ComponentType<{ request: RequestSpec }> };

// Module-level: the builder's code loads once per visit, whichever operation page asks first.
let builder: Promise<React.ComponentType<{ request: RequestSpec }>> | undefined;

/**
 * "Build a request": the form that fills in the reader's own values. Its code (and the snippet
 * library) loads when the button is first pressed, not with the page.
 */
function RequestBuilderLauncher({ request }: { request: RequestSpec }) {
  const [state, setState] = React.useState<BuilderState>({ status: 'closed' });
  const regionId = React.useId();
  const open = state.status !== 'closed';
  const toggle = () => {
    if (open) return setState({ status: 'closed' });
    setState({ status: 'loading' });
    builder ??= import('../RequestBuilder').then((module) => module.RequestBuilder);
    builder.then(
      (Builder) => setState((current) => (current.status === 'loading' ? { status: 'open', Builder } : current)),
      () => {
        builder = undefined;
        setState({ status: 'failed' });
      },
    );
  };
  return (
    <div className={styles.builder}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={regionId} onClick={toggle}>
        {open ? 'Close the request builder' : 'Build a request with your values'}
      </button>
      <div id={regionId}>
        {state.status === 'loading' && <p role="status">Loading the request builder…</p>}
        {state.status === 'failed' && <p role="status">The request builder could not load. Check your connection and try again.</p>}
        {state.status === 'open' && <state.Builder request={request} />}
      </div>
    </div>
  );
}
