/** One case: its facts, the remark the customer sees beside the internal notes (oldest first), and a new note. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseRow } from '@saakh/domain/cases';
import { formatRupees } from '@saakh/domain/money';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { formatDateTime } from '@/lib/format';
import { useCaseNotes } from '../api/get-case-notes';
import { timeInStatus } from '../utils/time-in-status';
import { CaseClock } from './case-clock';
import { CaseNoteForm } from './case-note-form';

export type CaseDetailDialogProps = {
  row: CaseRow;
  onClose: () => void;
  /** More about the case from other features, composed by the page (the asked documents, decision 054). */
  extras?: ReactNode;
};

export function CaseDetailDialog({ row, onClose, extras }: CaseDetailDialogProps) {
  // The product is a loan code: its name comes from the product names the reports keep in both languages.
  const { t, i18n } = useTranslation(['cases', 'reports']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notes = useCaseNotes(row.applicationId);
  const titleId = `case-title-${row.applicationId}`;

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('detail.title', { reference: row.reference })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box component="section" aria-label={t('detail.facts')}>
            <FactList
              facts={[
                [t('columns.customer'), row.customerName],
                [t('columns.lender'), row.lender.name],
                [t('detail.product'), t(`products.${row.product}`, { ns: 'reports', defaultValue: row.product })],
                [t('detail.amount'), row.amount === null ? '—' : formatRupees(row.amount)],
                [t('detail.partner'), row.partnerName ?? '—'],
                [t('columns.status'), t(`statuses.${row.status}`)],
                [t('detail.since'), formatDateTime(row.statusSince, i18n.language)],
                [t('columns.age'), timeInStatus(row.ageHours, t)],
                [t('columns.sla'), t('slaHours', { hours: row.slaHours })],
                [t('columns.owner'), row.owner?.name ?? t('unassigned')],
              ]}
            />
            <Box sx={{ mt: 1 }}>
              <CaseClock row={row} />
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Paper variant="outlined" component="section" aria-labelledby={`${titleId}-remark`} sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" id={`${titleId}-remark`} sx={{ fontWeight: 600 }}>
                {t('detail.remarkTitle')}
              </Typography>
              <Typography
                variant="body2"
                color={row.customerRemark ? undefined : 'text.secondary'}
                sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="case-remark"
              >
                {row.customerRemark ?? t('detail.noRemark')}
              </Typography>
            </Paper>
            <Paper variant="outlined" component="section" aria-labelledby={`${titleId}-notes`} sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" id={`${titleId}-notes`} sx={{ fontWeight: 600 }}>
                {t('detail.notesTitle')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('detail.notesHint')}
              </Typography>
              <Box sx={{ my: 1 }}>
                {notes.isPending ? (
                  <Skeleton variant="rounded" height={64} />
                ) : notes.isError ? (
                  <ErrorState
                    error={notes.error}
                    message={t('detail.notesFailed')}
                    onRetry={() => void notes.refetch()}
                  />
                ) : notes.data.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('detail.noNotes')}
                  </Typography>
                ) : (
                  <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="case-notes">
                    {notes.data.map((note) => (
                      <li key={note.id}>
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {note.text}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {t('detail.by', {
                            name: note.author?.name ?? t('detail.unknownAuthor'),
                            time: formatDateTime(note.createdAt, i18n.language),
                          })}
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                )}
              </Box>
              <CaseNoteForm applicationId={row.applicationId} />
            </Paper>
          </Box>
          {extras}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
