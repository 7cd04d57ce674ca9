import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import classes from './CategoryTabs.module.css';

interface CategoryTabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The selected tab's panel; the others are empty (as Mantine's Tabs with keepMounted={false}). */
  children: ReactNode;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs as WAI-ARIA describes them (a tab list, one focusable tab, arrows/Home/End move and select, each
 * tab's panel), looking like Mantine's default Tabs. Mantine's Tabs and its helpers were ~3.5 kB gzip of the
 * category page's first load (ARCHITECTURE §6).
 */
export function CategoryTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
}: CategoryTabsProps<T>) {
  const id = useId();
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT[event.key];
    const index = tabs.findIndex((tab) => tab.value === value);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    if (!next) return;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className={classes.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              tabIndex={active ? 0 : -1}
              className={`${classes.tab} mantine-focus-auto`}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          className={classes.panel}
        >
          {tab.value === value && children}
        </div>
      ))}
    </div>
  );
}
