/**
 * One application's sending to its lender's API, where staff see the application (roles 1 and 2): its state,
 * attempts, last error and the lender's reference, and "Send to lender" when it may be sent now (a failed one is
 * sent again). The row follows a send in progress until it is accepted or fails.
 */
import SendIcon from '@/components/ui/icons/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useApplicationSubmission } from '../api/get-application-submission';
import { useSendToLender } from '../api/send-to-lender';
import { submissionStateTones } from '../utils/tones';

export type LenderSubmissionPanelProps = { applicationId: string };

export function LenderSubmissionPanel({ applicationId }: LenderSubmissionPanelProps) {
  const { t, i18n } = useTranslation('lender-connectors');
  const titleId = useId();
  const answer = useApplicationSubmission(applicationId);
  const send = useSendToLender();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirm = () => {
    setFailure(null);
    send.mutate(applicationId, {
      onSuccess: (result) => toast(result.message ?? t('submission.sent'), 'success'),
      onError: (error) => setFailure(errorMessage(error, t('submission.sendFailed'))),
      onSettled: () => setConfirming(false),
    });
  };

  const body = () => {
    if (answer.isPending) {
      return (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('submission.loading')}
        </Typography>
      );
    }
    if (answer.isError) {
      return <ErrorState message={t('submission.failedToLoad')} onRetry={() => void answer.refetch()} />;
    }
    const { submission, sendable } = answer.data;
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {submission ? (
          <>
            <StatusChip
              label={t(`states.${submission.state}`)}
              tone={submissionStateTones[submission.state]}
              testId="submission-state"
            />
            <FactList
              sx={{ alignSelf: 'stretch' }}
              facts={[
                [t('submission.attempts'), String(submission.attempts)],
                [t('submission.lastError'), submission.lastError ?? '—'],
                [t('submission.lenderReference'), submission.lenderReference ?? '—'],
                [t('submission.queuedAt'), formatDateTime(submission.queuedAt, i18n.language)],
              ]}
            />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('submission.notSent')}
          </Typography>
        )}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {failure}
          </Alert>
        ) : null}
        {sendable ? (
          <Button variant="contained" size="small" startIcon={<SendIcon />} onClick={() => setConfirming(true)}>
            {t(submission?.state === 'failed' ? 'submission.sendAgain' : 'submission.send')}
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <section aria-labelledby={titleId} data-testid={`lender-submission-${applicationId}`}>
      <Typography variant="subtitle2" component="h3" id={titleId} sx={{ mb: 1 }}>
        {t('submission.title')}
      </Typography>
      {body()}
      <ConfirmDialog
        open={confirming}
        title={t('submission.sendTitle')}
        subject={t('submission.sendSubject', { id: applicationId })}
        confirmLabel={t('submission.send')}
        tone="neutral"
        pending={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </section>
  );
}
