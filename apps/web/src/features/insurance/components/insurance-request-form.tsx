import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { InsuranceKind } from '@saakh/domain/insurance';
import {
  createInsuranceRequestInputSchema,
  insuranceRequestTypes,
  preferredTimes,
  type CreateInsuranceRequestResult,
} from '@saakh/domain/insurance-requests';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useCreateInsuranceRequest } from '../api/create-insurance-request';

type FormInput = z.input<typeof createInsuranceRequestInputSchema>;
type FormOutput = z.output<typeof createInsuranceRequestInputSchema>;

export type InsuranceRequestFormProps = {
  kind: InsuranceKind;
  /** The cover's name as the page shows it. */
  coverName: string;
  /** A new request was recorded (not a repeat of one still waiting). */
  onRecorded?: (result: CreateInsuranceRequestResult) => void;
};

/** Ask for a quote or a call back about one cover, at a preferred time, with the consent line. */
export function InsuranceRequestForm({ kind, coverName, onRecorded }: InsuranceRequestFormProps) {
  const { t } = useTranslation(['customer-products', 'domain']);
  const create = useCreateInsuranceRequest();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createInsuranceRequestInputSchema),
    // The page keys the form by cover, so a new cover starts a new form.
    defaultValues: { kind, request_type: 'callback', preferred_time: 'morning' },
  });
  const { errors } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setConfirmation(null);
    try {
      const answer = await create.mutateAsync({ ...values, kind });
      setConfirmation(answer.message ?? t('request.recorded'));
      if (!answer.data.duplicate) onRecorded?.(answer.data);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['request_type', 'preferred_time', 'consent']))
        setFormError(errorMessage(error, t('request.failed')));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="insurance-request-title">
      <Typography id="insurance-request-title" variant="h6" component="h2" gutterBottom>
        {t('request.title', { cover: coverName })}
      </Typography>
      {confirmation ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="insurance-request-confirmation">
          {confirmation}
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="request_type"
          render={({ field }) => (
            <FormControl error={Boolean(errors.request_type)}>
              <FormLabel id="insurance-request-type">{t('request.typeLabel')}</FormLabel>
              <RadioGroup row aria-labelledby="insurance-request-type" {...field}>
                {insuranceRequestTypes.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={t(`request.types.${type}`)} />
                ))}
              </RadioGroup>
              <FormHelperText>{fieldText(errors.request_type?.message)}</FormHelperText>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="preferred_time"
          render={({ field }) => (
            <FormControl error={Boolean(errors.preferred_time)}>
              <FormLabel id="insurance-preferred-time">{t('request.timeLabel')}</FormLabel>
              <RadioGroup row aria-labelledby="insurance-preferred-time" {...field}>
                {preferredTimes.map((time) => (
                  <FormControlLabel key={time} value={time} control={<Radio />} label={t(`request.times.${time}`)} />
                ))}
              </RadioGroup>
              <FormHelperText>{fieldText(errors.preferred_time?.message)}</FormHelperText>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="consent"
          render={({ field }) => (
            <FormControl error={Boolean(errors.consent)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                  />
                }
                label={<Typography variant="body2">{t('request.consent')}</Typography>}
              />
              <FormHelperText>{fieldText(errors.consent?.message)}</FormHelperText>
            </FormControl>
          )}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={create.isPending} sx={{ mt: 1 }}>
        {t('request.submit')}
      </Button>
    </Box>
  );
}
