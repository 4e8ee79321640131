import { Link } from 'gatsby';
import React from 'react';
import { CodeText, Html } from '../parts';
import { namedObject, type Field, type SchemaNode } from '../../model';
import * as styles from './styles.module.css';

/**
 * A request or response body, a header's JSON or a schema's home: what it is, then its fields as a
 * nested list. Every field's row carries its id, so `#body.expiresIn` links to it.
 */
export function SchemaBlock({ node, home = false }: { node: SchemaNode; home?: boolean }) {
  const object = node.items?.properties ? node.items : node;
  const named = home ? null : namedObject(node);
  return (
    <div className={styles.block}>
      {!object.properties && !node.variants && (
        <p className={styles.kind}>
          <TypeLabel node={node} />
          {node.nullable && ' or null'}
        </p>
      )}
      {named && (
        <p className={styles.kind}>
          {named.array ? 'Array of ' : ''}
          <Link to={named.href}>{named.name}</Link>
          {named.array ? ' objects' : ' object'}
        </p>
      )}
      <Html html={node.description} className={styles.description} />
      <Facts node={node} />
      {node.variants && (
        <>
          {node.discriminator ? <Discriminator node={node} /> : <p>{node.variants.kind === 'oneOf' ? 'Exactly one of:' : 'Any of:'}</p>}
          <Variants node={node} />
        </>
      )}
      <Children node={node} />
    </div>
  );
}

