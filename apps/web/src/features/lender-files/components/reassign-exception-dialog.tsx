/** Pick another application for an MIS row: its Saakh application id, checked as the server checks it. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveMisExceptionInputSchema, type MisException } from '@saakh/domain/reconciliation';
import { errorMessage } from '@/lib/api-client';
import { useResolveMisException } from '../api/resolve-mis-exception';

export type ReassignExceptionDialogProps = {
  exception: MisException;
  /** Names the row: its file and row number. */
  subject: string;
  onClose: () => void;
};

export function ReassignExceptionDialog({ exception, subject, onClose }: ReassignExceptionDialogProps) {
  const { t } = useTranslation('lender-files');
  const titleId = useId();
  const textId = useId();
  const resolve = useResolveMisException();
  const [applicationId, setApplicationId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = resolveMisExceptionInputSchema.safeParse({ action: 'reassign', application_id: applicationId });
    if (!input.success) {
      setProblem(t('exceptions.applicationIdInvalid'));
      return;
    }
    setProblem(null);
    resolve.mutate(
      { id: exception.id, input: input.data },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(errorMessage(error, t('exceptions.failed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={resolve.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('exceptions.reassignTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('exceptions.reassignText', { subject })}
          </DialogContentText>
          <TextField
            autoFocus
            required
            label={t('exceptions.applicationId')}
            value={applicationId}
            onChange={(event) => setApplicationId(event.target.value)}
            error={problem !== null}
            helperText={problem ?? t('exceptions.applicationIdHelp')}
            slotProps={{ htmlInput: { maxLength: 64, spellCheck: false, autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={resolve.isPending}>
            {t('exceptions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={resolve.isPending} disabled={applicationId.trim() === ''}>
            {t('exceptions.reassignAction')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
