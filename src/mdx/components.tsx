import { withPrefix } from 'gatsby';
import { siteConfig } from '../config/site';
import React from 'react';
import { Admonition } from '../components/Admonition';
import { CodeBlock } from '../components/CodeBlock';
import { DocLink } from '../components/DocLink';
import { TabItem, Tabs } from '../components/Tabs';
import * as styles from './styles.module.css';

/** Inline code as usual; a highlighted block's tokens arrive as one HTML string (see rehypeStaticCode). */
function Code({ 'data-html': html, ...props }: React.ComponentPropsWithoutRef<'code'> & { 'data-html'?: string }) {
  return html === undefined ? <code {...props} /> : <code {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What MDX elements render as; the named components are available in every page without imports. */
export const mdxComponents = {
  a: DocLink,
  pre: CodeBlock,
  code: Code,
  table: (props: React.ComponentPropsWithoutRef<'table'>) => (
    // Wide tables scroll on their own instead of widening the page; focusable so keyboards can scroll.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe: scrollable-region-focusable)
    <div className={styles.tableWrapper} tabIndex={0}>
      <table {...props} />
    </div>
  ),
  // Authors write images as readers see them (`/docs/img/x.svg`); withPrefix keeps `develop` working too.
  img: ({ src = '', alt, ...rest }: React.ComponentPropsWithoutRef<'img'>) => (
    <img
      src={src.startsWith(siteConfig.basePath) ? withPrefix(src.slice(siteConfig.pathPrefix.length)) : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      {...rest}
    />
  ),
  Admonition,
  Tabs,
  TabItem,
};
