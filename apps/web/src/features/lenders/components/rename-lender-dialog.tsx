import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LENDER_NAME_MAX, lenderNameSchema, type Lender } from '@saakh/domain/lenders';
import { errorMessage } from '@/lib/api-client';
import { useRenameLender } from '../api/rename-lender';
import { lenderNameAsTyped } from '../utils/typed-filters';

export type RenameLenderDialogProps = {
  lender: Lender;
  onClose: () => void;
};

/**
 * The Edit button's one-field dialog (admin spec §2.5) for the lender's name. Refusals show in the dialog:
 * the server's message, else the error's text, else 'An error occurred'.
 */
export function RenameLenderDialog({ lender, onClose }: RenameLenderDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const rename = useRenameLender();
  const pending = rename.isPending;
  const [name, setName] = useState(lender.name);
  const [error, setError] = useState<string | null>(null);
  const parsed = lenderNameSchema.safeParse(name);
  const fieldError = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalidValue');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    setError(null);
    try {
      await rename.mutateAsync({ lender_id: lender.lender_id, name: parsed.data });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('anErrorOccurred')));
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('lenders.editTitle')}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label={t('lenders.name')}
            value={name}
            onChange={(event) => setName(lenderNameAsTyped(event.target.value))}
            autoFocus
            required
            error={fieldError !== null && name !== ''}
            helperText={fieldError !== null && name !== '' ? t(fieldError, { ns: 'domain' }) : t('lenders.nameHint')}
            slotProps={{ htmlInput: { maxLength: LENDER_NAME_MAX } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={pending}
            disabled={fieldError !== null || name === lender.name}
          >
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
