/**
 * The last step before a campaign goes (issue 33): how many customers it reaches and on which channel, counted by the
 * API as the send counts it, and an explicit confirm. The count confirmed is sent with the campaign; when the audience
 * changed meanwhile the API refuses and this dialog shows the new count to confirm again.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignPreviewInput } from '@saakh/domain/messaging';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCampaignPreview } from '../api/preview-campaign';

export type ConfirmSendDialogProps = {
  name: string;
  input: CampaignPreviewInput;
  /** The ISO time the campaign is scheduled for; null sends it now. */
  sendAt: string | null;
  pending: boolean;
  /** The count the API answered when it refused a send because the audience changed. */
  changedTo: number | null;
  /** Any other refusal of the send. */
  error: string | null;
  onConfirm: (recipients: number) => void;
  onCancel: () => void;
};

/** Counts with Indian grouping (1,23,456), as money is written. */
const countFormat = new Intl.NumberFormat('en-IN');

export function ConfirmSendDialog({
  name,
  input,
  sendAt,
  pending,
  changedTo,
  error,
  onConfirm,
  onCancel,
}: ConfirmSendDialogProps) {
  const { t, i18n } = useTranslation('messaging');
  const titleId = useId();
  const textId = useId();
  const preview = useCampaignPreview(input);
  const recipients = changedTo ?? preview.data?.recipients ?? null;
  const channel = preview.data ? t(`channel.${preview.data.channel}`) : null;
  const ready = recipients !== null && channel !== null && !preview.isFetching;
  // A refused campaign (a transactional template without a status) says why; anything else, that counting failed.
  const refusal = preview.error instanceof ApiError ? Object.values(preview.error.errors ?? {})[0]?.[0] : undefined;

  let body;
  if (preview.isPending || (preview.isFetching && changedTo === null)) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('campaigns.counting')}</Typography>
      </Box>
    );
  } else if (preview.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
            {t('campaigns.confirm.retry')}
          </Button>
        }
      >
        {refusal ?? t('campaigns.countFailed')}
      </Alert>
    );
  } else if (recipients === 0) {
    body = (
      <Alert severity="warning" role="alert">
        {t('campaigns.confirm.nobody')}
      </Alert>
    );
  } else {
    body = (
      <Typography id={textId} data-testid="campaign-confirm-summary">
        {sendAt
          ? t('campaigns.confirm.summaryLater', {
              count: recipients ?? 0,
              shown: countFormat.format(recipients ?? 0),
              name,
              channel,
              time: formatDateTime(sendAt, i18n.language),
            })
          : t('campaigns.confirm.summaryNow', {
              count: recipients ?? 0,
              shown: countFormat.format(recipients ?? 0),
              name,
              channel,
            })}
      </Typography>
    );
  }

  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('campaigns.confirm.title')}</DialogTitle>
      <DialogContent>
        {changedTo !== null ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {t('campaigns.confirm.changed', { count: changedTo, shown: countFormat.format(changedTo) })}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {body}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('campaigns.confirm.back')}
        </Button>
        <Button
          variant="contained"
          data-testid="campaign-confirm"
          disabled={!ready || recipients === 0}
          loading={pending}
          onClick={() => recipients !== null && onConfirm(recipients)}
        >
          {t('campaigns.confirm.send', { count: recipients ?? 0, shown: countFormat.format(recipients ?? 0) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
