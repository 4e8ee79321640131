import React from 'react';
import { tocIds, type TocItem } from './toc';
import { useActiveHeading } from './useActiveHeading';
import * as styles from './styles.module.css';

function TocList({ items, activeId, nested = false }: { items: TocItem[]; activeId?: string | null; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nestedList : styles.list}>
      {items.map((item) => (
        <li key={item.url}>
          {/* Plain anchors: a jump within the page, handled by the browser. */}
          <a href={item.url} className={styles.link} aria-current={activeId === item.url.slice(1) ? 'location' : undefined}>
            {item.title}
          </a>
          {item.items && item.items.length > 0 && <TocList items={item.items} activeId={activeId} nested />}
        </li>
      ))}
    </ul>
  );
}

/** Desktop table of contents (h2–h3), sticky, with the heading in view highlighted. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const activeId = useActiveHeading(tocIds(items));
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <p id="toc-title" className={styles.title}>
        On this page
      </p>
      <TocList items={items} activeId={activeId} />
    </nav>
  );
}

/** Mobile table of contents: a collapsed disclosure at the top of the article, closed again once an entry is picked. */
export function TableOfContentsMobile({ items, wide = false }: { items: TocItem[]; wide?: boolean }) {
  const ref = React.useRef<HTMLDetailsElement>(null);
  React.useEffect(() => {
    const details = ref.current;
    // The list would otherwise stay open above the heading the reader jumped to.
    const close = (event: MouseEvent) => {
      if (details && event.target instanceof Element && event.target.closest('a')) details.open = false;
    };
    details?.addEventListener('click', close);
    return () => details?.removeEventListener('click', close);
  }, []);
  // As the desktop list does: a landmark of its own, and the section in view marked (only one of the two is ever shown).
  const activeId = useActiveHeading(tocIds(items), ref);
  return (
    <details ref={ref} className={wide ? `${styles.mobile} ${styles.wide}` : styles.mobile}>
      <summary className={styles.summary}>On this page</summary>
      <nav aria-label="On this page">
        <TocList items={items} activeId={activeId} />
      </nav>
    </details>
  );
}
