import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  /** What is about to go, shown under 'Are you sure?'. */
  subject: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Are you sure?' with Cancel and Delete (admin spec §2.2). */
export function ConfirmDialog({ open, subject, pending, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('areYouSure')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{subject}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
