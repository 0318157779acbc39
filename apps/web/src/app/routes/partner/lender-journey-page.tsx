/** /partner/lender-journey: per lender, the steps a customer goes through after choosing it. */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { LenderJourneys } from '@/features/partner-content/components/lender-journeys';

export function LenderJourneyPage() {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader title={t('journey.title')} description={t('journey.description')} />
      <LenderJourneys />
    </Stack>
  );
}
