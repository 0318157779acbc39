import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { CommissionLedger, ledgerParams } from '@/features/lender-files/components/commission-ledger';
import { CommissionVarianceView } from '@/features/lender-files/components/commission-variance-view';
import { LenderFilePanel } from '@/features/lender-files/components/lender-file-panel';

/**
 * /admin/commission-upload-file (role 1): lenders' commission statements, checked and applied; what was expected
 * against what was received; and the partners' commission ledger.
 */
export function CommissionUploadPage() {
  const { t } = useTranslation('lender-files');
  const ledger = useListParams(ledgerParams);
  return (
    <Stack spacing={3}>
      <PageHeader title={t('kinds.commission.title')} description={t('kinds.commission.description')} />
      <LenderFilePanel kind="commission" />
      <CommissionVarianceView />
      <CommissionLedger params={ledger} />
    </Stack>
  );
}
