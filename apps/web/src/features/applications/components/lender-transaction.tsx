import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@saakh/domain/applications';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useApplication } from '../api/get-application';
import { useApplications } from '../api/get-applications';
import { ApplicationSummaryGrid } from './application-summary';
import { ApplicationTimeline } from './application-timeline';
import { StatusChip } from './status-chip';

export type LenderTransactionProps = {
  /** The lender's key from the path (lenders-transaction/{lender}, muthootgold, indiagold, indialends-otp). */
  lenderKey: string;
  /** The credit application, when the page was opened from a selected offer. */
  creditAppId: string | null;
};

/**
 * A lender's transaction page: the application made with that lender, its timeline, and the way on to the
 * lender's own site where the lender finishes the journey (transaction-mode lenders).
 */
export function LenderTransaction({ lenderKey, creditAppId }: LenderTransactionProps) {
  const { t } = useTranslation('customer');
  const list = useApplications();
  const fallbackId = list.data ? latestFor(list.data, lenderKey) : null;
  const id = creditAppId ?? fallbackId;
  const detail = useApplication(id);

  if (!creditAppId && list.isPending) return <PageLoader />;
  if (!creditAppId && list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!id) return <EmptyState title={t('transaction.none')} description={t('transaction.noneHint')} />;
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const application = detail.data;
  const external = application.next.externalUrl;

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {application.lenderName}
          </Typography>
          <StatusChip status={application.status} />
        </Stack>
        <ApplicationSummaryGrid application={application} />
      </Paper>
      {external ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography>{t('transaction.continueText', { lender: application.lenderName })}</Typography>
            <Button
              variant="contained"
              size="large"
              href={external}
              rel="noopener noreferrer"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('transaction.continue', { lender: application.lenderName })}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Alert severity="info" role="status">
          {t('transaction.lenderWillContact', { lender: application.lenderName })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('applications.timeline')}
        </Typography>
        <ApplicationTimeline history={application.history} />
      </Paper>
    </Stack>
  );
}

/** The newest application with this lender, for a page opened without an application id (the lender's return link). */
function latestFor(list: readonly ApplicationSummary[], lenderKey: string): string | null {
  // The lender-named pages (muthootgold, indiagold) spell the key without its underscores.
  const bare = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
  const match = list.find((row) => bare(row.lenderKey) === bare(lenderKey));
  return match?.creditAppId ?? null;
}
