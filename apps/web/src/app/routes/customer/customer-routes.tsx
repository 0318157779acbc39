/**
 * The customer area (/user, customer spec §2, plus the KFS page of an offer, DESIGN §6): a lazily loaded layout
 * whose loader applies the routing rules on every navigation below /user, and each page as a lazy child route.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { LoanProductCode } from '@saakh/domain/products';
import type { FlowPage } from '@saakh/domain/routing';
import { loanRoutes } from 'virtual:loan-routes';
import { i18next } from '@/lib/i18n';
import { inATaskOfItsOwn, startEachInATask } from '@/lib/yield-to-main';
import { startCustomerGuardCalls } from './customer-guard-calls';
import { CUSTOMER_ROUTE_ID } from './customer-route-id';

/** A page's `lazy`: its component, once its code (and whatever it loads beside) is here. */
type PageModule = () => Promise<{ Component: ComponentType }>;

const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const transaction = () => import('./pages/lender-transaction-pages');
// The account's pages (complaints, consents, data); the complaints' texts load beside their code.
const account = () => Promise.all([import('./pages/account-pages'), i18next.loadNamespaces('grievances')]);

// The applications and the documents a lender asks for, once the documents' texts are here.
const applicationsPages = () => import('./pages/applications-page').then((m) => m.loadDocumentTexts().then(() => m));

type ProductPage = ComponentType<{ product: LoanProductCode }>;

/** The welcome-back, detail and offers pages of each loan, lazily, at the paths the product registry gives. */
const flowPageLoaders: Record<FlowPage, () => Promise<ProductPage>> = {
  welcome: () => import('./pages/welcome-back-pages').then((m) => m.WelcomeBackPage),
  detail: () => import('./pages/detail-pages').then((m) => m.DetailPage),
  offers: () => import('./pages/offers-pages').then((m) => m.OffersPage),
};

const flowPages: Record<string, PageModule> = Object.fromEntries(
  (Object.keys(loanRoutes) as LoanProductCode[]).flatMap((product) =>
    (Object.keys(flowPageLoaders) as FlowPage[]).map((kind) => [
      // Relative to /user; the registry's routes as the build cuts them (loan-routes.ts), so the first download
      // carries the paths and not the whole registry.
      loanRoutes[product].pages[kind].replace(/^\/user\//, ''),
      () =>
        flowPageLoaders[kind]().then((Page) => ({
          Component: function LoanFlowPage() {
            return <Page product={product} />;
          },
        })),
    ]),
  ),
);

/** Pages by path relative to /user. */
const pages: Record<string, PageModule> = {
  ...flowPages,
  'lender-submit': page(
    () => import('./pages/lender-submit-page'),
    (m) => m.LenderSubmitPage,
  ),
  'key-facts/:lenderId': page(
    () => import('./pages/key-facts-page'),
    (m) => m.KeyFactsPage,
  ),
  'application-kfs/:creditAppId': page(
    () => import('./pages/application-kfs-page'),
    (m) => m.ApplicationKfsPage,
  ),
  'lenders-transaction/:lender': page(transaction, (m) => m.LenderTransactionPage),
  'indialends-otp': page(transaction, (m) => m.IndiaLendsOtpPage),
  muthootgold: page(transaction, (m) => m.MuthootGoldPage),
  indiagold: page(transaction, (m) => m.IndiaGoldPage),
  'insurance/transaction': page(
    () => import('./pages/insurance-transaction-page'),
    (m) => m.InsuranceTransactionPage,
  ),
  'credit-card': page(
    () => import('./pages/credit-card-page'),
    (m) => m.CreditCardPage,
  ),
  // The list marks the applications whose lenders ask for documents, and each one's documents page is in the same
  // module: their texts load beside its code.
  applications: page(applicationsPages, (m) => m.ApplicationsPage),
  'applications/:applicationId/documents': page(applicationsPages, (m) => m.ApplicationDocumentsPage),
  consents: page(account, ([m]) => m.ConsentsPage),
  complaints: page(account, ([m]) => m.ComplaintsPage),
  'complaints/:reference': page(account, ([m]) => m.ComplaintPage),
  'my-data': page(account, ([m]) => m.MyDataPage),
  'lender-intake/:lender_key/:creditapp_uuid': page(
    () => import('./pages/lender-intake-page'),
    (m) => m.LenderIntakePage,
  ),
};

export const customerRoutes: RouteObject[] = [
  {
    id: CUSTOMER_ROUTE_ID,
    path: 'user',
    // The area's texts load beside its code, not after its first render asks for them (a round trip sooner), and so
    // do the guard's first calls; each load starts in a task of its own, as the page's (decision 060).
    lazy: () =>
      startEachInATask(
        // Not awaited: the area's code and texts do not wait on the calls.
        () => void startCustomerGuardCalls(),
        () => import('./customer-layout'),
        () => import('./customer-guard'),
        () => i18next.loadNamespaces(['customer', 'domain']),
      ).then(([, layout, guard]) => ({
        Component: layout.CustomerLayout,
        loader: guard.customerGuardLoader,
        // The child pages have no loaders: this decides, on every navigation below /user, whether the rules run.
        shouldRevalidate: guard.shouldRevalidateCustomer,
      })),
    children: [
      // /user itself always redirects (the routing rules pick the product's page), so it renders nothing.
      { index: true, element: null },
      ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy: inATaskOfItsOwn(lazy) })),
      {
        path: '*',
        lazy: inATaskOfItsOwn(
          page(
            () => import('./pages/unknown-page'),
            (m) => m.UnknownPage,
          ),
        ),
      },
    ],
  },
];
