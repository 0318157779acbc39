import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LenderSubmit } from '@/features/applications/components/lender-submit';
import { PageHeading } from './page-heading';

/** /user/lender-submit?creditAppId=…: the selected application of a 'submit' lender, sent with the customer's consent. */
export function LenderSubmitPage() {
  const { t } = useTranslation(['customer', 'domain']);
  const [search] = useSearchParams();
  const creditAppId = search.get('creditAppId');
  return (
    <>
      <PageHeading title={t('lenderSubmit.title')} subtitle={t('lenderSubmit.subtitle')} />
      {creditAppId ? (
        <LenderSubmit creditAppId={creditAppId} />
      ) : (
        <Alert severity="warning" role="alert">
          {t('offerNotSelected', { ns: 'domain' })}
        </Alert>
      )}
    </>
  );
}
