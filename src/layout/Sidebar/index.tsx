import { Link } from 'gatsby';
import type { SidebarCategory as Category, SidebarItem } from '../../site/sidebarTree';
import { useSidebarExpansion } from './expansion';
import * as styles from './styles.module.css';

interface SidebarProps {
  items: SidebarItem[];
  activeRoute: string;
  /** Keeps ids unique when the sidebar is rendered twice (desktop and mobile drawer). */
  idPrefix: string;
}

/** The docs sidebar: nested, collapsible categories that link to their index pages. */
export function Sidebar({ items, activeRoute, idPrefix }: SidebarProps) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <SidebarList items={items} activeRoute={activeRoute} idPrefix={idPrefix} level={1} />
    </nav>
  );
}

type ListProps = SidebarProps & { level: number; id?: string };

function SidebarList({ items, activeRoute, idPrefix, level, id }: ListProps) {
  return (
    <ul className={styles.list} id={id}>
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.href} className={styles.item}>
            <Link to={item.href} className={styles.link} aria-current={item.href === activeRoute ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <SidebarCategory key={item.href} category={item} activeRoute={activeRoute} idPrefix={idPrefix} level={level} />
        ),
      )}
    </ul>
  );
}

function SidebarCategory({ category, activeRoute, idPrefix, level }: Omit<SidebarProps, 'items'> & { category: Category; level: number }) {
  const { isExpanded, setExpanded } = useSidebarExpansion();
  const expanded = isExpanded(category.href);
  const listId = `${idPrefix}${category.href.replace(/[^a-z0-9]+/gi, '-')}items`;
  return (
    <li className={styles.item}>
      <div className={styles.categoryRow}>
        <Link
          to={category.href}
          className={`${styles.link} ${styles.categoryLink}`}
          aria-current={category.href === activeRoute ? 'page' : undefined}
          onClick={() => setExpanded(category.href, true)}
        >
          {category.label}
        </Link>
        <button
          type="button"
          className={styles.caret}
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${category.label}'`}
          onClick={() => setExpanded(category.href, !expanded)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9.3 5.3 16 12l-6.7 6.7-1.4-1.4L13.2 12 7.9 6.7z" />
          </svg>
        </button>
      </div>
      {/* Collapsed lists are not rendered (as in Docusaurus): every page would otherwise carry the
          whole tree, so HTML, DOM and hydration would grow with the square of the page count.
          Every page is still reachable through its category's index page. */}
      {expanded && <SidebarList items={category.items} activeRoute={activeRoute} idPrefix={idPrefix} level={level + 1} id={listId} />}
    </li>
  );
}
