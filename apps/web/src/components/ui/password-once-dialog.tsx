import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

/** An account (a staff or partner user) with the password just generated for it. */
export type AccountWithPassword = { user: { name: string; email: string }; password: string };

export type PasswordOnceDialogProps = {
  /** The account and its new password; null closes the dialog and forgets the password. */
  shown: AccountWithPassword | null;
  onClose: () => void;
};

/**
 * A generated password, shown this once: the server keeps only its hash, so closing the dialog is the last time
 * anyone sees it. The admin copies it and hands it to the account's owner themselves.
 */
export function PasswordOnceDialog({ shown, onClose }: PasswordOnceDialogProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const textId = useId();
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      toast(t('passwordOnce.copied'), 'success');
    } catch {
      toast(t('passwordOnce.copyFailed'), 'warning');
    }
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{shown ? t('passwordOnce.title', { name: shown.user.name }) : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId}>
            {shown ? t('passwordOnce.intro', { name: shown.user.name, email: shown.user.email }) : ''}
          </DialogContentText>
          <TextField
            label={t('passwordOnce.label')}
            value={shown?.password ?? ''}
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                autoComplete: 'off',
                'data-testid': 'generated-password',
              },
            }}
            sx={{ '& input': { fontFamily: 'monospace', letterSpacing: '0.05em' } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Alert severity="warning">{t('passwordOnce.once')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('passwordOnce.copy')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('passwordOnce.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
