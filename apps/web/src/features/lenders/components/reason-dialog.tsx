import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateVendorInputSchema } from '@saakh/domain/vendors';

export type ReasonDialogProps = {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Switching something off needs a reason, kept with the switch and in the audit log. */
export function ReasonDialog({ name, pending, onCancel, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = updateVendorInputSchema.safeParse({ enabled: 0, reason });
  const problem = parsed.success ? null : t(parsed.error.issues[0]?.message ?? 'reasonRequired', { ns: 'domain' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) onConfirm(reason.trim());
  };

  return (
    <Dialog open onClose={pending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('vendors.turnOffTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('vendors.turnOffText')}</DialogContentText>
          <TextField
            label={t('vendors.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setTouched(true);
            }}
            required
            autoFocus
            multiline
            minRows={2}
            error={touched && problem !== null}
            helperText={touched && problem ? problem : undefined}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'vendor-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={pending} disabled={reason.trim() === ''}>
            {t('vendors.turnOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
