import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { ProductsReportTable, productsReportListParams } from '@/features/reports/components/products-report-table';
import { useReportFilters } from '@/features/reports/hooks/use-report-filters';

/** /admin/products-report (role 1): leads, applications and money per product. */
export function ProductsReportPage() {
  const { t } = useTranslation('reports');
  const filters = useReportFilters();
  const params = useListParams(productsReportListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('productsReport.title')} description={t('productsReport.description')} />
      <ProductsReportTable filters={filters} params={params} />
    </Stack>
  );
}
