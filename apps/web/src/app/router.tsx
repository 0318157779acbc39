import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { adminRoutes } from './routes/admin/admin-routes';
import { CrashBoundary } from './routes/crash-boundary';
import { customerRoutes } from './routes/customer/customer-routes';
import { partnerRoutes } from './routes/partner/partner-routes';
import { publicRoutes } from './routes/public/public-routes';
import { RootLayout } from './routes/root-layout';

function Crash(): never {
  throw new Error('Deliberate render crash (crash-screen check)');
}

const notFound = () => import('@/components/ui/not-found').then((m) => ({ Component: m.NotFound }));

/** Every route of the app; the build's prerender renders the public pages from these too (decision 024). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <CrashBoundary />,
    // Shown while the first page's code and loader run (routes are lazy), instead of a blank screen.
    hydrateFallbackElement: <PageLoader minHeight="100vh" />,
    children: [
      ...publicRoutes,
      ...customerRoutes,
      ...partnerRoutes,
      ...adminRoutes,
      // Renders the crash screen on purpose, so the error boundary can be checked in a real browser.
      { path: '__crash', element: <Crash /> },
      // Loaded on demand like every page, so its widgets stay out of the first download.
      { path: '404', lazy: notFound },
      { path: '*', lazy: notFound },
    ],
  },
];

export const router = createBrowserRouter(routes);
