import { createBrowserRouter } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { adminRoutes } from './routes/admin/admin-routes';
import { CrashBoundary } from './routes/crash-boundary';
import { customerRoutes } from './routes/customer/customer-routes';
import { partnerRoutes } from './routes/partner/partner-routes';
import { publicRoutes } from './routes/public/public-routes';
import { RootLayout } from './routes/root-layout';

function Crash(): never {
  throw new Error('Deliberate render crash (crash-screen check)');
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <CrashBoundary />,
    children: [
      ...publicRoutes,
      ...customerRoutes,
      ...partnerRoutes,
      ...adminRoutes,
      // Renders the crash screen on purpose, so the error boundary can be checked in a real browser.
      { path: '__crash', element: <Crash /> },
      { path: '404', element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
