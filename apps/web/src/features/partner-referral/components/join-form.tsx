/** The public join form behind a partner's invite link: business, type, KYC and contact. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerTypes, type PartnerType } from '@saakh/domain/merchants';
import { joinInputSchema } from '@saakh/domain/partner-referral';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useJoin } from '../api/referral';

const fields = ['business_name', 'legal_name', 'pan', 'contact_name', 'contact_email', 'contact_mobile'] as const;
type Field = (typeof fields)[number];

export function JoinForm({ code }: { code: string }) {
  const { t } = useTranslation('partner-support');
  const { t: tm } = useTranslation('domain');
  const join = useJoin(code);
  const [values, setValues] = useState<Record<Field, string>>({
    business_name: '',
    legal_name: '',
    pan: '',
    contact_name: '',
    contact_email: '',
    contact_mobile: '',
  });
  const [partnerType, setPartnerType] = useState<PartnerType>('dsa');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...values, partner_type: partnerType };
    const found = schemaProblems(joinInputSchema, input);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    setFailed(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await join.mutateAsync(joinInputSchema.parse(input));
      setDone(answer.message ?? t('join.done'));
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      if (server) {
        setErrors(Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')])));
      } else {
        setFailed(errorMessage(error, t('error')));
      }
    }
  };

  if (done) {
    return (
      <Alert severity="success" role="status">
        {done}
      </Alert>
    );
  }
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate>
      {failed ? (
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
      ) : null}
      <TextField
        select
        label={t('join.partnerType')}
        value={partnerType}
        onChange={(event) => setPartnerType(event.target.value as PartnerType)}
        helperText=" "
      >
        {partnerTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`partnerType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {fields.map((name) => (
        <TextField
          key={name}
          label={t(`join.${name}`)}
          value={values[name]}
          required
          onChange={(event) =>
            setValues({ ...values, [name]: name === 'pan' ? event.target.value.toUpperCase() : event.target.value })
          }
          error={Boolean(errors[name])}
          helperText={errors[name] ?? ' '}
          slotProps={{
            htmlInput: {
              maxLength: name === 'pan' ? 10 : name === 'contact_mobile' ? 10 : 120,
              inputMode: name === 'contact_mobile' ? 'numeric' : undefined,
              autoComplete:
                name === 'contact_email'
                  ? 'email'
                  : name === 'contact_mobile'
                    ? 'tel-national'
                    : name === 'contact_name'
                      ? 'name'
                      : 'off',
            },
          }}
        />
      ))}
      <div>
        <Button type="submit" variant="contained" loading={join.isPending}>
          {t('join.submit')}
        </Button>
      </div>
    </Stack>
  );
}
