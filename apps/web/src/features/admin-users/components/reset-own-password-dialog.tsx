import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserWithPassword } from '@saakh/domain/admin-users';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResetAdminUserPassword } from '../api/reset-admin-user-password';

export type ResetOwnPasswordDialogProps = {
  adminId: number;
  onDone: (answer: AdminUserWithPassword) => void;
  onClose: () => void;
};

/** Resetting one's own password asks for the current one: a session left open must not be enough (server-checked). */
export function ResetOwnPasswordDialog({ adminId, onDone, onClose }: ResetOwnPasswordDialogProps) {
  const { t } = useTranslation('user-management');
  const titleId = useId();
  const reset = useResetAdminUserPassword();
  const [current, setCurrent] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setError(null);
    reset.mutate(
      { id: adminId, input: { current_password: current } },
      {
        onSuccess: (answer) => {
          // The password stays in the caller's dialog state only, not in the mutation's cache.
          reset.reset();
          onDone(answer.data);
        },
        onError: (caught) => {
          const message = caught instanceof ApiError ? caught.errors?.current_password?.[0] : undefined;
          if (message) setFieldError(message);
          else setError(errorMessage(caught, t('resetOwn.failed')));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('resetOwn.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('resetOwn.subject')}</DialogContentText>
          <TextField
            label={t('resetOwn.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            required
            autoFocus
            fullWidth
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reset.isPending}>
            {t('resetOwn.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={reset.isPending || current === ''}>
            {t('resetOwn.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
