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

export type SecretOnceDialogProps = {
  /** What was made and its secret; null closes the dialog and forgets the secret. */
  shown: { title: string; intro: string; label: string; secret: string } | null;
  onClose: () => void;
};

/** A secret shown this once: the server keeps only a hash of a key, so closing the dialog is the last look. */
export function SecretOnceDialog({ shown, onClose }: SecretOnceDialogProps) {
  const { t } = useTranslation('partner-api');
  const titleId = useId();
  const textId = useId();
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      toast(t('secret.copied'), 'success');
    } catch {
      toast(t('secret.copyFailed'), 'warning');
    }
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{shown?.title ?? ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId}>{shown?.intro ?? ''}</DialogContentText>
          <TextField
            label={shown?.label ?? ''}
            value={shown?.secret ?? ''}
            multiline
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'secret-once', style: { fontFamily: 'monospace' } },
            }}
          />
          <Alert severity="warning">{t('secret.once')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('secret.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
