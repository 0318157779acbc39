/**
 * Public pages are prerendered to HTML at build time and hydrated (decision 024). While the page hydrates, a
 * component must render what the prerender did: a visitor with no session, the default brand, English. What only
 * this browser knows (its session marker, its host) is read once hydration is done, through this hook.
 *
 * The entry marks the hydrating render (`hydrating`); a component in it renders with false and, once mounted, again
 * with true. It does not lean on useSyncExternalStore's server snapshot, which only React honours (the customer app
 * runs on Preact's compatibility layer, decision 030).
 */
import { useEffect, useState, type ReactNode } from 'react';

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
