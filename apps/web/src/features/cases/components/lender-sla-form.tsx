/** A lender's turnaround per status in hours (issue 33): the shared schema's rules, saved with a toast. */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { caseStatuses, lenderSlaSchema, SLA_MAX_HOURS, type LenderSla } from '@saakh/domain/cases';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLenderSla } from '../api/get-lender-sla';
import { useUpdateLenderSla } from '../api/update-lender-sla';

type SlaValues = z.input<typeof lenderSlaSchema>;

export type LenderSlaFormProps = { lenderId: number };

export function LenderSlaForm({ lenderId }: LenderSlaFormProps) {
  const { t } = useTranslation('cases');
  const sla = useLenderSla(lenderId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lender-sla-title" sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" id="lender-sla-title">
        {t('sla.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('sla.description', { max: SLA_MAX_HOURS })}
      </Typography>
      {sla.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : sla.isError ? (
        <ErrorState error={sla.error} message={t('sla.loadFailed')} onRetry={() => void sla.refetch()} />
      ) : (
        <SlaFields lenderId={lenderId} saved={sla.data} />
      )}
    </Paper>
  );
}

function SlaFields({ lenderId, saved }: { lenderId: number; saved: LenderSla }) {
  const { t } = useTranslation(['cases', 'domain']);
  const update = useUpdateLenderSla();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SlaValues, unknown, LenderSla>({
    resolver: zodResolver(lenderSlaSchema),
    mode: 'onChange',
    values: saved,
  });
  const message = (key: string | undefined) => (key ? t(key, { ns: 'domain' }) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ lenderId, input: values });
      toast(t('sla.saved'), 'success');
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError && error.errors) {
        for (const status of caseStatuses) {
          const found = error.errors[`hours.${status}`]?.[0] ?? error.errors[status]?.[0];
          if (found) {
            form.setError(`hours.${status}`, { type: 'server', message: found });
            placed = true;
          }
        }
      }
      if (!placed) setFormError(errorMessage(error, t('failed')));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {caseStatuses.map((status) => (
          <Controller
            key={status}
            control={form.control}
            name={`hours.${status}`}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                label={t(`sla.fields.${status}`)}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 5 },
                  input: { endAdornment: <InputAdornment position="end">{t('sla.hoursUnit')}</InputAdornment> },
                }}
              />
            )}
          />
        ))}
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={form.formState.isSubmitting || !form.formState.isDirty}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('sla.save')}
      </Button>
    </Stack>
  );
}
