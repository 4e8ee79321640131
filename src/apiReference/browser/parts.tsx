import React from 'react';
import { mdxComponents } from '../../mdx/components';
import type { HighlightedCode } from '../model';

/**
 * Code blocks and tabs as the MDX pages render them, taken from their components map rather than
 * from the components' own modules: that way webpack keeps the map's modules together in the one
 * chunk doc pages share. Imported one by one, they split it, and every doc page's own chunk grew by
 * the modules left behind (0.9 KB more on each navigation between doc pages).
 */
export const { pre: CodeBlock, Tabs, TabItem, table: Table } = mdxComponents;

/** An h2, h3 or h4 of a reference page with the hash link every doc heading has (headingLinkOptions). */
export function ApiHeading({ level, id, children }: { level: 2 | 3 | 4; id: string; children: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id}>
      {children}
      <a className="hash-link" href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="sr-only">Direct link to {children}</span>
      </a>
    </Tag>
  );
}

/** Text whose `backticked` parts are inline code: the constraints and conditions of a schema. */
export function CodeText({ text }: { text: string }) {
  const parts = text.split(/(``? ?[^`]+? ?``?)/g).filter(Boolean);
  return (
    <>
      {parts.map((part, index) => {
        const code = /^(``?) ?(.+?) ?\1$/.exec(part);
        return code ? <code key={index}>{code[2]}</code> : <React.Fragment key={index}>{part}</React.Fragment>;
      })}
    </>
  );
}

/** HTML made at build time from the document's Markdown (trusted: the site's own source). */
export function Html({ html, inline = false, className }: { html?: string; inline?: boolean; className?: string }) {
  if (!html) return null;
  const Tag = inline ? 'span' : 'div';
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A code block highlighted at build time, in the frame every code block of the site has. */
export function Highlighted({ code }: { code: HighlightedCode }) {
  return (
    <CodeBlock data-language={code.language} data-line-count={code.lineCount}>
      <code data-language={code.language} dangerouslySetInnerHTML={{ __html: code.html }} />
    </CodeBlock>
  );
}
