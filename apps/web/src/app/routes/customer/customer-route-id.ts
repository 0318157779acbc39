/** The id of the /user route, whose loader data (the guard's) the pages read; kept apart so pages need no route table. */
export const CUSTOMER_ROUTE_ID = 'customer';
