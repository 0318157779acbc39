import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardNameSchema } from '@saakh/domain/credit-cards';
import { ApiError } from '@/lib/api-client';
import { useCreateCreditCard } from '../api/create-credit-card';

export type CreateCardDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** Create a card by name (letters, digits, spaces, hyphen, underscore); Submit is disabled while it is empty. */
export function CreateCardDialog({ open, onClose }: CreateCardDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const create = useCreateCreditCard();
  const [name, setName] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = cardNameSchema.safeParse(name);
  const ruleError =
    name.trim() !== '' && !parsed.success
      ? t(parsed.error.issues[0]?.message ?? 'invalidValue', { ns: 'domain' })
      : null;
  const shownError = ruleError ?? serverError;

  const close = () => {
    setName('');
    setServerError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    setServerError(null);
    try {
      await create.mutateAsync({ category_name: parsed.data });
      close();
    } catch (error) {
      // Logged by the hook; a refusal the server explains (name taken, name invalid) shows under the field.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setServerError(error.message);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('cards.createTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('cards.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setServerError(null);
            }}
            autoFocus
            required
            error={shownError !== null}
            helperText={shownError ?? t('cards.nameHint')}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            disabled={name.trim() === '' || !parsed.success}
          >
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
