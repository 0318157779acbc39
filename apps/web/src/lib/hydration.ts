/**
 * Public pages are prerendered to HTML at build time and hydrated (decision 024). While React hydrates, a
 * component must render what the prerender did: a visitor with no session, the default brand, English. What only
 * this browser knows (its session marker, its host) is read once hydration is done, through this hook.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while React hydrates prerendered HTML (then it renders again with true); true in a plain client render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
