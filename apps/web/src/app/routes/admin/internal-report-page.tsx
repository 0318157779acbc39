import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { InternalReportTable, internalReportListParams } from '@/features/reports/components/internal-report-table';
import { useReportFilters } from '@/features/reports/hooks/use-report-filters';

/** /admin/internal-report (roles 1 and 2): the applications of a period, where the dashboard's figures lead. */
export function InternalReportPage() {
  const { t } = useTranslation('reports');
  const filters = useReportFilters();
  const params = useListParams(internalReportListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('internal.title')} description={t('internal.description')} />
      <InternalReportTable filters={filters} params={params} />
    </Stack>
  );
}
