import { startTransition, useEffect, useState, type ReactNode, type RefObject } from 'react';

export type RenderLaterProps = {
  children: ReactNode;
  fallback?: ReactNode;
  /**
   * 'next-task' (the default): in the task after the render around it. 'idle': once the browser has nothing more
   * pressing, so after every 'next-task' part queued before or meanwhile; for what sits below all of them (the
   * footer, a list under the offers), which would otherwise arrive first and then be pushed down as they do.
   * 'visible': once `near`, the box that holds the part's place, is on the screen or half a screen from it, or once
   * the reader moves through the page with the Tab key (a part not yet drawn would have no place in the tab order);
   * for what a phone shows only after a scroll (the dashboards' charts, a list under them), whose code and drawing a
   * visit that never goes there does not pay for. Where the browser cannot tell (no IntersectionObserver), as 'idle'.
   */
  until?: 'next-task' | 'idle' | 'visible';
  /** With 'visible': the element whose coming into view renders the part (it holds the fallback). */
  near?: RefObject<Element | null>;
};

/** The longest a part waits for an idle moment on a phone that stays busy. */
const IDLE_TIMEOUT_MS = 1000;

/** Runs `run` when the browser is idle (in a later task where it cannot tell), answering how to cancel it. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** How far below (or above) the screen a 'visible' part starts rendering: half a screen, so its code has loaded by
 * the time a scroll brings it into view. */
const NEAR_MARGIN = '50% 0px';

/**
 * Runs `run` once `element` is on the screen or within NEAR_MARGIN of it, or once the Tab key is pressed anywhere in
 * the page, answering how to stop watching.
 */
function whenNear(element: Element, run: () => void): () => void {
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKey, true);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      stop();
      run();
    },
    { rootMargin: NEAR_MARGIN },
  );
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    stop();
    run();
  }
  observer.observe(element);
  document.addEventListener('keydown', onKey, true);
  return stop;
}

/**
 * Renders its children in a task of its own, after the page around it has rendered and painted: the first render of
 * a page that arrives with its data at once (the offers page) becomes a few shorter tasks on a slow phone, between
 * which a tap is answered. For parts below the first screen or not shown yet (a table under the offers, the footer,
 * closed dialogs), so nothing visible moves when they arrive.
 */
export function RenderLater({ children, fallback = null, until = 'next-task', near }: RenderLaterProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: React renders the part in slices and answers a tap between them, rather than in one long task.
    const show = () => startTransition(() => setReady(true));
    const target = near?.current;
    if (until === 'visible' && target && typeof IntersectionObserver === 'function') return whenNear(target, show);
    if (until === 'idle' || until === 'visible') return whenIdle(show);
    const timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [until, near]);
  return ready ? children : fallback;
}
