import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashScreen } from '@/components/ui/crash-screen';
import { NotFound } from '@/components/ui/not-found';

/** Route error element: a 404 response shows the not-found page, anything else the crash screen. */
export function CrashBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <CrashScreen />;
}
