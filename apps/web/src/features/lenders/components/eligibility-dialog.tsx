import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eligibilityColumnProperties, type AdminEligibilityRow } from '@saakh/domain/eligibility';
import { lenderPropertyValueSchemas } from '@saakh/domain/lenders';
import { errorMessage } from '@/lib/api-client';
import { useUpdateEligibility, type EligibilityChanges, type EligibilityColumn } from '../api/update-eligibility';
import { eligibilityColumns } from '../utils/columns';

const limits: Record<EligibilityColumn, number> = {
  age: 300,
  employment: 300,
  income: 300,
  min_loan: 300,
  max_loan: 300,
  cibil: 300,
  lender_journey: 2000,
};

export type EligibilityDialogProps = {
  row: AdminEligibilityRow;
  onClose: () => void;
};

/** Edits the eligibility texts partners see for one lender; only changed texts are sent. */
export function EligibilityDialog({ row, onClose }: EligibilityDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const update = useUpdateEligibility();
  const [values, setValues] = useState<Record<EligibilityColumn, string>>(
    () =>
      Object.fromEntries(eligibilityColumns.map((column) => [column, row[column] ?? ''])) as Record<
        EligibilityColumn,
        string
      >,
  );
  const [error, setError] = useState<string | null>(null);

  const problems = Object.fromEntries(
    eligibilityColumns.map((column) => {
      const parsed = lenderPropertyValueSchemas[eligibilityColumnProperties[column]].safeParse(values[column]);
      return [column, parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalidValue')];
    }),
  ) as Record<EligibilityColumn, string | null>;
  const changes: EligibilityChanges = Object.fromEntries(
    eligibilityColumns
      .filter((column) => values[column].trim() !== (row[column] ?? '').trim())
      .map((column) => [column, values[column].trim() === '' ? null : values[column].trim()]),
  );
  const invalid = Object.values(problems).some((problem) => problem !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ lenderId: row.lender_id, changes });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('anErrorOccurred')));
    }
  };

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('eligibility.editTitle', { name: row.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {eligibilityColumns.map((column, index) => (
              <TextField
                key={column}
                label={t(`eligibility.columns.${column}`)}
                value={values[column]}
                onChange={(event) => setValues((current) => ({ ...current, [column]: event.target.value }))}
                autoFocus={index === 0}
                multiline={column === 'lender_journey'}
                minRows={column === 'lender_journey' ? 3 : undefined}
                error={problems[column] !== null}
                helperText={problems[column] ? t(problems[column], { ns: 'domain' }) : undefined}
                slotProps={{ htmlInput: { maxLength: limits[column], 'data-testid': `eligibility-${column}` } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={invalid}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
