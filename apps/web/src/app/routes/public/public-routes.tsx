/** Public pages (customer spec §2), each loaded on demand inside the public layout. */
import type { RouteObject } from 'react-router';

export const publicRoutes: RouteObject[] = [
  {
    lazy: () => import('./public-layout').then((m) => ({ Component: m.PublicLayout })),
    children: [
      { index: true, lazy: () => import('./landing-page').then((m) => ({ Component: m.LandingPage })) },
      { path: 'verification', lazy: () => import('./verification-page').then((m) => ({ Component: m.VerificationPage })) },
      { path: 'products', lazy: () => import('./products-page').then((m) => ({ Component: m.ProductsPage })) },
    ],
  },
];
