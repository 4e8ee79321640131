import React from 'react';
// The components' own modules, not the MDX map (parts.tsx): the map would bring the admonition's
// styles into this chunk's group ahead of the button styles, an order the page's group reverses.
import { CodeBlock } from '../../../components/CodeBlock';
import { TabItem, Tabs } from '../../../components/Tabs';
import { defaultValues, paramKey, type RequestParam, type RequestSpec, type RequestValues } from '../../request/requestSpec';
import { requestSnippets } from '../../request/snippets';
import * as styles from './styles.module.css';

const PLACES: Array<[RequestParam['in'], string]> = [
  ['path', 'Path'],
  ['query', 'Query'],
  ['header', 'Headers'],
];

/**
 * The request builder: the reader's values in, the exact command out, made in the browser by the
 * code that made the samples (request/snippets.ts). Nothing is sent anywhere; JSON headers are
 * base64url-encoded for the reader. Loaded on use by the samples' button.
 */
export function RequestBuilder({ request }: { request: RequestSpec }) {
  const [values, setValues] = React.useState<RequestValues>(() => defaultValues(request));
  // Fields the reader has left: only those are marked invalid, so nothing is called wrong on arrival
  // or mid-word; what is wrong with the field just left is said once, not at every keystroke.
  const [touched, setTouched] = React.useState<ReadonlySet<string>>(() => new Set());
  const [spoken, setSpoken] = React.useState('');
  const set = (key: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [key]: value }));
  };
  const { snippets, problems, fields } = React.useMemo(() => requestSnippets(request, values), [request, values]);
  const leave = (key: string) => () => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    setSpoken(problems[fields.indexOf(key)] ?? '');
  };
  const id = React.useId();
  const deadlineHeader = request.deadline?.header;
  // A field with a problem is described by the problem's message, and once left, marked invalid.
  const problemId = (index: number) => `${id}-problem-${index}`;
  const check = (field: string) => {
    const index = fields.indexOf(field);
    return { onBlur: leave(field), ...(index < 0 ? {} : { problemId: problemId(index), invalid: touched.has(field) }) };
  };

  return (
    <section className={styles.builder} aria-label="Request builder">
      <p className={styles.note}>Nothing you type here leaves this page: the command is put together in your browser.</p>
      {(request.auth || request.deadline) && (
        <fieldset className={styles.group}>
          <legend>{request.auth ? 'Authentication' : 'Deadline'}</legend>
          {request.auth && (
            <Field
              id={`${id}-auth`}
              {...check('auth')}
              label="API key"
              hint={`Leave it empty and the command reads it from $${request.auth.envVar}.`}
              type="password"
              value={values.auth ?? ''}
              onChange={set('auth')}
            />
          )}
          {request.deadline && (
            <Field
              id={`${id}-deadline`}
              {...check('deadline')}
              label={`${request.deadline.header}, in seconds from now`}
              hint="The header carries the Unix time it ends at, computed when the command runs."
              type="number"
              min={1}
              value={values.deadline ?? ''}
              onChange={set('deadline')}
            />
          )}
        </fieldset>
      )}
      {PLACES.map(([place, legend]) => {
        const params = request.params.filter((p) => p.in === place && p.name !== deadlineHeader);
        if (!params.length) return null;
        return (
          <fieldset key={place} className={styles.group}>
            <legend>{legend}</legend>
            {params.map((param) => {
              const key = paramKey(param);
              const common = {
                id: `${id}-${key}`,
                ...check(key),
                label: `${param.name}${param.required ? '' : ' (optional)'}`,
                value: values[key] ?? '',
                onChange: set(key),
              };
              return param.json ? (
                <Field key={key} {...common} rows={4} hint="JSON; the header carries it base64url-encoded." />
              ) : (
                <Field key={key} {...common} />
              );
            })}
          </fieldset>
        );
      })}
      {request.body && (
        <fieldset className={styles.group}>
          <legend>Body</legend>
          <Field
            id={`${id}-body`}
            {...check('body')}
            label={`JSON${request.body.required ? '' : ' (optional)'}`}
            value={values.body ?? ''}
            onChange={set('body')}
            rows={10}
          />
        </fieldset>
      )}
      {problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.map((problem, index) => (
            <li key={problem} id={problemId(index)}>
              {problem}
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
      {snippets.length > 0 && (
        // The samples' tab group: the language the reader chose there (on any page) is the one shown here, and back.
        <Tabs groupId="api-sample">
          {snippets.map((snippet) => (
            <TabItem key={snippet.target} value={snippet.label} label={snippet.label}>
              <CodeBlock data-language={snippet.language}>
                <code>{snippet.code}</code>
              </CodeBlock>
            </TabItem>
          ))}
        </Tabs>
      )}
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The id of the message saying what is wrong with the value, when something is. */
  problemId?: string;
  /** Whether the value is marked wrong, to the eye and to assistive technology (once the reader has left the field). */
  invalid?: boolean;
  onBlur?: () => void;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** A multi-line field (JSON) of this many rows; a one-line input otherwise. */
  rows?: number;
  type?: string;
  min?: number;
}

/** A labelled input or textarea, its hint and any problem with its value read out with it. */
function Field({ id, label, hint, problemId, invalid, rows, ...rest }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, problemId].filter(Boolean).join(' ');
  const common = {
    id,
    className: styles.input,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': problemId && invalid ? true : undefined,
    spellCheck: false,
    autoCapitalize: 'off',
    ...rest,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...common} /> : <input autoComplete="off" {...common} />}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
