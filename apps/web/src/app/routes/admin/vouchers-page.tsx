import AddIcon from '@/components/ui/icons/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVoucher } from '@saakh/domain/vouchers';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { VouchersTable, voucherListParams } from '@/features/vouchers/components/vouchers-table';

/** /admin/vouchers: the discount vouchers customers see on /vouchers, in English and Hindi. */
export function VouchersPage() {
  const { t } = useTranslation('vouchers');
  const params = useListParams(voucherListParams);
  const [editing, setEditing] = useState<AdminVoucher | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <VouchersTable params={params} editing={editing} onEdit={setEditing} />
    </Stack>
  );
}
