import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedDisagreement } from '@saakh/domain/reconciliation';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import {
  FeedDisagreementsTable,
  feedDisagreementParams,
} from '@/features/lender-files/components/feed-disagreements-table';
import { LenderFilePanel } from '@/features/lender-files/components/lender-file-panel';

/** The CSR portal finds an application's customer by the application's id. */
const applicationPath = (row: FeedDisagreement) => `/admin/csr-portal?q=${encodeURIComponent(row.application_id)}`;

/**
 * /admin/application-status-file (admin spec §2.6; roles 1 and 2): lenders' status files, checked, then applied; and
 * for role 1, as the API declares, the rows that contradict a lender's live feed, waiting for a decision.
 */
export function ApplicationStatusFilePage() {
  const { t } = useTranslation('lender-files');
  const session = useAdminSession();
  const headingId = useId();
  const disagreements = useListParams(feedDisagreementParams);
  return (
    <Stack spacing={3}>
      <PageHeader title={t('kinds.status.title')} description={t('kinds.status.description')} />
      <LenderFilePanel kind="status" />
      {session.data?.roleId === 1 ? (
        <Box component="section" aria-labelledby={headingId}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('feed.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('feed.description')}
          </Typography>
          <FeedDisagreementsTable params={disagreements} applicationPath={applicationPath} />
        </Box>
      ) : null}
    </Stack>
  );
}
