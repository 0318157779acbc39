/**
 * The customer area (/user, customer spec §2): one lazily loaded route whose loader applies the routing rules on
 * every navigation; the layout routes the pages themselves (customer-pages.tsx, its `pages` map).
 */
import type { RouteObject } from 'react-router';

export const CUSTOMER_ROUTE_ID = 'customer';

export const customerRoutes: RouteObject[] = [
  {
    id: CUSTOMER_ROUTE_ID,
    path: 'user/*',
    lazy: () =>
      Promise.all([import('./customer-layout'), import('./customer-guard')]).then(([layout, guard]) => ({
        Component: layout.CustomerLayout,
        loader: guard.customerGuardLoader,
        shouldRevalidate: guard.shouldRevalidateCustomer,
      })),
  },
];
