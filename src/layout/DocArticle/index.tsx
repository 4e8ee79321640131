import React from 'react';
import { HydrateApart } from '../../routing/HydrateApart';
import { Breadcrumbs } from '../Breadcrumbs';
import { DocPaginator } from '../DocPaginator';
import { PageActions } from '../PageActions';
import { PageMeta } from '../PageMeta';
import { TableOfContents, TableOfContentsMobile } from '../TableOfContents';
import type { TocItem } from '../TableOfContents/toc';
import { VersionBanner } from '../../versions/VersionBanner';
import * as styles from './styles.module.css';

interface DocArticleProps {
  route: string;
  title: string;
  toc: TocItem[];
  children: React.ReactNode;
  /** MDX prose gets the `.markdown` styles; a category page's cards are not prose. */
  prose?: boolean;
  /** A doc page's source, for "Edit this page" and "Last updated"; category pages have none. */
  source?: { sourcePath: string; lastUpdated?: string | null };
  /** Room for two columns (an API operation): the TOC column gives way to the disclosure until the screen fits all three. */
  wide?: boolean;
}

/** The <main> of a doc or category page: breadcrumbs, title, body, prev/next, and the TOC column. */
export function DocArticle({ route, title, toc, children, prose = true, source, wide = false }: DocArticleProps) {
  const hasToc = toc.length > 0;
  return (
    <main className={styles.main}>
      {/* Inside <main>: the skip link and landmark navigation reach it first, so no one misses that the page is old. */}
      <VersionBanner />
      <div className={styles.row} data-toc={hasToc || undefined} data-wide={wide || undefined}>
        <article className={styles.article}>
          <div className={styles.header}>
            <Breadcrumbs route={route} />
            <PageActions route={route} />
          </div>
          {hasToc && (
            <HydrateApart name="toc-mobile">
              <TableOfContentsMobile items={toc} wide={wide} />
            </HydrateApart>
          )}
          <h1 className={styles.title}>{title}</h1>
          {prose ? (
            <HydrateApart name="prose">
              <div className={styles.markdown}>{children}</div>
            </HydrateApart>
          ) : (
            children
          )}
          {source && <PageMeta sourcePath={source.sourcePath} lastUpdated={source.lastUpdated} />}
          <DocPaginator route={route} />
        </article>
        {hasToc && (
          <div className={styles.tocColumn}>
            <HydrateApart name="toc">
              <TableOfContents items={toc} />
            </HydrateApart>
          </div>
        )}
      </div>
    </main>
  );
}
