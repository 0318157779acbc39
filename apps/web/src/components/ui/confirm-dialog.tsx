import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  /** 'Are you sure?' unless said otherwise. */
  title?: string;
  /** What is about to happen, or what is about to go. */
  subject: ReactNode;
  /** The confirming button's text; 'Delete' unless said otherwise. */
  confirmLabel?: string;
  /** A destructive action is red; a neutral one (retry, send) is not. */
  tone?: 'danger' | 'neutral';
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before an action that cannot be undone (admin spec §2.2, §2.4: 'Are you sure?' with Cancel and Delete).
 * Cancel has the focus, so Enter on an accidental click does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  subject,
  confirmLabel,
  tone = 'danger',
  pending,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {subject}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button
          color={tone === 'danger' ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
          loading={pending}
        >
          {confirmLabel ?? t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
