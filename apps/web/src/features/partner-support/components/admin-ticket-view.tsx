/** One partner ticket as admins answer it: the thread, a reply (answered) and Close. */
import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { adminAttachmentHref, useAdminClose, useAdminReply, useAdminTicket } from '../api/admin-tickets';
import { ReplyForm } from './reply-form';
import { TicketThread } from './ticket-thread';
import { ticketTone } from './ticket-status';

export type AdminTicketViewProps = { id: number; backHref: string };

export function AdminTicketView({ id, backHref }: AdminTicketViewProps) {
  const { t, i18n } = useTranslation('partner-support');
  const ticket = useAdminTicket(id);
  const reply = useAdminReply();
  const close = useAdminClose();
  const [closing, setClosing] = useState(false);
  const back = (
    <Button component={RouterLink} to={backHref} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('admin.backToQueue')}
    </Button>
  );
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />
      </Stack>
    );
  }
  const data = ticket.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {`#${data.id} ${data.subject}`}
        </Typography>
        <StatusChip label={t(`status.${data.status}`)} tone={ticketTone[data.status]} testId="ticket-status" />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('admin.facts', {
          partner: data.partner_name,
          user: data.opened_by_name,
          category: t(`category.${data.category}`),
          date: formatDateTime(data.created_at, i18n.language),
        })}
        {data.reference ? ` · ${t('ticket.reference', { reference: data.reference })}` : ''}
      </Typography>
      <TicketThread ticket={data} attachmentHref={adminAttachmentHref} />
      {data.status === 'closed' ? (
        <Typography color="text.secondary">{t('admin.closedNote')}</Typography>
      ) : (
        <>
          <ReplyForm
            label={t('admin.answerLabel')}
            pending={reply.isPending}
            onSend={(form) => reply.mutateAsync({ id: data.id, form })}
          />
          <div>
            <Button variant="outlined" color="inherit" onClick={() => setClosing(true)}>
              {t('ticket.close')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={closing}
        subject={t('ticket.closeConfirm', { id: data.id })}
        confirmLabel={t('ticket.close')}
        tone="neutral"
        pending={close.isPending}
        onCancel={() => setClosing(false)}
        onConfirm={() => close.mutate(data.id, { onSettled: () => setClosing(false) })}
      />
    </Stack>
  );
}
