/** The current brand key (partner or campaign segment), remembered across visits and observable by React. */
import { useSyncExternalStore } from 'react';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';

const KEY = 'saakh.brand';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(KEY) ?? DEFAULT_PARTNER_KEY;
  } catch {
    return DEFAULT_PARTNER_KEY;
  }
}

export function setBrandKey(key: string): void {
  try {
    window.localStorage.setItem(KEY, key);
  } catch {
    // Private mode: the brand lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function getBrandKey(): string {
  return read();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBrandKey(): string {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_PARTNER_KEY);
}
