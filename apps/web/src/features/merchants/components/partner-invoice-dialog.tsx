/**
 * Recording the invoice a GST-registered partner that does not self-bill sent for a payout: its number as printed
 * (GST rule 46: up to 16 letters, digits, / and -) and its date, checked by the same schema as the server.
 */
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
import { dayInIndia } from '@saakh/domain/date-ranges';
import { partnerInvoiceInputSchema } from '@saakh/domain/payout-documents';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useRecordPartnerInvoice } from '../api/payout-documents';

export type PartnerInvoiceDialogProps = { partnerId: number; payoutId: number; reference: string; onClose: () => void };

export function PartnerInvoiceDialog({ partnerId, payoutId, reference, onClose }: PartnerInvoiceDialogProps) {
  const { t } = useTranslation('merchant-management');
  const { t: tm } = useTranslation('domain');
  const titleId = useId();
  const record = useRecordPartnerInvoice();
  const [number, setNumber] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(() => dayInIndia(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { number, invoice_date: invoiceDate };
    const found = schemaProblems(partnerInvoiceInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      await record.mutateAsync({ partnerId, payoutId, input: partnerInvoiceInputSchema.parse(values) });
      onClose();
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server && Object.keys(server).length > 0
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { form: errorMessage(error, t('invoice.recordFailed')) },
      );
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('invoice.recordTitle', { reference })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('invoice.number')}
              value={number}
              onChange={(event) => setNumber(event.target.value.toUpperCase())}
              slotProps={{ htmlInput: { maxLength: 16 } }}
              error={Boolean(errors.number)}
              helperText={errors.number ?? t('invoice.numberHint')}
              required
              fullWidth
            />
            <TextField
              label={t('invoice.date')}
              type="date"
              value={invoiceDate}
              onChange={(event) => setInvoiceDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.invoice_date)}
              helperText={errors.invoice_date}
              required
              fullWidth
            />
            {errors.form ? (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('payout.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {t('invoice.recordSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
