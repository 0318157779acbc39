/** The admin area's routes; every page module is loaded on demand, so none of it reaches customer pages. */
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { loadCatalogues } from '@/lib/i18n';
import { inATaskOfItsOwn, startEachInATask } from '@/lib/yield-to-main';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/** Every admin page by its path below /admin (the sidebar's entries and their sub-pages). */
const pages: Record<string, PageModule> = {
  // The catalogues its parts read, asked for beside its code rather than one after another as each part renders.
  dashboard: () =>
    startEachInATask(
      () => import('./dashboard-page'),
      () => loadCatalogues(['reports', 'lender-connectors', 'grievances-admin', 'kit']),
    ).then(([m]) => ({ Component: m.DashboardPage })),
  'internal-report': () => import('./internal-report-page').then((m) => ({ Component: m.InternalReportPage })),
  'customers-journey': () => import('./customers-journey-page').then((m) => ({ Component: m.CustomersJourneyPage })),
  'products-report': () => import('./products-report-page').then((m) => ({ Component: m.ProductsReportPage })),
  'vendors-products-report': () =>
    import('./vendors-products-report-page').then((m) => ({ Component: m.VendorsProductsReportPage })),
  lenders: () => import('./lenders-page').then((m) => ({ Component: m.LendersPage })),
  'lenders/:lenderId': () => import('./lender-edit-page').then((m) => ({ Component: m.LenderEditPage })),
  'credit-cards': () => import('./credit-cards-page').then((m) => ({ Component: m.CreditCardsPage })),
  'missing-hindi': () => import('./missing-hindi-page').then((m) => ({ Component: m.MissingHindiPage })),
  partners: () => import('./partners-page').then((m) => ({ Component: m.PartnersPage })),
  'partners/:id': () => import('./partner-edit-page').then((m) => ({ Component: m.PartnerEditPage })),
  'vendors-on-off': () => import('./vendors-page').then((m) => ({ Component: m.VendorsPage })),
  jobs: () => import('./jobs-page').then((m) => ({ Component: m.JobsPage })),
  'user-management': () => import('./user-management-page').then((m) => ({ Component: m.UserManagementPage })),
  'tracking-links': () => import('./tracking-links-page').then((m) => ({ Component: m.TrackingLinksPage })),
  'partner-content': () => import('./partner-content-page').then((m) => ({ Component: m.PartnerContentPage })),
  'de-dupe-logs': () => import('./de-dupe-logs-page').then((m) => ({ Component: m.DeDupeLogsPage })),
  'insurance-requests': () => import('./insurance-requests-page').then((m) => ({ Component: m.InsuranceRequestsPage })),
  vouchers: () => import('./vouchers-page').then((m) => ({ Component: m.VouchersPage })),
  'customer-info-deletion': () =>
    import('./customer-info-deletion-page').then((m) => ({ Component: m.CustomerInfoDeletionPage })),
  'merchant-management': () =>
    import('./merchant-management-page').then((m) => ({ Component: m.MerchantManagementPage })),
  'merchant-management/:id': () =>
    import('./merchant-partner-page').then((m) => ({ Component: m.MerchantPartnerPage })),
  'partner-support': () => import('./partner-support-page').then((m) => ({ Component: m.PartnerSupportPage })),
  messaging: () => import('./messaging-page').then((m) => ({ Component: m.MessagingPage })),
  'customer-eligibility': () =>
    import('./customer-eligibility-page').then((m) => ({ Component: m.CustomerEligibilityPage })),
  'application-status-file': () =>
    import('./application-status-file-page').then((m) => ({ Component: m.ApplicationStatusFilePage })),
  'mis-upload': () => import('./mis-upload-page').then((m) => ({ Component: m.MisUploadPage })),
  'commission-upload-file': () =>
    import('./commission-upload-page').then((m) => ({ Component: m.CommissionUploadPage })),
  'csr-portal': () => import('./csr-portal-page').then((m) => ({ Component: m.CsrPortalPage })),
  'csr-portal/:id/:pid': () => import('./csr-customer-page').then((m) => ({ Component: m.CsrCustomerPage })),
  telecalling: () => import('./telecalling-page').then((m) => ({ Component: m.TelecallingPage })),
  grievances: () => import('./grievances-page').then((m) => ({ Component: m.GrievancesPage })),
  'grievances/:id': () => import('./grievance-page').then((m) => ({ Component: m.GrievancePage })),
  cases: () => import('./cases-page').then((m) => ({ Component: m.CasesPage })),
  'account-security': () => import('./account-security-page').then((m) => ({ Component: m.AccountSecurityPage })),
};

/** The forgotten-password pages: their code and catalogues before the navigation shows them. */
const accountPages = () =>
  Promise.all([import('../staff/account-pages'), loadCatalogues(['account-security', 'domain'])]).then(([m]) => m);

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/forgot-password',
    lazy: () => accountPages().then((m) => ({ Component: m.AdminForgotPasswordPage })),
  },
  {
    path: 'admin/reset-password',
    lazy: () => accountPages().then((m) => ({ Component: m.AdminResetPasswordPage })),
  },
  {
    path: 'admin',
    lazy: () =>
      startEachInATask(
        () => import('./admin-layout'),
        () => import('./admin-guard'),
        () => loadCatalogues(['admin']),
      ).then(([layout, guard]) => ({ Component: layout.AdminLayout, loader: guard.adminGuardLoader })),
    children: [
      { index: true, loader: () => redirect('/admin/dashboard') },
      ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy: inATaskOfItsOwn(lazy) })),
    ],
  },
];
