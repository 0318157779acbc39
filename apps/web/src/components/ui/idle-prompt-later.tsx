import { startTransition, Suspense, useEffect, useState } from 'react';
import type { IdlePromptProps } from './idle-prompt';
import { LazyPartBoundary, useLazyPart } from './lazy-part';

const loadIdlePrompt = () => import('./idle-prompt');
const pickIdlePrompt = (module: typeof import('./idle-prompt')) => module.IdlePrompt;

/** When the prompt's code loads: after a slow phone's first view, and long before any idle limit (minutes). */
const LOAD_AFTER_MS = 5_000;

/**
 * The idle prompt, its timer and dialog loaded a few seconds after the page opens (issue 34): the first view does not
 * wait for them, and the limit counts from then. Should its code not load, the page goes on without the prompt, and
 * the session still ends at its expiry on the server (CUSTOMER_SESSION_HOURS, STAFF_SESSION_HOURS).
 */
export function IdlePromptLater(props: IdlePromptProps) {
  const prompt = useLazyPart(loadIdlePrompt, pickIdlePrompt, { name: 'idle-prompt' });
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setDue(true)), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <LazyPartBoundary key={prompt.attempt} fallback={null}>
      <Suspense fallback={null}>
        <prompt.Part {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
