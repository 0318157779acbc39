/**
 * The pages below /user (customer spec §2, plus the KFS page of an offer, DESIGN §6). They are routed here,
 * inside the lazily loaded customer layout, so this table stays out of the first download of public pages.
 */
import Alert from '@mui/material/Alert';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const detail = () => import('./pages/detail-pages');
const welcome = () => import('./pages/welcome-back-pages');
const offers = () => import('./pages/offers-pages');
const transaction = () => import('./pages/lender-transaction-pages');

/** Pages by path relative to /user. */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
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
  'lender-intake/:lender_key/:creditapp_uuid': page(
    () => import('./pages/lender-intake-page'),
    (m) => m.LenderIntakePage,
  ),
};

function UnknownPage() {
  const { t } = useTranslation('common');
  return (
    <Alert severity="warning" role="alert">
      {t('notFound.description')}
    </Alert>
  );
}

export function CustomerPages() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        {/* /user itself always redirects (the routing rules pick the product's page), so it renders nothing. */}
        <Route index element={null} />
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<UnknownPage />} />
      </Routes>
    </Suspense>
  );
}
