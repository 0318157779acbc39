/**
 * Public pages are prerendered to HTML at build time and hydrated (decision 024). While the page hydrates, a
 * component must render what the prerender did: a visitor with no session, the default brand, English. What only
 * this browser knows (its session marker, its host) is read once hydration is done, through this hook.
 *
 * The entry marks the hydrating render (`hydrating`); a component in it renders with false and, once mounted, again
 * with true. It does not lean on useSyncExternalStore's server snapshot, which only React honours (the customer app
 * runs on Preact's compatibility layer, decision 030).
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';

let hydratingNow = false;

/** Renders `tree` through `hydrate` with the hydrating mark set; the mark ends when the hydrated tree has mounted. */
export function hydrating(hydrate: (tree: ReactNode) => void, tree: ReactNode): void {
  hydratingNow = true;
  hydrate(<HydrationEnd>{tree}</HydrationEnd>);
}

function HydrationEnd({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydratingNow = false;
  }, []);
  return children;
}

/** False while the page hydrates prerendered HTML (then it renders again with true); true in a plain client render. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydratingNow);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}

/**
 * What only this browser knows (`value`), once hydration is done; while the page hydrates, what the prerender
 * rendered (`prerendered`). When the two agree, as for most visitors (no session, the main host), the component
 * renders once: a second render of a whole page after hydration is a long task on a slow phone.
 */
export function useBrowserValue<T>(value: T, prerendered: T): T {
  const [settled, setSettled] = useState(() => !hydratingNow || Object.is(value, prerendered));
  useEffect(() => {
    if (!settled) setSettled(true);
  }, [settled]);
  return settled ? value : prerendered;
}

const released = new Set<string>();
const waiting = new Map<string, Promise<void>>();

function Later({ id, children }: { id: string; children: ReactNode }) {
  if (hydratingNow && !released.has(id)) {
    let promise = waiting.get(id);
    if (!promise) {
      promise = new Promise<void>((resolve) =>
        setTimeout(() => {
          released.add(id);
          resolve();
        }, 0),
      );
      waiting.set(id, promise);
    }
    // Suspending while hydrating keeps the prerendered HTML as it is until the next task hydrates it.
    throw promise;
  }
  return children;
}

/**
 * A part of a prerendered page hydrated in a task of its own, after the rest: one long hydration on a slow phone
 * becomes a few shorter ones, between which a tap is answered (Lighthouse's total blocking time). Its HTML stays
 * on screen meanwhile. Outside hydration it renders its children at once. What it wraps must not read
 * `useHydrated` or `useBrowserValue`: the hydrating mark may have ended by the time it hydrates.
 */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later id={id}>{children}</Later>
    </Suspense>
  );
}
