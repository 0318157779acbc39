import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HELP_PHONE_LENGTH, helpRequestInputSchema } from '@saakh/domain/help';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useSendHelpRequest } from '../api/send-help-request';

const helpFields = ['name', 'email', 'phone', 'company', 'description'] as const;

export type HelpDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What the session already knows about the customer, to save typing. */
  defaults?: Partial<z.input<typeof helpRequestInputSchema>>;
};

/**
 * The Help dialog (customer spec §3, §5, §8): name, e-mail, phone and description required, company optional;
 * Send stays disabled until the form is valid; a sent request always shows the success message.
 */
export function HelpDialog({ open, onClose, defaults }: HelpDialogProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const send = useSendHelpRequest();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof helpRequestInputSchema>, unknown, z.output<typeof helpRequestInputSchema>>({
    resolver: zodResolver(helpRequestInputSchema),
    defaultValues: { name: '', email: '', phone: '', company: '', description: '', ...defaults },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const close = () => {
    onClose();
    if (sent) {
      setSent(null);
      form.reset();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The schema has trimmed the company already; a blank one is not sent.
      const answer = await send.mutateAsync({ ...values, company: values.company || undefined });
      setSent(answer.message ?? t('helpSent', { ns: 'domain' }));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, helpFields)) setFormError(errorMessage(error, t('help.failed')));
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="help-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="help-title">{t('help.title')}</DialogTitle>
        <DialogContent>
          {sent ? (
            <Alert severity="success" role="status" data-testid="help-sent">
              {sent}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {formError ? (
                <Alert severity="error" role="alert">
                  {formError}
                </Alert>
              ) : null}
              <TextField
                label={t('help.name')}
                required
                autoComplete="name"
                error={Boolean(errors.name)}
                helperText={fieldText(errors.name?.message)}
                {...form.register('name')}
              />
              <TextField
                label={t('help.email')}
                required
                type="email"
                autoComplete="email"
                error={Boolean(errors.email)}
                helperText={fieldText(errors.email?.message)}
                {...form.register('email')}
              />
              <TextField
                label={t('help.phone')}
                required
                autoComplete="tel-national"
                error={Boolean(errors.phone)}
                helperText={fieldText(errors.phone?.message)}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: HELP_PHONE_LENGTH } }}
                {...form.register('phone', {
                  // Numeric only, as the spec asks: other characters are dropped as they are typed.
                  onChange: (event: { target: { value: string } }) => {
                    const digits = event.target.value.replace(/\D/g, '');
                    if (digits !== event.target.value) form.setValue('phone', digits, { shouldValidate: true });
                  },
                })}
              />
              <TextField
                label={t('help.company')}
                autoComplete="organization"
                error={Boolean(errors.company)}
                helperText={fieldText(errors.company?.message)}
                {...form.register('company')}
              />
              <TextField
                label={t('help.description')}
                required
                multiline
                minRows={3}
                error={Boolean(errors.description)}
                helperText={fieldText(errors.description?.message)}
                {...form.register('description')}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close', { ns: 'common' })}</Button>
          {sent ? null : (
            <Button type="submit" variant="contained" disabled={!isValid} loading={send.isPending}>
              {t('help.send')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
