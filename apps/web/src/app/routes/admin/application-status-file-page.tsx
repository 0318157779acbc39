import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { LenderFilePanel } from '@/features/lender-files/components/lender-file-panel';

/** /admin/application-status-file (admin spec §2.6; roles 1 and 2): lenders' status files, checked, then applied. */
export function ApplicationStatusFilePage() {
  const { t } = useTranslation('lender-files');
  return (
    <Stack spacing={1}>
      <PageHeader title={t('kinds.status.title')} description={t('kinds.status.description')} />
      <LenderFilePanel kind="status" />
    </Stack>
  );
}
