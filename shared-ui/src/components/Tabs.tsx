import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

import { cx } from './cx';
import styles from './Tabs.module.css';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  items: ReadonlyArray<TabItem<Id>>;
  /** The selected tab's id. */
  value: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab, rendered in a tabpanel labelled by that tab. */
  children?: ReactNode;
  className?: string;
  /**
   * Tabs that do not fit go onto a second row instead of scrolling out of sight (a row of
   * categories a phone cannot show at once).
   */
  wrap?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: only the selected tab is in the Tab order and the
 * arrow keys, Home and End move between tabs (roving focus) and select them.
 */
export const Tabs = <Id extends string = string>({
  items,
  value,
  onChange,
  label,
  children,
  className,
  wrap = false,
}: TabsProps<Id>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    tabRefs.current.get(item.id)?.focus();
    if (item.id !== value) onChange(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div
        role="tablist"
        aria-label={label}
        className={styles.list}
        data-wrap={wrap || undefined}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={cx(styles.tab, selected && styles.selected)}
              onClick={() => onChange(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(value)}
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
};
