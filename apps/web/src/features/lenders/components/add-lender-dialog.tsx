import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createLenderInputSchema, LENDER_NAME_MAX, type CreateLenderInput } from '@saakh/domain/lenders';
import { loanProductCodes, type LoanProductCode } from '@saakh/domain/product-types';
import { errorMessage } from '@/lib/api-client';
import { useCreateLender } from '../api/create-lender';
import { lenderNameAsTyped } from '../utils/typed-filters';

export type AddLenderDialogProps = {
  open: boolean;
  defaultProduct: LoanProductCode;
  onClose: () => void;
};

/** Add Lender: a name (only letters, digits, underscore and hyphen are accepted as typed) and its product. */
export function AddLenderDialog({ open, defaultProduct, onClose }: AddLenderDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const create = useCreateLender();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateLenderInput>({
    resolver: zodResolver(createLenderInputSchema) as Resolver<CreateLenderInput>,
    mode: 'onChange',
    values: { name: '', product: defaultProduct },
  });
  const close = () => {
    form.reset();
    setFormError(null);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      close();
    } catch (error) {
      setFormError(errorMessage(error, t('anErrorOccurred')));
    }
  });
  const name = form.watch('name');

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('lenders.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            <Controller
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(lenderNameAsTyped(event.target.value))}
                  label={t('lenders.name')}
                  autoFocus
                  required
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ? t(fieldState.error.message, { ns: 'domain' }) : t('lenders.nameHint')
                  }
                  slotProps={{ htmlInput: { maxLength: LENDER_NAME_MAX } }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="product"
              render={({ field }) => (
                <TextField {...field} select label={t('lenders.product')}>
                  {loanProductCodes.map((code) => (
                    <MenuItem key={code} value={code}>
                      {t(`lenders.filter.${code}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending} disabled={name.trim() === ''}>
            {t('create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
