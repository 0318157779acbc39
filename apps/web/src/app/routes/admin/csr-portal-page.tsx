import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { CustomerSearchTable, customerSearchListParams } from '@/features/customers/components/customer-search-table';

/** /admin/csr-portal (roles 1, 2, 3): find a customer by mobile, PAN, application id, name or e-mail. */
export function CsrPortalPage() {
  const { t } = useTranslation('csr-portal');
  const params = useListParams(customerSearchListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <CustomerSearchTable params={params} />
    </Stack>
  );
}
