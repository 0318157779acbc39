import { isStaffPath } from '@saakh/domain/web-apps';
import { appRoutes } from './router';
import { adminRoutes } from './routes/admin/admin-routes';
import { partnerRoutes } from './routes/partner/partner-routes';

/** The staff app's routes (decision 030): the admin and partner areas. */
export const staffAppRoutes = appRoutes([...partnerRoutes, ...adminRoutes], isStaffPath);