/** The rows under a node: its properties, any other key, an array's object items, a header's JSON. */
function Children({ node }: { node: SchemaNode }) {
  const object = node.items?.properties || node.items?.additional ? node.items : node;
  const rows: React.ReactNode[] = (object.properties ?? []).map((field) => <FieldRow key={field.id} field={field} />);
  if (object.additional) rows.push(<AnyKeyRow key="*" additional={object.additional} />);
  const content = node.content;
  const list = rows.length > 0 && <ul className={styles.fields}>{rows}</ul>;
  // A shared schema nested here: its fields in place, open, and collapsible; its name (in the row) links to its home.
  const shared = (node.shared && node.ref) || (node.items?.shared && node.items.ref);
  return (
    <>
      {shared && list ? (
        <details open className={styles.shared}>
          <summary className={styles.sharedSummary}>
            Fields of <code>{shared.name}</code>
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
      {content && (
        <div className={styles.content}>
          <p className={styles.kind}>
            Carries {content.encoding ? `${content.encoding}-encoded ` : ''}JSON:{' '}
            {content.schema.ref ? <Link to={content.schema.ref.href}>{content.schema.ref.name}</Link> : content.schema.label}
          </p>
          <Html html={content.schema.description} className={styles.description} />
          <Facts node={content.schema} />
          <Children node={content.schema} />
        </div>
      )}
    </>
  );
}

function FieldRow({ field }: { field: Field }) {
  return (
    <li id={field.id} className={styles.field}>
      <Head name={field.name} id={field.id} node={field.schema} required={field.required} />
      <Html html={field.schema.description} className={styles.description} />
      <Facts node={field.schema} />
      <Discriminator node={field.schema} />
      {field.schema.variants && !field.schema.ref && !namesEveryVariant(field.schema) && <Variants node={field.schema} />}
      <Children node={field.schema} />
    </li>
  );
}

function AnyKeyRow({ additional }: { additional: NonNullable<SchemaNode['additional']> }) {
  if (additional === true) {
    return (
      <li className={styles.field}>
        <div className={styles.head}>
          <span className={styles.anyKey}>Any other key</span>
          <span className={styles.type}>any value</span>
        </div>
      </li>
    );
  }
  const { id, schema: node } = additional;
  return (
    <li className={styles.field} id={id}>
      <div className={styles.head}>
        <span className={styles.anyKey}>Any other key</span>
        <span className={styles.type}>
          <TypeLabel node={node} />
        </span>
      </div>
      <Html html={node.description} className={styles.description} />
      <Facts node={node} />
      <Children node={node} />
    </li>
  );
}

/** Each variant of a `oneOf`/`anyOf` in a box: what it is, then its own fields. */
function Variants({ node }: { node: SchemaNode }) {
  return (
    <ul className={styles.variants}>
      {node.variants?.options.map((option, index) => (
        <li key={index} className={styles.variant}>
          <p className={styles.kind}>
            <TypeLabel node={option} />
            {option.nullable && ' or null'}
          </p>
          <Html html={option.description} className={styles.description} />
          <Facts node={option} />
          <Children node={option} />
        </li>
      ))}
    </ul>
  );
}

/** "One of, chosen by `petType`:" and which value of it picks which schema. */
function Discriminator({ node }: { node: SchemaNode }) {
  if (!node.discriminator) return null;
  return (
    <>
      <p className={styles.kind}>
        {node.variants?.kind === 'anyOf' ? 'Any of' : 'One of'}, chosen by <code>{node.discriminator.propertyName}</code>:
      </p>
      <ul className={styles.facts}>
        {node.discriminator.mapping.map((m) => (
          <li key={m.value}>
            <code>{JSON.stringify(m.value)}</code> → {m.href ? <Link to={m.href}>{m.name}</Link> : m.name}
          </li>
        ))}
      </ul>
    </>
  );
}

function Head({ name, id, node, required }: { name: string; id: string; node: SchemaNode; required: boolean }) {
  return (
    <div className={styles.head}>
      <code className={styles.name}>{name}</code>
      <span className={styles.type}>
        <TypeLabel node={node} />
      </span>
      {required ? <span className={styles.required}>required</span> : <span className={styles.optional}>optional</span>}
      {node.nullable && <span className={styles.flag}>nullable</span>}
      {node.readOnly && <span className={styles.flag}>read-only</span>}
      {node.writeOnly && <span className={styles.flag}>write-only</span>}
      {node.deprecated && <span className={styles.flag}>deprecated</span>}
      <a className="hash-link" href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="sr-only">Direct link to {name}</span>
      </a>
    </div>
  );
}

/** Variants that are each a link or a constant fit in the type label; others get a box each. */
const namesEveryVariant = (node: SchemaNode) => Boolean(node.variants?.options.every((o) => o.ref || o.const !== undefined));

/** `string`, `array of ItemSummary` (a link), `one of: Item, Collection`, with its format. */
export function TypeLabel({ node }: { node: SchemaNode }) {
  let label: React.ReactNode = node.label;
  if (node.ref) label = <Link to={node.ref.href}>{node.label}</Link>;
  else if (node.items?.ref)
    label = (
      <>
        array of <Link to={node.items.ref.href}>{node.items.label}</Link>
      </>
    );
  else if (namesEveryVariant(node)) {
    label = (
      <>
        {node.label}:{' '}
        {node.variants?.options.map((option, index) => (
          <React.Fragment key={index}>
            {index > 0 && ', '}
            {option.ref ? <Link to={option.ref.href}>{option.label}</Link> : <code>{option.const}</code>}
          </React.Fragment>
        ))}
      </>
    );
  }
  return (
    <>
      {label}
      {node.recursive && ' (recursive)'}
      {node.format && <span className={styles.format}> ({node.format})</span>}
    </>
  );
}

/** Allowed values, default, limits, rules and examples, one line each. */
function Facts({ node }: { node: SchemaNode }) {
  const facts: React.ReactNode[] = [];
  if (node.const !== undefined && !node.variants)
    facts.push(
      <>
        Always <code>{node.const}</code>
      </>,
    );
  if (node.enum)
    facts.push(
      <>
        One of <CodeList values={node.enum} />
      </>,
    );
  if (node.default !== undefined)
    facts.push(
      <>
        Default <code>{node.default}</code>
      </>,
    );
  if (node.constraints) facts.push(<CodeText text={capitalise(node.constraints.join(', '))} />);
  for (const condition of node.conditions ?? []) facts.push(<CodeText text={condition} />);
  if (node.examples)
    facts.push(
      <>
        Example <CodeList values={node.examples} />
      </>,
    );
  if (!facts.length) return null;
  return (
    <ul className={styles.facts}>
      {facts.map((fact, index) => (
        <li key={index}>{fact}</li>
      ))}
    </ul>
  );
}

const capitalise = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** Values as code, comma-separated: an enum's members, a field's examples. */
function CodeList({ values }: { values: string[] }) {
  return values.map((value, i) => (
    <React.Fragment key={i}>
      {i > 0 && ', '}
      <code>{value}</code>
    </React.Fragment>
  ));
}
