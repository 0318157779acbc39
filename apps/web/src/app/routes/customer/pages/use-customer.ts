import { useRouteLoaderData } from 'react-router';
import type { CustomerGuardData } from '../customer-guard';
import { CUSTOMER_ROUTE_ID } from '../customer-route-id';

/** The signed-in customer and profile the /user guard loaded for this navigation. */
export function useCustomer(): CustomerGuardData {
  const data = useRouteLoaderData(CUSTOMER_ROUTE_ID) as CustomerGuardData | undefined;
  if (!data) throw new Error('useCustomer is used outside the /user routes');
  return data;
}
