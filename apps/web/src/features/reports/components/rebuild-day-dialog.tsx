/** "Count a day again" (role 1): rebuilds one day's figures from the records, e.g. after a correction. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayInIndia } from '@saakh/domain/date-ranges';
import { rollupRebuildInputSchema } from '@saakh/domain/reporting';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useRebuildRollupDay } from '../api/rebuild-rollup-day';

export type RebuildDayDialogProps = { open: boolean; onClose: () => void };

export function RebuildDayDialog({ open, onClose }: RebuildDayDialogProps) {
  const { t } = useTranslation(['reports', 'domain']);
  const titleId = useId();
  const textId = useId();
  const today = dayInIndia(new Date());
  const [day, setDay] = useState(() => addDays(today, -1));
  const [problem, setProblem] = useState<string | null>(null);
  const rebuild = useRebuildRollupDay();

  const close = () => {
    if (rebuild.isPending) return;
    setProblem(null);
    rebuild.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblems(rollupRebuildInputSchema, { day });
    if (found.day) {
      setProblem(t(found.day, { ns: 'domain' }));
      return;
    }
    setProblem(null);
    rebuild.mutate(
      { day },
      {
        onSuccess: () => close(),
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.errors?.day?.[0]
              ? error.errors.day[0]
              : errorMessage(error, t('rebuild.failed')),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('rebuild.title')}</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('rebuild.description')}
          </DialogContentText>
          <TextField
            type="date"
            label={t('rebuild.day')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            required
            autoFocus
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={rebuild.isPending}>
            {t('rebuild.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={rebuild.isPending}>
            {t('rebuild.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
