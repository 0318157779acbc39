import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import {
  VendorsProductsReportTable,
  vendorsProductsReportListParams,
} from '@/features/reports/components/vendors-products-report-table';
import { useReportFilters } from '@/features/reports/hooks/use-report-filters';

/** /admin/vendors-products-report (role 1): each lender's figures per product, with approval rate and turnaround. */
export function VendorsProductsReportPage() {
  const { t } = useTranslation('reports');
  const filters = useReportFilters();
  const params = useListParams(vendorsProductsReportListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('vendorsProductsReport.title')} description={t('vendorsProductsReport.description')} />
      <VendorsProductsReportTable filters={filters} params={params} />
    </Stack>
  );
}
