import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createLenderRevenueInputSchema, revenueSlabPairs, type LenderRevenueItem } from '@saakh/domain/revenue';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRevenueTypes } from '../../api/get-revenue-types';
import { useSaveRevenue } from '../../api/save-revenue';
import { nonNegativeAsTyped } from '../../utils/typed-filters';

type SlabField = (typeof revenueSlabPairs)[number][number];

/** The form holds what is typed; the domain schema turns it into numbers and nulls (blank is "no bound"). */
type RevenueFormValues = z.input<typeof createLenderRevenueInputSchema>;

/** Keys that would make a number negative or exponential. */
const blockedKeys = new Set(['-', '+', 'e', 'E']);

const slabFields = revenueSlabPairs.flat() as SlabField[];

function toText(value: number | string | null): string {
  return value === null ? '' : String(value);
}

function initialValues(lenderId: number, item: LenderRevenueItem | null): RevenueFormValues {
  return {
    lender_id: lenderId,
    revenue_type_id: item ? String(item.revenue_type_id) : '',
    // A rupee amount is edited with its paise, as it is kept.
    revenue_flat: item?.revenue_flat === null || !item ? '' : item.revenue_flat.toFixed(2),
    revenue_percent: item ? toText(item.revenue_percent) : '',
    status: item?.status === 0 ? 0 : 1,
    ...(Object.fromEntries(slabFields.map((field) => [field, item ? toText(item[field]) : ''])) as Record<
      SlabField,
      string
    >),
  };
}

export type RevenueFormDialogProps = {
  lenderId: number;
  /** The row being edited, or null to add one. */
  item: LenderRevenueItem | null;
  onClose: () => void;
  onSaved?: () => void;
};

/**
 * Add or edit a revenue slab with every rule of admin spec §5 (from the domain schema): a revenue type, flat
 * not below 0, percentage 0–100 in steps of 0.001, each max above its min, some revenue above 0. Minus signs
 * are ignored as typed, and Submit stays disabled until the form is valid, so each message shows as soon as its
 * rule fails: the type's once the form is touched (any field changed or left), max/min once both are typed.
 */
export function RevenueFormDialog({ lenderId, item, onClose, onSaved }: RevenueFormDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const types = useRevenueTypes();
  const save = useSaveRevenue(lenderId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RevenueFormValues, unknown, z.output<typeof createLenderRevenueInputSchema>>({
    resolver: zodResolver(createLenderRevenueInputSchema),
    // Checked as typed and when a field is left, so the type's message shows once the form is touched.
    mode: 'all',
    defaultValues: initialValues(lenderId, item),
  });
  const { isValid, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(key, { ns: 'domain' }) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (item) await save.mutateAsync({ mode: 'update', input: { ...values, id: item.id } });
      else await save.mutateAsync({ mode: 'create', input: values });
      onSaved?.();
      onClose();
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError && error.errors) {
        for (const [field, list] of Object.entries(error.errors)) {
          if (field in form.getValues() && list[0]) {
            form.setError(field as Path<RevenueFormValues>, { type: 'server', message: list[0] });
            placed = true;
          }
        }
      }
      if (!placed) setFormError(errorMessage(error, t('anErrorOccurred')));
    }
  });

  const numberField = (
    name: SlabField | 'revenue_flat' | 'revenue_percent',
    label: string,
    options: { deps: Path<RevenueFormValues>[]; percent?: boolean; rupees?: boolean },
  ) => (
    <Controller
      control={form.control}
      name={name}
      rules={{ deps: [...options.deps, 'revenue_type_id'] }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(nonNegativeAsTyped(event.target.value))}
          onKeyDown={(event) => {
            // A number input keeps a typed minus as invalid text, so the key itself is ignored.
            if (blockedKeys.has(event.key)) event.preventDefault();
          }}
          label={label}
          type="number"
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
          slotProps={{
            htmlInput: {
              min: 0,
              max: options.percent ? 100 : undefined,
              step: options.percent ? 0.001 : options.rupees ? 0.01 : 1,
              inputMode: options.percent || options.rupees ? 'decimal' : 'numeric',
              'data-testid': `revenue-${name}`,
            },
            input: options.percent
              ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
              : options.rupees
                ? { startAdornment: <InputAdornment position="start">₹</InputAdornment> }
                : undefined,
          }}
        />
      )}
    />
  );

  const slabTitles = {
    slab_disbursed_min: 'revenue.slabDisbursed',
    slab_number_min: 'revenue.slabNumber',
    ats_min: 'revenue.ats',
  } as const;

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(item ? 'revenue.editTitle' : 'revenue.addTitle')}</DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          {types.isError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('revenue.typesFailed')}
            </Alert>
          ) : null}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="revenue_type_id"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    select
                    required
                    label={t('revenue.type')}
                    error={Boolean(fieldState.error)}
                    helperText={message(fieldState.error?.message)}
                    slotProps={{ htmlInput: { 'data-testid': 'revenue-type' } }}
                  >
                    {(types.data ?? []).map((type) => (
                      <MenuItem key={type.id} value={String(type.id)}>
                        {type.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            {revenueSlabPairs.map(([min, max]) => (
              <Grid key={min} size={12} container spacing={2}>
                <Grid size={12}>
                  <Typography variant="subtitle2" component="p">
                    {t(slabTitles[min])}
                  </Typography>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{numberField(min, t('revenue.min'), { deps: [max] })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{numberField(max, t('revenue.max'), { deps: [min] })}</Grid>
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              {numberField('revenue_flat', t('revenue.flat'), { deps: ['revenue_percent'], rupees: true })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {numberField('revenue_percent', t('revenue.percent'), { deps: ['revenue_flat'], percent: true })}
            </Grid>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="status"
                rules={{ deps: ['revenue_type_id'] }}
                render={({ field }) => (
                  <FormControlLabel
                    label={t('revenue.active')}
                    control={
                      <Switch
                        checked={field.value === 1}
                        onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                      />
                    }
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isValid}>
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
