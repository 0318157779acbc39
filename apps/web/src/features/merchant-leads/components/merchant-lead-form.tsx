import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createMerchantLeadInputSchema } from '@saakh/domain/merchant-leads';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useCreateMerchantLead } from '../api/create-merchant-lead';

const merchantFields = ['business_name', 'contact_name', 'mobile', 'email', 'city'] as const;

export type MerchantLeadFormProps = {
  /** The partner from /create-merchant-form/{partner_name}, credited with the lead. */
  partnerName?: string;
  onCreated: () => void;
};

/** The create-merchant form: a business asks to offer Saakh's loans and cards to its customers. */
export function MerchantLeadForm({ partnerName, onCreated }: MerchantLeadFormProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const create = useCreateMerchantLead();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof createMerchantLeadInputSchema>,
    unknown,
    z.output<typeof createMerchantLeadInputSchema>
  >({
    resolver: zodResolver(createMerchantLeadInputSchema),
    defaultValues: { business_name: '', contact_name: '', mobile: '', email: '', city: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync({ ...values, partner_name: partnerName });
      onCreated();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, merchantFields))
        setFormError(errorMessage(error, t('merchant.failed')));
    }
  });

  const input = (
    name: (typeof merchantFields)[number],
    extra: { autoComplete: string; inputMode?: 'numeric' | 'email'; maxLength: number },
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        label={t(`merchant.fields.${name}`)}
        required
        autoComplete={extra.autoComplete}
        error={Boolean(errors[name])}
        helperText={fieldText(errors[name]?.message)}
        slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength } }}
        {...form.register(name)}
      />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        {input('business_name', { autoComplete: 'organization', maxLength: 40 })}
        {input('contact_name', { autoComplete: 'name', maxLength: 80 })}
        {input('mobile', { autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 })}
        {input('email', { autoComplete: 'email', inputMode: 'email', maxLength: 254 })}
        {input('city', { autoComplete: 'address-level2', maxLength: 60 })}
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={create.isPending} sx={{ mt: 3 }}>
        {t('merchant.submit')}
      </Button>
    </Box>
  );
}
