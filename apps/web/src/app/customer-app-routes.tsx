import { isStaffPath } from '@saakh/domain/web-apps';
import { appRoutes } from './router';
import { customerRoutes } from './routes/customer/customer-routes';
import { publicRoutes } from './routes/public/public-routes';

/** The customer app's routes (decision 030): public and customer pages; the build's prerender renders these too. */
export const customerAppRoutes = appRoutes([...publicRoutes, ...customerRoutes], (pathname) => !isStaffPath(pathname));
