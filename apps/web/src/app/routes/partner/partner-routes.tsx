/** The partner area's routes, loaded on demand. */
import type { RouteObject } from 'react-router';
import { insightOptionsQueryOptions } from '@/features/partner-insights/api/get-insight-options';
import { loadCatalogues } from '@/lib/i18n';
import { inATaskOfItsOwn, startEachInATask } from '@/lib/yield-to-main';
import { queryClient } from '@/lib/query-client';
import { partnerPagePaths, type PartnerPagePath } from './partner-nav';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/**
 * Whose figures a parent may choose (its sub-partners), asked for beside a figures page's code: the choice is drawn
 * with the page's first render instead of appearing later and pushing the figures down (a layout shift on every
 * first visit). Never fails: a failed read is the page's to show, as before.
 */
const prefetchScopes = () => queryClient.prefetchQuery(insightOptionsQueryOptions());

/** Every page below /partner ('' is the dashboard): the type demands one for each path of admin spec §2.7. */
const pages: Record<PartnerPagePath | '', PageModule> = {
  'product-offering': () =>
    startEachInATask(
      () => import('./product-offering-page'),
      () => loadCatalogues(['partner-content']),
    ).then(([m]) => ({ Component: m.ProductOfferingPage })),
  'product-offering/:product_id': () =>
    import('./product-offering-page').then((m) => ({ Component: m.ProductOfferingDetailPage })),
  'marketing-support': () => import('./marketing-support-page').then((m) => ({ Component: m.MarketingSupportPage })),
  'marketing-support/messaging-content': () =>
    import('./marketing-support-page').then((m) => ({ Component: m.MessagingContentPage })),
  'marketing-support/banners-and-creatives': () =>
    import('./marketing-support-page').then((m) => ({ Component: m.BannersAndCreativesPage })),
  faqs: () => import('./faqs-page').then((m) => ({ Component: m.FaqsPage })),
  'faqs/customer-queries': () => import('./faqs-page').then((m) => ({ Component: m.CustomerQueriesPage })),
  'faqs/dsa-queries': () => import('./faqs-page').then((m) => ({ Component: m.DsaQueriesPage })),
  'training-material': () => import('./training-material-page').then((m) => ({ Component: m.TrainingMaterialPage })),
  'lender-journey': () => import('./lender-journey-page').then((m) => ({ Component: m.LenderJourneyPage })),
  '': () =>
    startEachInATask(
      () => import('./dashboard-page'),
      () => loadCatalogues(['partner-insights', 'kit']),
      prefetchScopes,
    ).then(([m]) => ({ Component: m.PartnerDashboardPage })),
  // The applications' Documents dialog names documents and statuses from these catalogues.
  reports: () =>
    startEachInATask(
      () => import('./reports-page'),
      prefetchScopes,
      () => loadCatalogues(['partner-insights', 'documents', 'documents-upload']),
    ).then(([m]) => ({ Component: m.PartnerReportsPage })),
  customFunnel: () =>
    startEachInATask(() => import('./custom-funnel-page'), prefetchScopes).then(([m]) => ({
      Component: m.PartnerCustomFunnelPage,
    })),
  'training-material/eligibility-criteria': () =>
    import('./eligibility-criteria-page').then((m) => ({ Component: m.EligibilityCriteriaPage })),
  communication: () => import('./communication-page').then((m) => ({ Component: m.CommunicationPage })),
  'communication/tech-support': () => import('./communication-page').then((m) => ({ Component: m.TechSupportPage })),
  'communication/general-query': () => import('./communication-page').then((m) => ({ Component: m.GeneralQueryPage })),
  referral: () => import('./referral-page').then((m) => ({ Component: m.ReferralPage })),
  settings: () => import('./settings-page').then((m) => ({ Component: m.SettingsPage })),
  'digital-integration': () =>
    import('./digital-integration-page').then((m) => ({ Component: m.DigitalIntegrationPage })),
};

/** The forgotten-password pages: their code and catalogues before the navigation shows them. */
const accountPages = () =>
  Promise.all([import('../staff/account-pages'), loadCatalogues(['account-security', 'domain'])]).then(([m]) => m);

export const partnerRoutes: RouteObject[] = [
  {
    path: 'partner/forgot-password',
    lazy: () => accountPages().then((m) => ({ Component: m.PartnerForgotPasswordPage })),
  },
  {
    path: 'partner/reset-password',
    lazy: () => accountPages().then((m) => ({ Component: m.PartnerResetPasswordPage })),
  },
  { path: 'partner/join/:code', lazy: () => import('./join-page').then((m) => ({ Component: m.JoinPage })) },
  {
    path: 'partner',
    lazy: () =>
      startEachInATask(
        () => import('./partner-layout'),
        () => import('./partner-guard'),
        () => loadCatalogues(['partner']),
      ).then(([layout, guard]) => ({
        Component: layout.PartnerLayout,
        loader: guard.partnerGuardLoader,
        shouldRevalidate: guard.revalidateOnEveryPath,
      })),
    children: [
      { index: true, lazy: inATaskOfItsOwn(pages['']) },
      ...partnerPagePaths.map((path) => ({ path, lazy: inATaskOfItsOwn(pages[path]) })),
    ],
  },
];
