import React from 'react';
import { findTrail, type SidebarItem } from '../../site/sidebarTree';

interface ExpansionApi {
  isExpanded: (href: string) => boolean;
  setExpanded: (href: string, expanded: boolean) => void;
}

const ExpansionContext = React.createContext<ExpansionApi | null>(null);

/**
 * Which sidebar categories are open. Lives in the page layout, so it survives navigation and is
 * shared by the desktop sidebar and the mobile drawer. The active page's ancestors are always
 * open when it becomes active; other categories keep whatever the reader chose.
 */
export function SidebarExpansionProvider({ items, route, children }: { items: SidebarItem[]; route: string; children: React.ReactNode }) {
  const [choices, setChoices] = React.useState<Map<string, boolean>>(() => new Map());
  const trail = React.useMemo(() => new Set(findTrail(items, route).map((item) => item.href)), [items, route]);

  // Arriving on a page re-opens its ancestors, even ones the reader closed earlier.
  React.useEffect(() => {
    setChoices((previous) => {
      if (![...trail].some((href) => previous.get(href) === false)) return previous;
      const next = new Map(previous);
      for (const href of trail) next.delete(href);
      return next;
    });
  }, [trail]);

  const api = React.useMemo<ExpansionApi>(
    () => ({
      isExpanded: (href) => choices.get(href) ?? trail.has(href),
      setExpanded: (href, expanded) => setChoices((previous) => new Map(previous).set(href, expanded)),
    }),
    [choices, trail],
  );
  return <ExpansionContext.Provider value={api}>{children}</ExpansionContext.Provider>;
}

/** Open/close state of sidebar categories. */
export function useSidebarExpansion(): ExpansionApi {
  const api = React.useContext(ExpansionContext);
  if (!api) throw new Error('useSidebarExpansion() needs <SidebarExpansionProvider> above it');
  return api;
}
