import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashScreen } from '@/components/ui/crash-screen';
import { PageLoader } from '@/components/ui/page-loader';

const NotFound = lazy(() => import('@/components/ui/not-found').then((m) => ({ default: m.NotFound })));

/** Route error element: a 404 response shows the not-found page, anything else the crash screen. */
export function CrashBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageLoader minHeight="70vh" />}>
        <NotFound />
      </Suspense>
    );
  }
  return <CrashScreen />;
}
