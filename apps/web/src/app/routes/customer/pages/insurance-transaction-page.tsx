import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLocale } from '@saakh/domain/i18n';
import { useInsuranceProducts } from '@/features/catalogue/api/get-insurance-products';
import { InsuranceTransaction } from '@/features/catalogue/components/insurance-transaction';
import { InsuranceRequestForm } from '@/features/insurance/components/insurance-request-form';
import { InsuranceRequestsList } from '@/features/insurance/components/insurance-requests-list';
import { trackEvent } from '@/features/tracking/api/track-event';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { PageHeading } from './page-heading';

/**
 * /user/insurance/transaction?kind=…: the chosen cover ("Other Insurance"), the insurer's quote page, a request
 * for a quote or a call back about it, and the customer's requests with their status.
 */
export function InsuranceTransactionPage() {
  const { t, i18n } = useTranslation('customer');
  const [search, setSearch] = useSearchParams();
  const kind = search.get('kind') ?? getSessionValue('productId');
  const products = useInsuranceProducts(isLocale(i18n.language) ? i18n.language : 'en');
  // The cover the page shows: the one asked for, else the first, as InsuranceTransaction picks it.
  const product = products.data?.find((item) => item.key === kind) ?? products.data?.[0];
  return (
    <>
      <PageHeading title={t('insurance.title')} subtitle={t('insurance.subtitle')} />
      <Stack spacing={3}>
        <InsuranceTransaction
          kind={kind}
          onKindChange={(next) => {
            setSessionValue('productId', next);
            setSearch({ kind: next }, { replace: true });
          }}
          // The click-out is the insurance application: the dashboard counts it for insurance.
          onQuoteClick={() => trackEvent('offer_selected', { product: 'insurance' })}
        />
        {product ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <InsuranceRequestForm
              key={product.key}
              kind={product.key}
              coverName={product.name}
              // A request is the customer choosing this cover, as the click-out is.
              onRecorded={() => trackEvent('offer_selected', { product: 'insurance' })}
            />
          </Paper>
        ) : null}
        <InsuranceRequestsList />
      </Stack>
    </>
  );
}
