import { webAppOf } from '@saakh/domain/web-apps';
import { appRoutes } from './router';
import { adminRoutes } from './routes/admin/admin-routes';
import { partnerRoutes } from './routes/partner/partner-routes';

/**
 * The staff app's routes (decision 030): the admin and partner areas. Their login pages are the staff login's entry
 * (decision 056), loaded from the server like the customer app's pages.
 */
export const staffAppRoutes = appRoutes(
  [...partnerRoutes, ...adminRoutes],
  (pathname) => webAppOf(pathname) === 'staff',
);
