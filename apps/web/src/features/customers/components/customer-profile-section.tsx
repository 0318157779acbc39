/**
 * A customer's profile in the CSR portal: who they are, what they completed, and the two flags that send them back to
 * the detail page (customer spec §4). Role 3 sees the mobile, PAN and e-mail masked, with a Reveal that asks why.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { csrRevealInputSchema, csrUpdateFlags, type CsrCustomerView, type CsrRevealField } from '@saakh/domain/csr';
import { formatRupees } from '@saakh/domain/money';
import { loanProductCodes } from '@saakh/domain/product-types';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { StatusChip } from '@/components/ui/status-chip';
import { schemaProblems } from '@/lib/field-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { useRevealCustomerField } from '../api/reveal-customer-field';
import { useSetCustomerFlag } from '../api/set-customer-flag';

const reasonSchema = z.object({ reason: csrRevealInputSchema.shape.reason });

export type CustomerProfileSectionProps = { view: CsrCustomerView };

export function CustomerProfileSection({ view }: CustomerProfileSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  const { profile } = view;
  const reveal = useRevealCustomerField();
  const setFlag = useSetCustomerFlag();
  const [revealing, setRevealing] = useState<CsrRevealField | null>(null);
  const [revealed, setRevealed] = useState<Partial<Record<CsrRevealField, string | null>>>({});
  const erased = profile.erased_at !== null;
  const language = i18n.language;

  const identifier = (field: CsrRevealField, value: string | null) => {
    const shown = revealed[field] !== undefined ? revealed[field] : value;
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }} data-testid={`csr-${field}`}>
          {shown ?? '—'}
        </Typography>
        {profile.masked && value && revealed[field] === undefined && !erased ? (
          <Button
            size="small"
            onClick={() => setRevealing(field)}
            aria-label={t('reveal.button', { field: t(`fields.${field}`) })}
          >
            {t('reveal.short')}
          </Button>
        ) : null}
      </Stack>
    );
  };

  const done = (complete: boolean) => t(complete ? 'profile.done' : 'profile.notDone');
  return (
    <FormSection id="csr-profile" title={t('profile.title')}>
      <Stack spacing={3}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {(['mobile', 'pan', 'email'] as const).map((field) => (
            <div key={field}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`fields.${field}`)}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                {identifier(field, profile[field])}
              </Box>
            </div>
          ))}
        </Box>
        <FactList
          facts={[
            [t('fields.birthDate'), profile.birth_date ?? '—'],
            [t('fields.language'), t(`languages.${profile.language}`)],
            [t('fields.income'), profile.monthly_income === null ? '—' : formatRupees(profile.monthly_income)],
            [t('fields.pincode'), profile.postal_code ?? '—'],
            [t('fields.joined'), formatDate(profile.created_at, language)],
            [t('fields.lastLogin'), profile.last_login_at ? formatDateTime(profile.last_login_at, language) : '—'],
            [t('fields.sms'), t(profile.allow_sms ? 'profile.allowed' : 'profile.refused')],
            [t('fields.emails'), t(profile.allow_emails ? 'profile.allowed' : 'profile.refused')],
          ]}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={t('profile.completion')}>
          {loanProductCodes.map((product) => {
            const complete = profile[`${product}_completed`];
            return (
              <StatusChip
                key={product}
                label={`${t(`products.${product}`)}: ${done(complete)}`}
                tone={complete ? 'success' : 'neutral'}
                testId={`csr-completed-${product}`}
              />
            );
          })}
        </Stack>
        <div>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('flags.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('flags.explain')}
          </Typography>
          <Stack>
            {csrUpdateFlags.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Switch
                    checked={profile[flag]}
                    disabled={erased || setFlag.isPending}
                    onChange={(event) => setFlag.mutate({ id: profile.id, flag, value: event.target.checked })}
                  />
                }
                label={t(`flags.${flag}`)}
              />
            ))}
          </Stack>
        </div>
      </Stack>
      {revealing ? (
        <EditFieldDialog
          title={t('reveal.title', { field: t(`fields.${revealing}`) })}
          fields={[
            {
              name: 'reason',
              label: t('reveal.reason'),
              kind: 'multiline',
              maxLength: 200,
              helper: t('reveal.reasonHelp'),
            },
          ]}
          initialValues={{ reason: '' }}
          validate={(values) => schemaProblems(reasonSchema, values)}
          blockWhenInvalid
          submitLabel={t('reveal.submit')}
          onSubmit={async (values) => {
            const field = revealing;
            const answer = await reveal.mutateAsync({ id: profile.id, field, reason: String(values.reason) });
            setRevealed((current) => ({ ...current, [field]: answer.data.value }));
          }}
          onClose={() => setRevealing(null)}
          maxWidth="xs"
        />
      ) : null}
    </FormSection>
  );
}
