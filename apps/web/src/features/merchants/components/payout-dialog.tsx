/**
 * Recording a payout: the earned lines to pay (all chosen at first; finance may pay part of what is owed), the
 * clawbacks it will recover, and the total it must send, worked out as the server will (`payoutFigures` from the
 * domain) so the transfer typed into the bank and the one recorded agree to the paisa; then the transfer's UTR and
 * date.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { payoutInputSchema, type MerchantPartnerDetail, type PayableLine } from '@saakh/domain/merchants';
import { formatRupeesExact } from '@saakh/domain/money';
import { payoutFigures } from '@saakh/domain/reconciliation';
import { FactList } from '@/components/ui/fact-list';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { usePayables } from '../api/get-payables';
import { useRecordPayout } from '../api/record-payout';

export type PayoutDialogProps = { partner: MerchantPartnerDetail; onClose: () => void };

/** A clawback's figures as the payout recovers them: what it takes back, positive. */
const recovered = (line: PayableLine) => ({ amount: -line.amount, gst: -line.gst, tds: -line.tds });

export function PayoutDialog({ partner, onClose }: PayoutDialogProps) {
  const { t, i18n } = useTranslation('merchant-management');
  const { t: tm } = useTranslation('domain');
  const titleId = useId();
  const payables = usePayables(partner.id);
  const pay = useRecordPayout();
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set());
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(() => dayInIndia(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const lines = payables.data?.lines ?? [];
  const shares = lines.filter((line) => line.kind === 'commission');
  const clawbacks = lines.filter((line) => line.kind === 'clawback');
  const chosen = shares.filter((line) => !unchosen.has(line.ledger_id));
  const figures = useMemo(() => payoutFigures(chosen, clawbacks.map(recovered)), [chosen, clawbacks]);
  const problem =
    payables.data && chosen.length === 0
      ? t('payout.noneChosen')
      : payables.data && figures.net <= 0
        ? t('payout.notPositive')
        : undefined;

  const toggle = (id: number, on: boolean) =>
    setUnchosen((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (on: boolean) => setUnchosen(on ? new Set() : new Set(shares.map((line) => line.ledger_id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const values = { reference, paid_on: paidOn, ledger_ids: chosen.map((line) => line.ledger_id) };
    const found = schemaProblems(payoutInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      await pay.mutateAsync({ id: partner.id, input: payoutInputSchema.parse(values) });
      onClose();
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server && Object.keys(server).length > 0
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { form: errorMessage(error, t('payout.loadFailed')) },
      );
      // A line paid or changed meanwhile: show the lines as they are now.
      if (server?.ledger_ids) void payables.refetch();
    }
  };

  const money = (value: number) => formatRupeesExact(value);
  const registered = payables.data?.gst_registered ?? partner.gstin !== null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('payout.recordTitle')}</DialogTitle>
        <DialogContent>
          {payables.isPending ? (
            <Stack direction="row" spacing={2} alignItems="center" role="status" sx={{ py: 2 }}>
              <CircularProgress size={20} />
              <Typography>{t('payout.loading')}</Typography>
            </Stack>
          ) : payables.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void payables.refetch()}>
                  {t('payout.retry')}
                </Button>
              }
            >
              {t('payout.loadFailed')}
            </Alert>
          ) : shares.length === 0 ? (
            <Alert severity="info">{t('payout.nothing')}</Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {registered ? t('payout.gstNote', { gstin: partner.gstin ?? '' }) : t('payout.noGstNote')}
              </Typography>
              {payables.data?.truncated ? (
                <Alert severity="warning">{t('payout.truncated', { count: shares.length })}</Alert>
              ) : null}
              <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={t('payout.linesCaption')}>
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={chosen.length === shares.length}
                          indeterminate={chosen.length > 0 && chosen.length < shares.length}
                          onChange={(event) => toggleAll(event.target.checked)}
                          slotProps={{ input: { 'aria-label': t('payout.chooseAll') } }}
                        />
                      </TableCell>
                      <TableCell>{t('payout.lender')}</TableCell>
                      <TableCell>{t('payout.disbursedOn')}</TableCell>
                      <TableCell align="right">{t('payout.amount')}</TableCell>
                      <TableCell align="right">{t('payout.gst')}</TableCell>
                      <TableCell align="right">{t('payout.tds')}</TableCell>
                      <TableCell align="right">{t('payout.net')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lines.map((line) => {
                      const date = formatDate(line.disbursed_on, i18n.language);
                      const key = line.kind === 'clawback' ? `c${line.clawback_id}` : `l${line.ledger_id}`;
                      return (
                        <TableRow key={key} hover={line.kind === 'commission'}>
                          <TableCell padding="checkbox">
                            {line.kind === 'commission' ? (
                              <Checkbox
                                checked={!unchosen.has(line.ledger_id)}
                                onChange={(event) => toggle(line.ledger_id, event.target.checked)}
                                slotProps={{
                                  input: { 'aria-label': t('payout.choose', { lender: line.lender_name, date }) },
                                }}
                              />
                            ) : null}
                          </TableCell>
                          <TableCell component="th" scope="row">
                            {line.kind === 'clawback'
                              ? `${t('payout.clawbackLine')}: ${line.lender_name}`
                              : line.lender_name}
                          </TableCell>
                          <TableCell>{date}</TableCell>
                          <TableCell align="right">{money(line.amount)}</TableCell>
                          <TableCell align="right">{money(line.gst)}</TableCell>
                          <TableCell align="right">{money(line.tds)}</TableCell>
                          <TableCell align="right">{money(line.net)}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              <Typography variant="body2" role="status">
                {t('payout.chosen', { count: chosen.length, total: shares.length })}
              </Typography>
              <FactList
                facts={[
                  [t('payout.earned'), money(figures.amount)],
                  [t('payout.gst'), money(figures.gst)],
                  [t('payout.tds'), money(figures.tds)],
                  ...(clawbacks.length > 0
                    ? [[t('payout.clawbacks'), money(figures.clawbacks)] as [string, string]]
                    : []),
                  [t('payout.net'), money(figures.net)],
                ]}
              />
              {problem ? (
                <Alert severity="warning" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('payout.reference')}
                  value={reference}
                  onChange={(event) => setReference(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
                  slotProps={{ htmlInput: { maxLength: 30 } }}
                  error={Boolean(errors.reference)}
                  helperText={errors.reference ?? t('payout.referenceHint')}
                  required
                  fullWidth
                />
                <TextField
                  label={t('payout.paidOn')}
                  type="date"
                  value={paidOn}
                  onChange={(event) => setPaidOn(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={Boolean(errors.paid_on)}
                  helperText={errors.paid_on}
                  required
                  fullWidth
                />
              </Stack>
              {errors.ledger_ids || errors.payout || errors.form ? (
                <Alert severity="error" role="alert">
                  {errors.ledger_ids ?? errors.payout ?? errors.form}
                </Alert>
              ) : null}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('payout.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!payables.data || shares.length === 0 || Boolean(problem) || pay.isPending}
          >
            {t('payout.recordSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
