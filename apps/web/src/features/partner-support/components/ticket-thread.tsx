/** A ticket's thread: each message with its author, time, text and attachment link. */
import DownloadIcon from '@/components/ui/icons/Download';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '@saakh/domain/partner-support';
import { formatBytes } from '@/components/ui/file-upload';
import { formatDateTime } from '@/lib/format';

export type TicketThreadProps = {
  ticket: TicketDetail;
  /** Where an attachment downloads from (the partner's or the admins' route). */
  attachmentHref: (ticketId: number, attachmentId: number) => string;
};

export function TicketThread({ ticket, attachmentHref }: TicketThreadProps) {
  const { t, i18n } = useTranslation('partner-support');
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('thread.label')}>
      {ticket.messages.map((message) => (
        <Box component="li" key={message.id} data-testid="ticket-message">
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              ml: message.author_kind === 'admin' ? 0 : { sm: 4 },
              mr: message.author_kind === 'admin' ? { sm: 4 } : 0,
              bgcolor: message.author_kind === 'admin' ? 'action.hover' : 'background.paper',
            }}
          >
            <Typography variant="subtitle2" component="p">
              {message.author_name}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {formatDateTime(message.created_at, i18n.language)}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {message.body}
            </Typography>
            {message.attachment ? (
              <Link
                href={attachmentHref(ticket.id, message.attachment.id)}
                download={message.attachment.file_name}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, overflowWrap: 'anywhere' }}
              >
                <DownloadIcon fontSize="small" aria-hidden />
                {t('thread.download', {
                  name: message.attachment.file_name,
                  size: formatBytes(message.attachment.size),
                })}
              </Link>
            ) : null}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
