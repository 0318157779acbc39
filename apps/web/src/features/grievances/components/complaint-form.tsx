import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fileGrievanceInputSchema, type Grievance } from '@saakh/domain/grievances';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { ComplaintCategoryField, ComplaintDescriptionField } from './complaint-fields';
import { useFileGrievance } from '../api/file-grievance';

/** An application the complaint may be about, as the customer knows it. */
export type ComplaintApplication = { creditAppId: string; reference: string; lenderId: number; lenderName: string };

/** The selects hold strings ('' for none); the shared schema checks category and description. */
const formSchema = fileGrievanceInputSchema.extend({ lenderId: z.string(), applicationId: z.string() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fields = ['category', 'lenderId', 'applicationId', 'description'] as const;

export type ComplaintFormProps = {
  /** The customer's applications: their lenders and references are the choices. */
  applications: readonly ComplaintApplication[];
  onFiled: (grievance: Grievance) => void;
};

/** A signed-in customer's complaint: what it is about, optionally the lender and the application, and what happened. */
export function ComplaintForm({ applications, onFiled }: ComplaintFormProps) {
  const { t } = useTranslation(['grievances', 'domain']);
  const file = useFileGrievance();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { category: '' as FormInput['category'], lenderId: '', applicationId: '', description: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;
  const lenderId = form.watch('lenderId');
  const lenders = [...new Map(applications.map((app) => [app.lenderId, app.lenderName])).entries()];
  const choosable = lenderId ? applications.filter((app) => String(app.lenderId) === lenderId) : applications;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await file.mutateAsync({
        category: values.category,
        ...(values.lenderId ? { lenderId: Number(values.lenderId) } : {}),
        ...(values.applicationId ? { applicationId: values.applicationId } : {}),
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
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => <ComplaintCategoryField errorText={fieldText(errors.category?.message)} {...field} />}
      />
      <Controller
        control={form.control}
        name="lenderId"
        render={({ field }) => (
          <TextField
            select
            label={t('form.lender')}
            error={Boolean(errors.lenderId)}
            helperText={fieldText(errors.lenderId?.message) ?? t('form.lenderHelp')}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              const chosen = applications.find((app) => app.creditAppId === form.getValues('applicationId'));
              if (chosen && String(chosen.lenderId) !== event.target.value) form.setValue('applicationId', '');
            }}
          >
            <MenuItem value="">{t('form.noLender')}</MenuItem>
            {lenders.map(([id, name]) => (
              <MenuItem key={id} value={String(id)}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="applicationId"
        render={({ field }) => (
          <TextField
            select
            label={t('form.application')}
            error={Boolean(errors.applicationId)}
            helperText={fieldText(errors.applicationId?.message)}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              // An application names its lender.
              const chosen = applications.find((app) => app.creditAppId === event.target.value);
              if (chosen) form.setValue('lenderId', String(chosen.lenderId));
            }}
          >
            <MenuItem value="">{t('form.noApplication')}</MenuItem>
            {choosable.map((app) => (
              <MenuItem key={app.creditAppId} value={app.creditAppId}>
                {t('form.applicationOption', { reference: app.reference, lender: app.lenderName })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <ComplaintDescriptionField errorText={fieldText(errors.description?.message)} {...form.register('description')} />
      <Button type="submit" variant="contained" loading={file.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
