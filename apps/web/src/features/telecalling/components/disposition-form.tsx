/**
 * What the call ended in. Call back asks for a time in the future; not interested asks for a reason from the list.
 * The domain schema checks as the server does, and the server's field errors land under their fields.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dispositionInputSchema,
  dispositions,
  NOTE_MAX_LENGTH,
  notInterestedReasons,
  type Disposition,
  type DispositionInput,
} from '@saakh/domain/telecalling';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDisposeLead } from '../api/dispose-lead';
import { localInputValue } from './labels';

type Values = { disposition: Disposition | ''; callback_at: string; reason: string; note: string };
type Field = keyof Values;

export type DispositionFormProps = {
  leadId: number;
  onSaved: (open: boolean) => void;
  disabled?: boolean;
};

export function DispositionForm({ leadId, onSaved, disabled }: DispositionFormProps) {
  const { t } = useTranslation(['telecalling', 'domain']);
  const dispose = useDisposeLead();
  const [values, setValues] = useState<Values>({ disposition: '', callback_at: '', reason: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const domain = (key: string) => t(key, { ns: 'domain' });

  const submit = async () => {
    setFormError(null);
    const callbackAt = values.callback_at ? new Date(values.callback_at) : null;
    const candidate = {
      disposition: values.disposition || undefined,
      callback_at:
        values.disposition === 'call_back' && callbackAt && !Number.isNaN(callbackAt.getTime())
          ? callbackAt.toISOString()
          : undefined,
      reason: values.disposition === 'not_interested' && values.reason ? values.reason : undefined,
      note: values.note.trim() || undefined,
    };
    const parsed = dispositionInputSchema.safeParse(candidate);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? 'disposition') as Field;
      found[field] ??= domain(issue.message);
    }
    if (values.disposition === 'call_back' && callbackAt && callbackAt.getTime() <= Date.now()) {
      found.callback_at = domain('callbackAtPast');
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      const answer = await dispose.mutateAsync({ leadId, input: parsed.data as DispositionInput });
      onSaved(answer.data.open);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const server: Partial<Record<Field, string>> = {};
        for (const [field, list] of Object.entries(error.errors)) {
          if (list[0] && field in values) server[field as Field] = list[0];
        }
        setErrors(server);
        if (Object.keys(server).length > 0) return;
      }
      setFormError(errorMessage(error, t('failed')));
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('dispositionTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormControl error={Boolean(errors.disposition)} disabled={disabled}>
        <FormLabel id="disposition-label">{t('dispositionTitle')}</FormLabel>
        <RadioGroup
          aria-labelledby="disposition-label"
          value={values.disposition}
          onChange={(event) => set('disposition', event.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {dispositions.map((name) => (
            <FormControlLabel key={name} value={name} control={<Radio />} label={t(`disposition.${name}`)} />
          ))}
        </RadioGroup>
        {errors.disposition ? <FormHelperText>{errors.disposition}</FormHelperText> : null}
      </FormControl>
      {values.disposition === 'call_back' ? (
        <TextField
          type="datetime-local"
          label={t('callbackAt')}
          value={values.callback_at}
          onChange={(event) => set('callback_at', event.target.value)}
          error={Boolean(errors.callback_at)}
          helperText={errors.callback_at ?? t('callbackAtHint')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInputValue(new Date()) } }}
          disabled={disabled}
        />
      ) : null}
      {values.disposition === 'not_interested' ? (
        <TextField
          select
          label={t('reasonLabel')}
          value={values.reason}
          onChange={(event) => set('reason', event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
          disabled={disabled}
        >
          {notInterestedReasons.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {t(`notInterested.${reason}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={t('dispositionNote')}
        value={values.note}
        onChange={(event) => set('note', event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.note)}
        helperText={errors.note}
        inputProps={{ maxLength: NOTE_MAX_LENGTH }}
        disabled={disabled}
      />
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={disabled || dispose.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('saveDisposition')}
      </Button>
    </Stack>
  );
}
