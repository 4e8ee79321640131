import React from 'react';
import { STORED_TAB_SCRIPT } from './storedTabScript';
import { chooseTab, readTabGroup, subscribeTabGroups } from './tabGroups';
import * as styles from './styles.module.css';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children: React.ReactNode;
}

/** One panel of a <Tabs>; rendered by its parent, which owns the ARIA wiring. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

interface TabsProps {
  /** Tabs sharing a group id switch together and remember the reader's choice. */
  groupId?: string;
  defaultValue?: string;
  children: React.ReactNode;
}

const noServerChoice = () => null;

/** Keyboard-accessible tabs (WAI-ARIA tabs pattern, automatic activation). */
export function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> =>
      React.isValidElement<TabItemProps>(child) && typeof child.props.value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const fallback = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? values[0] ?? '';
  const [local, setLocal] = React.useState<string | null>(null);
  const grouped = React.useSyncExternalStore(subscribeTabGroups, () => (groupId ? readTabGroup(groupId) : null), noServerChoice);
  const wanted = groupId ? grouped : local;
  const selected = wanted && values.includes(wanted) ? wanted : fallback;
  const baseId = React.useId();
  const tabRefs = React.useRef<Array<HTMLButtonElement | null>>([]);

  const select = (value: string, tab: HTMLElement | null) => {
    // Keep the clicked tab where it is on screen when panels above or below change height.
    const before = tab?.getBoundingClientRect().top;
    if (groupId) chooseTab(groupId, value);
    else setLocal(value);
    if (tab && before !== undefined) {
      requestAnimationFrame(() => window.scrollBy(0, tab.getBoundingClientRect().top - before));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = values.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key as 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End'
    ];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabRefs.current[target] ?? null;
    tab?.focus();
    select(values[target] ?? fallback, tab);
  };

  return (
    <div className={styles.tabs} data-group={groupId}>
      <div role="tablist" aria-orientation="horizontal" className={styles.tablist}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              data-value={item.props.value}
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={(event) => select(item.props.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          data-value={item.props.value}
          // Printed pages show every panel under its label (styles.module.css).
          data-label={item.props.label ?? item.props.value}
          tabIndex={0}
          className={styles.panel}
        >
          {item.props.children}
        </div>
      ))}
      {/* The stored-choice script belongs to the server's HTML: a tab set made in the browser reads the
          choice itself, and a script it rendered would run under a page policy that does not list it. */}
      {groupId && typeof window === 'undefined' && <script dangerouslySetInnerHTML={{ __html: STORED_TAB_SCRIPT }} />}
    </div>
  );
}
