import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

export type RejectionDialogProps = {
  open: boolean;
  onAccept: () => Promise<void>;
  onDecline: () => void;
};

/** The intake rejection (customer spec §2, §8), offering a gold loan instead. */
export function RejectionDialog({ open, onAccept, onDecline }: RejectionDialogProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await onAccept();
    } catch (failure) {
      setError(errorMessage(failure, t('intake.goldFailed')));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      aria-labelledby="rejection-title"
      aria-describedby="rejection-text"
      data-testid="rejection-dialog"
    >
      <DialogTitle id="rejection-title">{t('intakeRejectedDialog', { ns: 'domain' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="rejection-text">{t('goldLoanPrompt', { ns: 'domain' })}</DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline} disabled={busy}>
          {t('intake.goldNo')}
        </Button>
        <Button variant="contained" onClick={() => void accept()} loading={busy} autoFocus>
          {t('intake.goldYes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
