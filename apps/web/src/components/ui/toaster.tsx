import { lazy, Suspense } from 'react';
import { useToastRequested } from '@/lib/toast';

const ToastHost = lazy(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

/**
 * Renders the toast host once a toast was asked for, so notistack stays out of every app's first download (the
 * staff app's login pages included, issue 34); toasts asked for meanwhile are queued (lib/toast.ts).
 */
export function Toaster() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
