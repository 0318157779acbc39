import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import type { LoanProductCode } from '@saakh/domain/product-types';
import {
  householdIncomeConsentKey,
  loanAmountLimits,
  profileInputSchemas,
  propertyTypes,
  type ProfileResult,
} from '@saakh/domain/profile';
import type { SmartListOption, SmartListsResult } from '@saakh/domain/smart-lists';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useSaveProfile } from '../api/save-profile';
import {
  profileFieldNames,
  profileSections,
  type OptionSource,
  type ProfileFieldSpec,
  type ProfileFieldValues,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../utils/profile-fields';
import { formatDmyInput, profileFormDefaults } from '../utils/profile-form-values';

export type ProfileFormProps = {
  product: LoanProductCode;
  profile: ProfileResult | null;
  onSaved: (profile: ProfileResult) => void;
  /** The option lists in the interface language (the page reads them); the form waits for them. */
  smartLists: UseQueryResult<SmartListsResult>;
};

/**
 * A loan product's detail page form (customer spec §3, §5): the product's fields, validated by its domain schema
 * as the customer types, with the server's 422 field errors placed under the same fields.
 */
export function ProfileForm({ product, profile, onSaved, smartLists: lists }: ProfileFormProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const defaults = useMemo(() => profileFormDefaults(product, profile), [product, profile]);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    // The schema turns the text inputs into the typed profile the API takes; the submit handler receives that.
    resolver: zodResolver(profileInputSchemas[product]),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const values: ProfileFieldValues = useWatch({ control: form.control });
  const sections = profileSections(product);
  const limits = loanAmountLimits[product];

  const submit = form.handleSubmit(async (parsed) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync({ product, input: parsed });
      onSaved(answer.data);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, profileFieldNames(product)))
        setFormError(errorMessage(error, t('profile.saveFailed')));
    }
  });

  if (lists.isPending) return <PageLoader />;
  if (lists.isError) return <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />;

  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const optionsOf = (source: OptionSource, only?: readonly number[]): SmartListOption[] => {
    if (source === 'yesNo')
      return [
        { id: 1, value: t('profile.yes') },
        { id: 0, value: t('profile.no') },
      ];
    if (source === 'propertyType') return [];
    const list = lists.data[source] ?? [];
    return only ? list.filter((option) => only.includes(option.id)) : list;
  };

  const renderField = (field: ProfileFieldSpec) => {
    if (field.when && !field.when(values)) return null;
    const label = `${t(`profile.fields.${field.name}`)}${field.optional ? ` ${t('profile.optional')}` : ''}`;
    const help = t(`profile.help.${field.name}`, { defaultValue: '' }) || undefined;
    const id = `profile-${field.name}`;

    if (field.kind === 'consent') {
      const band = Number(values.household_income);
      return (
        <Grid key={field.name} size={12}>
          <Controller
            name={field.name}
            control={form.control}
            render={({ field: input, fieldState }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={input.value === true}
                      onChange={(event) => input.onChange(event.target.checked)}
                      onBlur={input.onBlur}
                    />
                  }
                  label={t(householdIncomeConsentKey(band), { ns: 'domain' })}
                />
                {fieldState.error ? <FormHelperText error>{fieldText(fieldState.error.message)}</FormHelperText> : null}
              </Box>
            )}
          />
        </Grid>
      );
    }

    if (field.kind === 'select') {
      const source = field.list ?? 'yesNo';
      const options =
        source === 'propertyType'
          ? propertyTypes.map((value) => ({ value, label: t(`profile.propertyTypes.${value}`) }))
          : optionsOf(source, field.only).map((option) => ({ value: String(option.id), label: option.value }));
      return (
        <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
          <Controller
            name={field.name}
            control={form.control}
            render={({ field: input, fieldState }) => (
              <TextField
                select
                id={id}
                label={label}
                value={input.value}
                onChange={(event) => input.onChange(event.target.value)}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldText(fieldState.error?.message) ?? help}
                slotProps={{ htmlInput: { name: field.name, 'data-testid': `field-${field.name}` } }}
              >
                {field.optional ? <MenuItem value="">{t('profile.notSay')}</MenuItem> : null}
                {options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      );
    }

    return (
      <Grid key={field.name} size={{ xs: 12, sm: field.name === 'address1' || field.name === 'address2' ? 12 : 6 }}>
        <Controller
          name={field.name}
          control={form.control}
          render={({ field: input, fieldState }) => (
            <TextField
              id={id}
              label={label}
              value={input.value}
              onChange={(event) => {
                const raw = event.target.value;
                input.onChange(field.kind === 'date' ? formatDmyInput(raw) : field.upperCase ? raw.toUpperCase() : raw);
              }}
              onBlur={input.onBlur}
              inputRef={input.ref}
              autoComplete={field.autoComplete ?? 'off'}
              placeholder={field.kind === 'date' ? t('profile.datePlaceholder') : undefined}
              error={Boolean(fieldState.error)}
              helperText={
                fieldText(fieldState.error?.message) ??
                (field.name === 'desired_loan_amount'
                  ? t('profile.amountRange', { min: formatRupees(limits.min), max: formatRupees(limits.max) })
                  : help)
              }
              slotProps={{
                htmlInput: {
                  name: field.name,
                  inputMode: field.inputMode,
                  maxLength: field.maxLength,
                  'data-testid': `field-${field.name}`,
                },
                input:
                  field.kind === 'amount'
                    ? {
                        startAdornment: (
                          <Box component="span" sx={{ mr: 0.5 }}>
                            ₹
                          </Box>
                        ),
                      }
                    : undefined,
              }}
            />
          )}
        />
      </Grid>
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {sections.map((section) => (
          <FormSection key={section.key} id={`section-${section.key}`} title={t(`profile.sections.${section.key}`)}>
            <Grid container spacing={2}>
              {section.fields.map(renderField)}
            </Grid>
          </FormSection>
        ))}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={save.isPending} sx={{ minWidth: 220 }}>
            {t('profile.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
