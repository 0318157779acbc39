/**
 * The pages of the customer's account that need no product: their complaints (issue 30 item 2), consents (item 3)
 * and data (item 4). One lazy module, so the route table, which every first page downloads, names one import for all.
 */
export { ComplaintPage, ComplaintsPage } from './complaints-pages';
export { ConsentsPage } from './consents-page';
export { MyDataPage } from './my-data-page';
