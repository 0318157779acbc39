import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useReferral } from '@/features/partner-referral/api/referral';
import { ReferralOverview } from '@/features/partner-referral/components/referral-overview';

/** /partner/referral: the invite link for sub-partners, who joined, their leads and the split earned from them. */
export function ReferralPage() {
  const { t } = useTranslation('partner-support');
  const referral = useReferral();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('referral.title')} description={t('referral.description')} />
      {referral.isPending ? <PageLoader /> : null}
      {referral.isError ? <ErrorState error={referral.error} onRetry={() => void referral.refetch()} /> : null}
      {referral.data ? <ReferralOverview overview={referral.data} /> : null}
    </Stack>
  );
}
