import {
  Component,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { leavePage } from '@/lib/leave-page';

/** A part's code could not be fetched (a lost connection, or a deploy that replaced the file). */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * The address of the module whose fetch failed, as the browser names it in a failed `import()` (Chromium:
 * "Failed to fetch dynamically imported module: <url>", Firefox: "error loading dynamically imported module: <url>");
 * undefined where it does not (Safari) or names another origin.
 */
export function failedModuleUrl(error: unknown, origin = window.location.origin): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const named = /https?:\/\/[^\s'"]+/.exec(message)?.[0];
  if (!named) return undefined;
  try {
    const url = new URL(named);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The same module under an address the document has not failed on. A module whose fetch failed stays failed in the
 * document's module map, so an `import()` of its own address again rejects at once without asking the network; a
 * query makes it a new module, whose own imports still resolve to the modules the page already has.
 */
export function freshModuleUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return fresh.href;
}

/** The query parameter that opens a part again after the page was reloaded to load its code. */
export const REOPEN_PARAM = 'reopen';

/**
 * Whether the page was reloaded to open `part` again (`REOPEN_PARAM`, set by `useLazyPart`'s last retry); the
 * parameter is then taken out of the address, so a later reload does not open it once more.
 */
export function useReopenedPart(part: string): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const reopen = searchParams.get(REOPEN_PARAM) === part;
  useEffect(() => {
    if (!reopen) return;
    setSearchParams(
      (params) => {
        params.delete(REOPEN_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [reopen, setSearchParams]);
  return reopen;
}

/** The current address with `part` to open again once the page is back. */
export function reopenAddress(part: string, href = window.location.href): string {
  const url = new URL(href);
  url.searchParams.set(REOPEN_PARAM, part);
  return url.href;
}

export type LazyPartOptions<M> = {
  /** Names the part in the address when only a reload can load it (see `reopenAddress`). */
  name: string;
  /** Imports a module by its address; the browser's own `import()` unless a test gives another. */
  importUrl?: (url: string) => Promise<M>;
  /** Leaves for an address; the browser's own navigation unless a test gives another. */
  reload?: (href: string) => void;
};

// Outside the bundler's view on purpose: the address is the built chunk's, known only once it has failed.
const importByUrl = <M,>(url: string) => import(/* @vite-ignore */ url) as Promise<M>;

/**
 * A part of a page whose code loads when it is first rendered (a dialog most visits never open), with `retry` to
 * fetch it again after a failure. React keeps a lazy component's failure, so each try is a new lazy component; render
 * it inside a LazyPartBoundary keyed by `attempt`. The first Retry imports the failed module again under a fresh
 * address (the browser would otherwise answer from its failed entry without a request); when the browser did not name
 * the module, or that import failed too while the device is online (a module the part needs is the one that failed),
 * Retry reloads the page with the part named in the address, for the page to open it again (`REOPEN_PARAM`).
 */
export function useLazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { name, importUrl = importByUrl, reload = leavePage }: LazyPartOptions<M>,
): { Part: LazyExoticComponent<ComponentType<P>>; attempt: number; retry: () => void } {
  // What the last try learnt: the failed module's address, and whether that try already used a fresh one.
  const lastFailure = useRef<{ url?: string; fresh: boolean } | undefined>(undefined);
  const make = useCallback(
    (importer: () => Promise<M>, fresh: boolean) =>
      lazy(() =>
        importer().then(
          (module) => ({ default: pick(module) }),
          (cause: unknown) => {
            lastFailure.current = { url: failedModuleUrl(cause), fresh };
            throw new PartLoadError(cause);
          },
        ),
      ),
    [pick],
  );
  const [{ Part, attempt }, setTry] = useState(() => ({ Part: make(load, false), attempt: 0 }));
  const retry = useCallback(() => {
    const failure = lastFailure.current;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (failure?.url && (!failure.fresh || offline)) {
      const url = freshModuleUrl(failure.url, attempt + 1);
      setTry({ Part: make(() => importUrl(url), true), attempt: attempt + 1 });
      return;
    }
    if (!failure || offline) {
      setTry({ Part: make(load, false), attempt: attempt + 1 });
      return;
    }
    reload(reopenAddress(name));
  }, [attempt, importUrl, load, make, name, reload]);
  return { Part, attempt, retry };
}

type LazyPartBoundaryProps = { children: ReactNode; fallback: ReactNode };

/**
 * Shows `fallback` in the place of a lazy part whose code failed to load, so the page around it stays; any other
 * error goes on to the route's crash screen. Give it a new `key` to try again.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}
