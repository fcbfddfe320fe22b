import type { KeyboardEvent, ReactNode } from 'react';

export interface FilterTab<K extends string> {
  key: K;
  title: string;
  badge?: ReactNode;
}

/**
 * Tabs that filter one panel (the lead timeline), as the WAI-ARIA tabs pattern has them: Tab
 * reaches the selected tab, Left/Right (round at the ends), Home and End move and select, and the
 * panel after them is named by the selected tab. Bootstrap's look; react-bootstrap's Nav with
 * role=tablist took the other tabs out of the Tab order without moving between them by arrows.
 */
export function FilterTabs<K extends string>({
  id,
  tabs,
  value,
  onChange,
  children,
}: {
  id: string;
  tabs: FilterTab<K>[];
  value: K;
  onChange(key: K): void;
  children: ReactNode;
}) {
  const tabId = (key: K) => `${id}-tab-${key}`;
  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === value);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]);
  };
  return (
    <>
      <div role="tablist" className="nav nav-tabs mb-2" onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const selected = t.key === value;
          return (
            <button
              key={t.key}
              id={tabId(t.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}`}
              onClick={() => onChange(t.key)}
            >
              {t.title}
              {t.badge}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
