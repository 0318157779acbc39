import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lender } from '@saakh/domain/lenders';
import { useUpdateSpecialOffer } from '../api/update-special-offer';

export type SpecialOfferDialogProps = {
  lender: Lender;
  onClose: () => void;
};

const SO_TEXT_MAX = 500;

/** Offer text, start date and end date, saved as three update calls (admin spec §2.2, §7). */
export function SpecialOfferDialog({ lender, onClose }: SpecialOfferDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const save = useUpdateSpecialOffer();
  const [text, setText] = useState(lender.so_text ?? '');
  const [start, setStart] = useState(lender.so_date_start ?? '');
  const [end, setEnd] = useState(lender.so_date_end ?? '');
  const endBeforeStart = start !== '' && end !== '' && end < start;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (endBeforeStart) return;
    try {
      await save.mutateAsync({
        lender_id: lender.lender_id,
        so_text: text.trim() === '' ? null : text.trim(),
        so_date_start: start === '' ? null : start,
        so_date_end: end === '' ? null : end,
      });
      onClose();
    } catch {
      // The hook has toasted the reason and reloaded the lender; the dialog stays open to try again.
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('specialOffer.title', { name: lender.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('specialOffer.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={2}
              autoFocus
              slotProps={{ htmlInput: { maxLength: SO_TEXT_MAX } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                label={t('specialOffer.start')}
                value={start}
                onChange={(event) => setStart(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                label={t('specialOffer.end')}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
                error={endBeforeStart}
                helperText={endBeforeStart ? t('offerEndBeforeStart', { ns: 'domain' }) : undefined}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start || undefined } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={endBeforeStart}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
