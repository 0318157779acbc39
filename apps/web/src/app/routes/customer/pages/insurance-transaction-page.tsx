import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InsuranceTransaction } from '@/features/catalogue/components/insurance-transaction';
import { trackEvent } from '@/features/tracking/api/track-event';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { PageHeading } from './page-heading';

/** /user/insurance/transaction?kind=…: the chosen cover ("Other Insurance") and the insurer's quote page. */
export function InsuranceTransactionPage() {
  const { t } = useTranslation('customer');
  const [search, setSearch] = useSearchParams();
  const kind = search.get('kind') ?? getSessionValue('productId');
  return (
    <>
      <PageHeading title={t('insurance.title')} subtitle={t('insurance.subtitle')} />
      <InsuranceTransaction
        kind={kind}
        onKindChange={(next) => {
          setSessionValue('productId', next);
          setSearch({ kind: next }, { replace: true });
        }}
        // The click-out is the insurance application: the dashboard counts it for insurance.
        onQuoteClick={() => trackEvent('offer_selected', { product: 'insurance' })}
      />
    </>
  );
}
