import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type PartLoadFailedDialogProps = { open: boolean; onRetry: () => void; onClose: () => void };

/** The fallback of a dialog whose code failed to load: says so, and offers to try again. */
export function PartLoadFailedDialog({ open, onRetry, onClose }: PartLoadFailedDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('partLoadFailed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('partLoadFailed.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={onRetry} autoFocus>
          {t('retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
