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
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isLocale } from '@saakh/domain/i18n';
import {
  intakeFieldNamesByKind,
  intakeSchemaFor,
  optionalIntakeFields,
  businessIntakeFieldNames,
  type IntakeFieldName,
  type IntakeFieldsResult,
  type IntakeKind,
} from '@saakh/domain/intake';
import { todayInIndia } from '@saakh/domain/profile';
import { LENDER_INTAKE_PREFIX } from '@saakh/domain/routing';
import { FormSection } from '@/components/ui/form-section';
import { isKfsRefusal, KfsRefusalAlert } from '@/components/ui/kfs-refusal-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useIntakeFields } from '../api/get-intake-fields';
import { useSubmitIntake } from '../api/submit-intake';
import { intakeFailure, isFollowableUrl } from '../utils/intake-outcome';
import { RejectionDialog } from './rejection-dialog';

/** What the form holds: every field as typed (text) and the consent box; the kind's schema checks them. */
type IntakeValues = Record<IntakeFieldName, string> & { consent: boolean };

/** Every field either kind of intake may have; which ones a customer is asked comes from the server (`kind`). */
export const intakeFieldNames = businessIntakeFieldNames;

const emptyValues: IntakeValues = {
  ...(Object.fromEntries(intakeFieldNames.map((name) => [name, ''])) as Record<IntakeFieldName, string>),
  consent: false,
};

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Checks the form with its kind's schema (the same the API applies); the form keeps its values as typed, since the
 * server takes the fields as text. Each field shows its first message.
 */
