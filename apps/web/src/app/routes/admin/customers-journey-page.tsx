import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import {
  CustomersJourneyTable,
  customersJourneyListParams,
} from '@/features/reports/components/customers-journey-table';
import { useReportFilters } from '@/features/reports/hooks/use-report-filters';

/** /admin/customers-journey (roles 1 and 2): how far each customer got, and their timeline. */
export function CustomersJourneyPage() {
  const { t } = useTranslation('reports');
  const filters = useReportFilters({ lender: false });
  const params = useListParams(customersJourneyListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('journeys.title')} description={t('journeys.description')} />
      <CustomersJourneyTable filters={filters} params={params} />
    </Stack>
  );
}
