/**
 * The customer area (/user, customer spec §2, plus the KFS page of an offer, DESIGN §6): a lazily loaded layout
 * whose loader applies the routing rules on every navigation below /user, and each page as a lazy child route.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n';
import { CUSTOMER_ROUTE_ID } from './customer-route-id';

const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const detail = () => import('./pages/detail-pages');
const welcome = () => import('./pages/welcome-back-pages');
const offers = () => import('./pages/offers-pages');
const transaction = () => import('./pages/lender-transaction-pages');

/** Pages by path relative to /user. */
const pages: Record<string, NonNullable<RouteObject['lazy']>> = {
  'user-detail': page(detail, (m) => m.PersonalDetailPage),
  offers: page(offers, (m) => m.PersonalOffersPage),
  'welcome-back': page(welcome, (m) => m.PersonalWelcomeBackPage),
  'lender-submit': page(
    () => import('./pages/lender-submit-page'),
    (m) => m.LenderSubmitPage,
  ),
  'business-detail': page(detail, (m) => m.BusinessDetailPage),
  'business-welcome-back': page(welcome, (m) => m.BusinessWelcomeBackPage),
  'business-offers': page(offers, (m) => m.BusinessOffersPage),
  'affordable-housing-loan-detail': page(detail, (m) => m.HousingDetailPage),
  'housing-welcome-back': page(welcome, (m) => m.HousingWelcomeBackPage),
  'housing-offers': page(offers, (m) => m.HousingOffersPage),
  'gold-loan-detail': page(detail, (m) => m.GoldDetailPage),
  'gold-welcome-back': page(welcome, (m) => m.GoldWelcomeBackPage),
  'gold-offers': page(offers, (m) => m.GoldOffersPage),
  'student-loan-detail': page(detail, (m) => m.StudentDetailPage),
  'student-welcome-back': page(welcome, (m) => m.StudentWelcomeBackPage),
  'student-offers': page(offers, (m) => m.StudentOffersPage),
  'two-wheeler-loan-detail': page(detail, (m) => m.TwoWheelerDetailPage),
  'two-wheeler-welcome-back': page(welcome, (m) => m.TwoWheelerWelcomeBackPage),
  'two-wheeler-offers': page(offers, (m) => m.TwoWheelerOffersPage),
  'car-loan-detail': page(detail, (m) => m.CarDetailPage),
  'car-welcome-back': page(welcome, (m) => m.CarWelcomeBackPage),
  'car-offers': page(offers, (m) => m.CarOffersPage),
  'key-facts/:lenderId': page(
    () => import('./pages/key-facts-page'),
    (m) => m.KeyFactsPage,
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
  applications: page(
    () => import('./pages/applications-page'),
    (m) => m.ApplicationsPage,
  ),
  'lender-intake/:lender_key/:creditapp_uuid': page(
    () => import('./pages/lender-intake-page'),
    (m) => m.LenderIntakePage,
  ),
};

export const customerRoutes: RouteObject[] = [
  {
    id: CUSTOMER_ROUTE_ID,
    path: 'user',
    // The area's texts load beside its code, not after its first render asks for them (a round trip sooner).
    lazy: () =>
      Promise.all([
        import('./customer-layout'),
        import('./customer-guard'),
        i18next.loadNamespaces(['customer', 'domain']),
      ]).then(([layout, guard]) => ({
        Component: layout.CustomerLayout,
        loader: guard.customerGuardLoader,
        // The child pages have no loaders: this decides, on every navigation below /user, whether the rules run.
        shouldRevalidate: guard.shouldRevalidateCustomer,
      })),
    children: [
      // /user itself always redirects (the routing rules pick the product's page), so it renders nothing.
      { index: true, element: null },
      ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy })),
      {
        path: '*',
        lazy: page(
          () => import('./pages/unknown-page'),
          (m) => m.UnknownPage,
        ),
      },
    ],
  },
];
