/** The customer area (/user) and the public pages, loaded on demand. */
import type { RouteObject } from 'react-router';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

const comingSoon: PageModule = () => import('./customer-coming-soon').then((m) => ({ Component: m.CustomerComingSoon }));

/** Pages below /user by path; the customer spec §2 lists them all. */
const pages: Record<string, PageModule> = {};

const userPaths = [
  'user-detail',
  'offers',
  'welcome-back',
  'lender-submit',
  'business-detail',
  'business-welcome-back',
  'business-offers',
  'affordable-housing-loan-detail',
  'housing-welcome-back',
  'housing-offers',
  'gold-loan-detail',
  'gold-welcome-back',
  'gold-offers',
  'lenders-transaction/:lender',
  'indialends-otp',
  'muthootgold',
  'indiagold',
  'insurance/transaction',
  'credit-card',
  'lender-intake/:lender_key/:creditapp_uuid',
];

export const customerRoutes: RouteObject[] = [
  {
    path: 'user',
    lazy: () =>
      Promise.all([import('./customer-layout'), import('./customer-guard')]).then(([layout, guard]) => ({
        Component: layout.CustomerLayout,
        loader: guard.customerGuardLoader,
      })),
    children: [
      { index: true, lazy: pages['user-detail'] ?? comingSoon },
      ...userPaths.map((path) => ({ path, lazy: pages[path] ?? comingSoon })),
    ],
  },
];