function intakeResolver(kind: IntakeKind): Resolver<IntakeValues> {
  const schema = intakeSchemaFor(kind);
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<IntakeValues> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (typeof name !== 'string' || !(name in emptyValues)) continue;
      const field = name as keyof IntakeValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** Required before Submit is enabled (customer spec §5); the sub-category only when the category has some. */
function requiredFieldsOf(kind: IntakeKind): readonly IntakeFieldName[] {
  return intakeFieldNamesByKind[kind].filter((name) => !optionalIntakeFields.includes(name));
}

export type IntakeFormProps = {
  lenderKey: string;
  creditAppId: string;
  /** Where 'Return to Offers' leads; the button shows only for a signed-in customer. */
  offersPath: string | null;
  /** Follows a path of this site or an absolute lender address. */
  go: (url: string) => void;
  /** The rejection dialog's "yes": starts the gold-loan journey and answers its path. */
  startGoldLoan: () => Promise<string>;
};

/**
 * The lender intake form (customer spec §2–§5): a visible loading state, then the sections this customer is asked
 * (the server's `kind`: a business is asked about the business, a salaried personal-loan customer only about
 * themselves) with option lists from the server, a consent box, field errors from the browser and from the server,
 * and the outcomes: redirect, rejection dialog with a gold-loan offer, or the not-found page.
 */
export function IntakeForm(props: IntakeFormProps) {
  const { lenderKey, creditAppId, offersPath, go, startGoldLoan } = props;
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const fields = useIntakeFields(lenderKey, creditAppId, isLocale(i18n.language) ? i18n.language : 'en');

  // A failed load is an answer (customer spec §4): follow its redirection, show the rejection, or go to /404.
  const loadFailure = fields.error ? intakeFailure(fields.error) : null;
  const loadTarget =
    loadFailure && loadFailure.kind !== 'rejected'
      ? loadFailure.kind === 'redirect' && isFollowableUrl(loadFailure.url)
        ? loadFailure.url
        : '/404'
      : null;
  useEffect(() => {
    if (loadTarget) go(loadTarget);
  }, [loadTarget, go]);

  if (fields.isPending || fields.isError) {
    return (
      <>
        {fields.isPending ? (
          <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="intake-loading">
            <PageLoader label={t('intake.loading')} minHeight={120} />
            <Typography color="text.secondary">{t('intake.loading')}</Typography>
          </Stack>
        ) : null}
        <RejectionDialog
          open={loadFailure?.kind === 'rejected'}
          onAccept={async () => go(await startGoldLoan())}
          onDecline={() => go(offersPath ?? '/')}
        />
      </>
    );
  }
  // A new kind (another language's answer keeps it) starts a fresh form with that kind's schema.
  return <IntakeFields key={fields.data.kind} {...props} options={fields.data} />;
}

function IntakeFields({
  lenderKey,
  creditAppId,
  offersPath,
  go,
  startGoldLoan,
  options,
}: IntakeFormProps & { options: IntakeFieldsResult }) {
  const { t } = useTranslation(['customer', 'domain']);
  const kind = options.kind;
  const asked = intakeFieldNamesByKind[kind];
  const submit = useSubmitIntake();
  const [rejected, setRejected] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [kfsRefusal, setKfsRefusal] = useState<string | null>(null);
  const form = useForm<IntakeValues>({
    resolver: intakeResolver(kind),
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    setKfsRefusal(null);
    // The resolver has checked the form; the server takes the fields as typed (multipart text).
    const raw = form.getValues();
    const payload: Record<string, string> = { consent: 'true' };
    for (const name of asked) {
      const typed = raw[name];
      if (typeof typed === 'string' && typed !== '') payload[name] = typed.trim();
    }
    try {
      const url = await submit.mutateAsync({ lenderKey, creditAppId, fields: payload });
      go(url && isFollowableUrl(url) ? url : (offersPath ?? '/'));
    } catch (error) {
      if (applyServerErrors(error, form.setError, asked)) return;
      if (isKfsRefusal(error)) {
        setKfsRefusal(errorMessage(error, t('intake.failed')));
        return;
      }
      const failure = intakeFailure(error);
      if (failure.kind === 'rejected') setRejected(true);
      else if (failure.kind === 'redirect' && isFollowableUrl(failure.url)) go(failure.url);
      else setFormError(errorMessage(error, t('intake.failed')));
    }
  });

  const rejectionDialog = (
    <RejectionDialog
      open={rejected}
      onAccept={async () => go(await startGoldLoan())}
      onDecline={() => {
        setRejected(false);
        go(offersPath ?? '/');
      }}
    />
  );

  const business = kind === 'business';
  const subCategories = options.category[values.category ?? ''] ?? [];
  const needsSubCategory = subCategories.length > 0;
  const complete =
    requiredFieldsOf(kind).every((name) => isFilled(values[name])) &&
    values.consent === true &&
    (!business || !needsSubCategory || isFilled(values.subCategory));
  const canSubmit = complete && !errors.uan;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;
  const today = todayInIndia();

  const text = (
    name: IntakeFieldName,
    extra: {
      inputMode?: 'numeric' | 'text';
      maxLength?: number;
      upper?: boolean;
      digits?: boolean;
      type?: string;
      placeholder?: string;
      help?: string;
      full?: boolean;
      max?: string;
    } = {},
  ) => (
    <Grid size={{ xs: 12, sm: extra.full ? 12 : 6 }}>
      <Controller
        name={name}
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            id={`intake-${name}`}
            label={`${t(`intake.fields.${name}`)}${name === 'uan' ? ` ${t('intake.optional')}` : ''}`}
            type={extra.type ?? 'text'}
            value={field.value}
            onChange={(event) => {
              let next = event.target.value;
              if (extra.upper) next = next.toUpperCase();
              if (extra.digits) next = next.replace(/\D/g, '');
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            placeholder={extra.placeholder}
            error={Boolean(fieldState.error)}
            helperText={fieldText(fieldState.error?.message) ?? extra.help}
            slotProps={{
              inputLabel: extra.type === 'date' ? { shrink: true } : undefined,
              htmlInput: {
                name,
                inputMode: extra.inputMode,
                maxLength: extra.maxLength,
                max: extra.max,
                'data-testid': `intake-${name}`,
              },
            }}
          />
        )}
      />
    </Grid>
  );

  const select = (
    name: IntakeFieldName,
    list: readonly { value: string; label: string }[],
    onPick?: (value: string) => void,
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        name={name}
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            id={`intake-${name}`}
            label={t(`intake.fields.${name}`)}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              onPick?.(event.target.value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldText(fieldState.error?.message)}
            slotProps={{ htmlInput: { name, 'data-testid': `intake-${name}` } }}
          >
            {list.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );

  const section = (key: string, children: ReactNode) => (
    <FormSection id={`intake-section-${key}`} title={t(`intake.sections.${key}`)}>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </FormSection>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {kfsRefusal ? (
          <KfsRefusalAlert
            message={kfsRefusal}
            creditAppId={creditAppId}
            next={`${LENDER_INTAKE_PREFIX}${encodeURIComponent(lenderKey)}/${encodeURIComponent(creditAppId)}`}
          />
        ) : null}
        {section('purpose', select('purposeOfLoan', options.purposeOfLoan))}
        {section(
          'personal',
          <>
            {select('gender', options.gender)}
            {select('maritalStatus', options.maritalStatus)}
            {text('fathersName', { maxLength: 60 })}
            {text('mothersName', { maxLength: 60 })}
          </>,
        )}
        {business
          ? section(
              'business',
              <>
                {text('name', { maxLength: 40, full: true })}
                {text('dateOfIncorporation', { type: 'date', max: today })}
                {text('annualSalesTurnOver', {
                  inputMode: 'numeric',
                  digits: true,
                  maxLength: 12,
                  help: t('intake.turnoverHelp'),
                })}
                {text('uan', {
                  upper: true,
                  maxLength: 19,
                  placeholder: 'UDYAM-MH-12-1234567',
                  help: t('intake.uanHelp'),
                })}
                {select(
                  'category',
                  Object.keys(options.category).map((category) => ({
                    value: category,
                    label: t(`intake.categories.${category}`, { defaultValue: category }),
                  })),
                  () => form.setValue('subCategory', '', { shouldValidate: false }),
                )}
                {needsSubCategory
                  ? select(
                      'subCategory',
                      subCategories.map((sub) => ({
                        value: sub,
                        label: t(`intake.subCategories.${sub}`, { defaultValue: sub }),
                      })),
                    )
                  : null}
                {select('nature', options.nature)}
              </>,
            )
          : null}
        {business
          ? section(
              'address',
              <>
                {text('businessAddressLine1', { maxLength: 100, full: true })}
                {text('businessAddressLine2', { maxLength: 100, full: true })}
                {text('businessAddressPincode', { inputMode: 'numeric', digits: true, maxLength: 6 })}
              </>,
            )
          : null}
        <Controller
          name="consent"
          control={form.control}
          render={({ field, fieldState }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    inputProps={{ 'aria-describedby': 'intake-consent-text' }}
                  />
                }
                label={<span id="intake-consent-text">{t('intake.consent')}</span>}
              />
              {fieldState.error ? <FormHelperText error>{fieldText(fieldState.error.message)}</FormHelperText> : null}
            </Box>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={submit.isPending}>
            {t('intake.submit')}
          </Button>
          {offersPath ? (
            <Button variant="outlined" size="large" onClick={() => go(offersPath)}>
              {t('intake.returnToOffers')}
            </Button>
          ) : null}
        </Stack>
        {!canSubmit ? (
          <Typography variant="body2" color="text.secondary">
            {t('intake.submitHint')}
          </Typography>
        ) : null}
      </Stack>
      {rejectionDialog}
    </Box>
  );
}
