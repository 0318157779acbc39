import { lazy, Suspense } from 'react';
import { areaOf } from '@/lib/session';
import { useToastRequested } from '@/lib/toast';

const ToastHost = lazy(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

/**
 * Renders the toast host once a toast was asked for, so notistack stays out of the customer's first download.
 * The admin and partner areas (whole-page entries with their own bundles) get it from the start.
 */
export function Toaster() {
  const requested = useToastRequested();
  if (!requested && areaOf(window.location.pathname) === 'customer') return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
