import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fileGrievanceByMobileInputSchema, grievanceOtpInputSchema, type Grievance } from '@saakh/domain/grievances';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { ComplaintCategoryField, ComplaintDescriptionField } from './complaint-fields';
import { useFileGrievanceByMobile } from '../api/file-grievance-by-mobile';
import { useSendGrievanceOtp } from '../api/send-grievance-otp';

const formSchema = fileGrievanceByMobileInputSchema.omit({ lenderId: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fields = ['mobile', 'otp', 'name', 'category', 'description'] as const;

export type ComplaintByMobileFormProps = { onFiled: (grievance: Grievance) => void };

/** A complaint without signing in: the mobile proven with an OTP sent for it, an optional name, and the complaint. */
export function ComplaintByMobileForm({ onFiled }: ComplaintByMobileFormProps) {
  const { t } = useTranslation(['grievances', 'domain']);
  const sendOtp = useSendGrievanceOtp();
  const file = useFileGrievanceByMobile();
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [otpNote, setOtpNote] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { mobile: '', otp: '', name: '', category: '' as FormInput['category'], description: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const requestOtp = async () => {
    setFormError(null);
    const mobile = form.getValues('mobile');
    const checked = grievanceOtpInputSchema.safeParse({ mobile });
    if (!checked.success) {
      form.setError('mobile', { type: 'client', message: checked.error.issues[0]?.message ?? 'mobileInvalid' });
      return;
    }
    form.clearErrors('mobile');
    try {
      const answer = await sendOtp.mutateAsync(checked.data);
      setOtpSentTo(checked.data.mobile);
      setOtpNote(answer.message ?? t('form.otpSent'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, fields)) setFormError(errorMessage(error, t('form.otpFailed')));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await file.mutateAsync({
        mobile: values.mobile,
        otp: values.otp,
        ...(values.name ? { name: values.name } : {}),
        category: values.category,
        description: values.description,
      });
      onFiled(answer.data);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, fields)) setFormError(errorMessage(error, t('form.failed')));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="complaint-form-title">
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('form.mobile')}
          required
          autoComplete="tel-national"
          error={Boolean(errors.mobile)}
          helperText={fieldText(errors.mobile?.message)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          sx={{ flexGrow: 1 }}
          {...form.register('mobile')}
        />
        <Button
          variant="outlined"
          onClick={() => void requestOtp()}
          loading={sendOtp.isPending}
          sx={{ mt: { sm: 1 }, flexShrink: 0 }}
        >
          {otpSentTo ? t('form.resendOtp') : t('form.sendOtp')}
        </Button>
      </Stack>
      {otpNote ? (
        <Alert severity="info" role="status">
          {otpNote}
        </Alert>
      ) : null}
      <TextField
        label={t('form.otp')}
        required
        autoComplete="one-time-code"
        error={Boolean(errors.otp)}
        helperText={fieldText(errors.otp?.message)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        {...form.register('otp')}
      />
      <TextField
        label={t('form.name')}
        autoComplete="name"
        error={Boolean(errors.name)}
        helperText={fieldText(errors.name?.message)}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => <ComplaintCategoryField errorText={fieldText(errors.category?.message)} {...field} />}
      />
      <ComplaintDescriptionField errorText={fieldText(errors.description?.message)} {...form.register('description')} />
      <Button type="submit" variant="contained" loading={file.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
