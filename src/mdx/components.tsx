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

/**
 * A table in a box that scrolls on its own instead of widening the page. The box is a tab stop only
 * while it has something to scroll (keyboards scroll it; axe: scrollable-region-focusable): in the
 * HTML, for readers without JavaScript, until the page measures it.
 */
function ScrollingTable(props: React.ComponentPropsWithoutRef<'table'>) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = React.useState(true);
  React.useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The table too: a web font or an image arriving widens it, not its box.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe: scrollable-region-focusable)
    <div ref={ref} className={styles.tableWrapper} tabIndex={scrolls ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}

/** What MDX elements render as; the named components are available in every page without imports. */
export const mdxComponents = {
  a: DocLink,
  pre: CodeBlock,
  code: Code,
  table: ScrollingTable,
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
