/** Public pages (customer spec §2), each loaded on demand inside the public layout. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const legal = () => import('./legal-page');
const cards = () => import('./credit-cards-page');
const merchant = () => import('./merchant-pages');
const handoff = () => import('./handoff-routes');

/** Hand-off routes redirect in their loader and never render. */
const handoffRoute = (
  path: string,
  pick: (module: Awaited<ReturnType<typeof handoff>>) => RouteObject['loader'],
): RouteObject => ({
  path,
  lazy: () => handoff().then((module) => ({ loader: pick(module), Component: () => null })),
});

export const publicRoutes: RouteObject[] = [
  {
    lazy: () => import('./public-layout').then((m) => ({ Component: m.PublicLayout })),
    children: [
      {
        index: true,
        lazy: page(
          () => import('./landing-page'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: ':urlSegment',
        lazy: () =>
          import('./segment-landing-page').then((m) => ({ loader: m.segmentLoader, Component: m.SegmentLandingPage })),
      },
      {
        path: 'login',
        lazy: page(
          () => import('./verification-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'verification',
        lazy: page(
          () => import('./verification-page'),
          (m) => m.VerificationPage,
        ),
      },
      {
        path: 'products',
        lazy: page(
          () => import('./products-page'),
          (m) => m.ProductsPage,
        ),
      },
      {
        path: 'vouchers',
        lazy: page(
          () => import('./vouchers-page'),
          (m) => m.VouchersPage,
        ),
      },
      { path: 'credit-cards', lazy: page(cards, (m) => m.CreditCardsPage) },
      { path: 'cards-secured', lazy: page(cards, (m) => m.SecuredCardsPage) },
      { path: 'cards-unsecured', lazy: page(cards, (m) => m.UnsecuredCardsPage) },
      {
        path: 'grievance-redressal',
        lazy: page(
          () => import('./grievance-page'),
          (m) => m.GrievancePage,
        ),
      },
      { path: 'privacy-policy', lazy: page(legal, (m) => m.PrivacyPolicyPage) },
      { path: 'terms-of-use', lazy: page(legal, (m) => m.TermsOfUsePage) },
      { path: 'lender-terms', lazy: page(legal, (m) => m.LenderTermsPage) },
      { path: 'muthoot-privacy-policy', lazy: page(legal, (m) => m.MuthootPrivacyPolicyPage) },
      { path: 'muthoot-terms-conditions', lazy: page(legal, (m) => m.MuthootTermsPage) },
      { path: 'create-merchant-form', lazy: page(merchant, (m) => m.MerchantFormPage) },
      { path: 'create-merchant-form/success', lazy: page(merchant, (m) => m.MerchantSuccessPage) },
      { path: 'create-merchant-form/:partner_name', lazy: page(merchant, (m) => m.MerchantFormPage) },
      {
        path: 'indialends-otp',
        lazy: page(
          () => import('./indialends-otp-page'),
          (m) => m.IndiaLendsOtpPage,
        ),
      },
      handoffRoute('lenders-transaction/:lender', (m) => m.lenderReturnLoader),
      handoffRoute('socialmedia-onboarding', (m) => m.socialMediaLoader),
      handoffRoute('auth', (m) => m.authLoader),
      handoffRoute('redirect', (m) => m.redirectLoader),
      handoffRoute('customer-site', (m) => m.customerSiteLoader),
      handoffRoute('transfer/:prospectId', (m) => m.transferLoader),
    ],
  },
];
