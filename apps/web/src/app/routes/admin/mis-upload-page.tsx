import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { LenderFilePanel } from '@/features/lender-files/components/lender-file-panel';
import { MisExceptionsTable, misExceptionParams } from '@/features/lender-files/components/mis-exceptions-table';

/** /admin/mis-upload (role 1): lenders' disbursal MIS, checked and applied, and the rows waiting for a decision. */
export function MisUploadPage() {
  const { t } = useTranslation('lender-files');
  const headingId = useId();
  const exceptions = useListParams(misExceptionParams);
  return (
    <Stack spacing={3}>
      <PageHeader title={t('kinds.mis.title')} description={t('kinds.mis.description')} />
      <LenderFilePanel kind="mis" />
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('exceptions.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('exceptions.description')}
        </Typography>
        <MisExceptionsTable params={exceptions} />
      </Box>
    </Stack>
  );
}
