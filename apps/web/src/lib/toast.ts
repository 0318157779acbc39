/**
 * Toasts without notistack in the first download: messages queue here until the toast host (loaded on the first
 * toast) is mounted, then go straight to it. Kinds, limit and auto-close follow customer spec §8.
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export type Toast = { message: string; variant: ToastVariant };
type Sink = (toast: Toast) => void;

const queue: Toast[] = [];
const listeners = new Set<() => void>();
let sink: Sink | null = null;
let requested = false;

export function toast(message: string, variant: ToastVariant = 'info'): void {
  if (sink) {
    sink({ message, variant });
    return;
  }
  queue.push({ message, variant });
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** The mounted toast host takes over: queued toasts are shown at once. Returns the detach function. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  for (const pending of queue.splice(0)) next(pending);
  return () => {
    if (sink === next) sink = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for: the host is worth downloading from then on. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
