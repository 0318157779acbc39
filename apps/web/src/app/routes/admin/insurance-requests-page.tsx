import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import {
  InsuranceRequestsTable,
  insuranceRequestListParams,
} from '@/features/insurance/components/insurance-requests-table';

/** /admin/insurance-requests: customers' requests for an insurance quote or a call back, worked to closed. */
export function InsuranceRequestsPage() {
  const { t } = useTranslation('insurance-requests');
  const params = useListParams(insuranceRequestListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <InsuranceRequestsTable params={params} />
    </Stack>
  );
}
