/**
 * Tabs kept in the URL (`?tab=`), so a reload, a shared link and Back keep the tab. The first tab is the default and
 * leaves the URL clean. `useUrlTab` reads and changes the tab; `UrlTabs` draws the tab list and its panel with the
 * ARIA wiring (each tab controls the panel, the panel is labelled by the tab).
 */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type UrlTabState<T extends string> = {
  tab: T;
  choose: (next: T) => void;
};

/**
 * The tab asked for in `?tab=`, when it is one of `allowed` (all of `tabs` unless narrowed, e.g. by role), else the
 * first allowed tab. `clear` names other search parameters that belong to one tab and are dropped on a change.
 */
export function useUrlTab<T extends string>(
  tabs: readonly T[],
  options: { allowed?: readonly T[]; clear?: readonly string[]; push?: boolean } = {},
): UrlTabState<T> {
  const [search, setSearch] = useSearchParams();
  const allowed = options.allowed ?? tabs;
  const fallback = allowed[0] ?? tabs[0]!;
  const asked = search.get('tab');
  const tab = allowed.find((name) => name === asked) ?? fallback;
  const choose = (next: T) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const name of options.clear ?? []) params.delete(name);
        if (next === fallback) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: !options.push },
    );
  return { tab, choose };
}

type UrlTabsProps<T extends string> = {
  /** Prefix of the tab and panel ids, unique on the page. */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  state: UrlTabState<T>;
  tabs: readonly { value: T; label: string }[];
  /** The chosen tab's content. */
  children: ReactNode;
};

export function UrlTabs<T extends string>({ id, label, state, tabs, children }: UrlTabsProps<T>) {
  return (
    <>
      <Tabs
        value={state.tab}
        onChange={(_event, next: T) => state.choose(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${id}-tab-${tab.value}`}
            aria-controls={`${id}-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel-${state.tab}`} aria-labelledby={`${id}-tab-${state.tab}`}>
        {children}
      </div>
    </>
  );
}
