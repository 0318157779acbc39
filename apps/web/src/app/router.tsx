import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { CrashBoundary } from './routes/crash-boundary';
import { RootLayout } from './routes/root-layout';
import { leavePage } from '@/lib/leave-page';

function Crash(): never {
  throw new Error('Deliberate render crash (crash-screen check)');
}

const notFound = () => import('@/components/ui/not-found').then((m) => ({ Component: m.NotFound }));

/**
 * A path the other web app serves (decision 030) is loaded from the server, which answers it with that app's
 * shell; this app's own unknown paths show its 404 page.
 */
function otherAppOr404(ownsPath: (pathname: string) => boolean): RouteObject {
  return {
    path: '*',
    loader: ({ request }) => {
      const url = new URL(request.url);
      if (ownsPath(url.pathname)) return null;
      leavePage(`${url.pathname}${url.search}${url.hash}`);
      // The page is being replaced: nothing renders meanwhile.
      return new Promise<never>(() => undefined);
    },
    lazy: notFound,
  };
}

/** An app's routes under the shared root: its areas, the crash check, and 404 (or the other app) for the rest. */
export function appRoutes(areas: RouteObject[], ownsPath: (pathname: string) => boolean): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <CrashBoundary />,
      // Shown while the first page's code and loader run (routes are lazy), instead of a blank screen.
      hydrateFallbackElement: <PageLoader minHeight="100vh" />,
      children: [
        ...areas,
        // Renders the crash screen on purpose, so the error boundary can be checked in a real browser.
        { path: '__crash', element: <Crash /> },
        // Loaded on demand like every page, so its widgets stay out of the first download.
        { path: '404', lazy: notFound },
        otherAppOr404(ownsPath),
      ],
    },
  ];
}

/** A browser router over an app's routes. */
export const createRouter = (routes: RouteObject[]) => createBrowserRouter(routes);

/** Resolves once the router has loaded the lazy routes of the first page (and run their loaders). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
