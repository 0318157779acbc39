import { useEffect, useState, type ReactNode } from 'react';

export type RenderLaterProps = { children: ReactNode; fallback?: ReactNode };

/**
 * Renders its children in a task of its own, after the page around it has rendered and painted: the first render of
 * a page that arrives with its data at once (the offers page) becomes a few shorter tasks on a slow phone, between
 * which a tap is answered. For parts below the first screen or not shown yet (a table under the offers, the footer,
 * closed dialogs), so nothing visible moves when they arrive.
 */
export function RenderLater({ children, fallback = null }: RenderLaterProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : fallback;
}
