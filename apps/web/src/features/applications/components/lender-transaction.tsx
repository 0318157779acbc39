import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { handoffStatuses, type ApplicationSummary } from '@saakh/domain/applications';
import { productFlows } from '@saakh/domain/routing';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { isKfsRefusal, KfsRefusalAlert } from '@/components/ui/kfs-refusal-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useApplication } from '../api/get-application';
import { useApplications } from '../api/get-applications';
import { useHandOff } from '../api/hand-off';
import { ApplicationSummaryGrid } from './application-summary';
import { ApplicationTimeline } from './application-timeline';
import { StatusChip } from './status-chip';
import { leavePage } from '@/lib/leave-page';

export type LenderTransactionProps = {
  /** The lender's key from the path (lenders-transaction/{lender}, muthootgold, indiagold, indialends-otp). */
  lenderKey: string;
  /** The credit application, when the page was opened from a selected offer. */
  creditAppId: string | null;
};

/**
 * A lender's transaction page: the application made with that lender, its timeline, and the way on to the
 * lender's own site where the lender finishes the journey (transaction-mode lenders). "Continue to <lender>"
 * records the hand-off and leaves for the lender's address with the customer's reference; a lender without an
 * address says so and offers the way back to the offers, never a link to this same page.
 */
export function LenderTransaction({ lenderKey, creditAppId }: LenderTransactionProps) {
  const { t } = useTranslation('customer');
  const list = useApplications();
  const fallbackId = list.data ? latestFor(list.data, lenderKey) : null;
  const id = creditAppId ?? fallbackId;
  const detail = useApplication(id);
  const handOff = useHandOff();
  const [failure, setFailure] = useState<string | null>(null);
  const [kfsRefusal, setKfsRefusal] = useState<string | null>(null);
  const location = useLocation();

  if (!creditAppId && list.isPending) return <PageLoader />;
  if (!creditAppId && list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!id) return <EmptyState title={t('transaction.none')} description={t('transaction.noneHint')} />;
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const application = detail.data;
  const lender = application.lenderName;
  const offersPath = productFlows[application.product].offers;
  const open = application.next.kind === 'transaction' && handoffStatuses.includes(application.status);
  const external = application.next.externalUrl;

  const onContinue = async () => {
    setFailure(null);
    setKfsRefusal(null);
    try {
      const { url } = await handOff.mutateAsync(application.creditAppId);
      leavePage(url);
    } catch (error) {
      const message = errorMessage(error, t('transaction.handoffFailed', { lender }));
      if (isKfsRefusal(error)) setKfsRefusal(message);
      else setFailure(message);
    }
  };

  const backToOffers = (
    <Button component={RouterLink} to={offersPath} variant="outlined" size="large">
      {t('transaction.backToOffers')}
    </Button>
  );

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {lender}
          </Typography>
          <StatusChip status={application.status} />
        </Stack>
        <ApplicationSummaryGrid application={application} />
      </Paper>
      {open && external ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography>{t('transaction.continueText', { lender })}</Typography>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            {kfsRefusal ? (
              <KfsRefusalAlert
                message={kfsRefusal}
                creditAppId={application.creditAppId}
                next={`${location.pathname}${location.search}`}
              />
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="contained"
                size="large"
                loading={handOff.isPending}
                onClick={() => void onContinue()}
                data-testid="transaction-continue"
              >
                {t('transaction.continue', { lender })}
              </Button>
              {backToOffers}
            </Stack>
          </Stack>
        </Paper>
      ) : open ? (
        <Alert severity="warning" role="status" data-testid="transaction-no-link" sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('transaction.noLink', { lender })}</Typography>
            {backToOffers}
          </Stack>
        </Alert>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
            {t('transaction.closed', { lender })}
          </Alert>
          {backToOffers}
        </Stack>
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
