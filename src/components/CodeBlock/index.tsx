import React from 'react';
import { copyText } from '../../lib/copyText';
import { useCopyState } from '../../lib/useCopyState';
import * as styles from './styles.module.css';

type PreProps = React.ComponentPropsWithoutRef<'pre'> & {
  'data-language'?: string;
  /** Written at build time by rehypeStaticCode. */
  'data-line-count'?: number | string;
};

const LANGUAGE_LABELS: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TSX',
  js: 'JavaScript',
  json: 'JSON',
  bash: 'Bash',
  http: 'HTTP',
  html: 'HTML',
  yaml: 'YAML',
  markdown: 'Markdown',
  text: 'Text',
};

/** A highlighted block from rehype-pretty-code, with a language label and a copy button. */
export function CodeBlock({ 'data-line-count': lineCount, ...props }: PreProps) {
  const preRef = React.useRef<HTMLPreElement>(null);
  const language = props['data-language'];
  const lines = Number(lineCount);
  // With its height known, a block off screen can skip layout and still hold its exact place.
  const deferred = Number.isInteger(lines) && lines > 0;
  return (
    <div className={styles.codeBlock}>
      <div className={styles.toolbar}>
        {language && <span className={styles.language}>{LANGUAGE_LABELS[language] ?? language}</span>}
        {/*
          textContent, not innerText: innerText is empty while the block is skipped off screen, and
          drops a blank line that is an empty line element.
        */}
        <CopyButton getText={() => preRef.current?.textContent ?? ''} />
      </div>
      {/* Focusable so keyboard users can scroll long lines (axe: scrollable-region-focusable). */}
      <pre
        {...props}
        ref={preRef}
        tabIndex={0}
        className={[props.className, styles.pre, deferred && styles.deferred].filter(Boolean).join(' ')}
        style={deferred ? ({ ...props.style, '--dp-code-lines': lines } as React.CSSProperties) : props.style}
      />
    </div>
  );
}

function CopyButton({ getText }: { getText: () => string }) {
  const [state, copy] = useCopyState();
  return (
    <>
      <button
        type="button"
        className={styles.copyButton}
        data-state={state}
        onClick={() => copy(() => copyText(getText().replace(/\n$/, '')))}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
        <span className="sr-only"> code to clipboard</span>
      </button>
      {/* Announces the result to screen readers without moving focus. */}
      <span className="sr-only" role="status" aria-live="polite">
        {state === 'copied' ? 'Copied to clipboard' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
