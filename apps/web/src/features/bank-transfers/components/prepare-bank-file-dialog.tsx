/**
 * Preparing a bank file: the partners who can be paid now (their net as the file will send it), chosen by checkbox
 * across pages, with the count and total the file will carry. A partner whose KYC or bank details are incomplete is
 * shown with what is missing and cannot be chosen.
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
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_TRANSFER_PARTNERS_MAX, type PayablePartner } from '@saakh/domain/bank-transfers';
import { formatRupeesExact } from '@saakh/domain/money';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePayablePartners } from '../api/get-payable-partners';
import { usePrepareBankTransfer } from '../api/prepare-bank-transfer';
import { chosenTotals } from './chosen-totals';

const PAGE_SIZE = 50;

export type PrepareBankFileDialogProps = {
  onClose: () => void;
  /** The file prepared, to show it next. */
  onPrepared: (id: number) => void;
};

export function PrepareBankFileDialog({ onClose, onPrepared }: PrepareBankFileDialogProps) {
  const { t } = useTranslation('bank-transfers');
  const titleId = useId();
  // A phone gets the whole screen: the tables need its width.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const partners = usePayablePartners({ page, pageSize: PAGE_SIZE, sort: 'name', ...(q ? { q } : {}) });
  const prepare = usePrepareBankTransfer();
  const [chosen, setChosen] = useState<ReadonlyMap<number, PayablePartner>>(new Map());
  const [error, setError] = useState<string | null>(null);

  const items = partners.data?.items ?? [];
  const payable = items.filter((partner) => partner.missing_for_payout.length === 0);
  const pages = Math.max(1, Math.ceil((partners.data?.total ?? 0) / PAGE_SIZE));
  const totals = chosenTotals(chosen.values());
  const tooMany = totals.count > BANK_TRANSFER_PARTNERS_MAX;
  const allOnPage = payable.length > 0 && payable.every((partner) => chosen.has(partner.id));
  const someOnPage = payable.some((partner) => chosen.has(partner.id));

  const toggle = (partner: PayablePartner, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(partner.id, partner);
      else next.delete(partner.id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const partner of payable) {
        if (on) next.set(partner.id, partner);
        else next.delete(partner.id);
      }
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (totals.count === 0 || tooMany) return;
    setError(null);
    try {
      const answer = await prepare.mutateAsync({ partner_ids: [...chosen.keys()] });
      onPrepared(answer.data.id);
    } catch (failure) {
      // A partner that cannot be paid: the answer says why (what is missing) beside its message.
      const message = errorMessage(failure, t('dialog.loadFailed'));
      const field = failure instanceof ApiError ? failure.errors?.partner_ids?.[0] : undefined;
      setError(field && field !== message ? `${message}: ${field}` : message);
      // A partner paid or held meanwhile: show the list as it is now.
      void partners.refetch();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('dialog.help')}
            </Typography>
            <TextField
              label={t('dialog.search')}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              size="small"
              fullWidth
            />
            {partners.isPending ? (
              <Stack direction="row" spacing={2} alignItems="center" role="status" sx={{ py: 2 }}>
                <CircularProgress size={20} />
                <Typography>{t('dialog.loading')}</Typography>
              </Stack>
            ) : partners.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void partners.refetch()}>
                    {t('dialog.retry')}
                  </Button>
                }
              >
                {t('dialog.loadFailed')}
              </Alert>
            ) : items.length === 0 ? (
              <Alert severity="info">{t('dialog.nothing')}</Alert>
            ) : (
              <>
                <TableContainer sx={{ maxHeight: 360 }}>
                  <Table size="small" stickyHeader aria-label={t('dialog.caption')}>
                    <TableHead>
                      <TableRow>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={allOnPage}
                            indeterminate={someOnPage && !allOnPage}
                            disabled={payable.length === 0}
                            onChange={(event) => togglePage(event.target.checked)}
                            slotProps={{ input: { 'aria-label': t('dialog.chooseAll') } }}
                          />
                        </TableCell>
                        <TableCell>{t('dialog.partner')}</TableCell>
                        <TableCell align="right">{t('dialog.lines')}</TableCell>
                        <TableCell align="right">{t('dialog.net')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {items.map((partner) => {
                        const blocked = partner.missing_for_payout.length > 0;
                        return (
                          <TableRow key={partner.id} hover={!blocked}>
                            <TableCell padding="checkbox">
                              <Checkbox
                                checked={chosen.has(partner.id)}
                                disabled={blocked}
                                onChange={(event) => toggle(partner, event.target.checked)}
                                slotProps={{ input: { 'aria-label': t('dialog.choose', { name: partner.name }) } }}
                              />
                            </TableCell>
                            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                              {partner.name}
                              {blocked ? (
                                <Typography variant="caption" color="status.warning" component="div">
                                  {t('dialog.blocked', { missing: partner.missing_for_payout.join(', ') })}
                                </Typography>
                              ) : null}
                            </TableCell>
                            <TableCell align="right">{partner.lines}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                              {formatRupeesExact(partner.net)}
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
                {pages > 1 ? (
                  <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
                    <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      {t('dialog.previous')}
                    </Button>
                    <Typography variant="body2">{t('dialog.page', { page, pages })}</Typography>
                    <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      {t('dialog.next')}
                    </Button>
                  </Stack>
                ) : null}
              </>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              justifyContent="space-between"
              role="status"
              data-testid="bank-file-totals"
            >
              <Typography>{t('dialog.chosen', { count: totals.count })}</Typography>
              <Typography sx={{ fontWeight: 'fontWeightBold' }}>
                {t('dialog.total')}: {formatRupeesExact(totals.net)}
              </Typography>
            </Stack>
            {tooMany ? (
              <Alert severity="warning" role="alert">
                {t('dialog.tooMany', { max: BANK_TRANSFER_PARTNERS_MAX })}
              </Alert>
            ) : null}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={totals.count === 0 || tooMany || prepare.isPending}
            loading={prepare.isPending}
          >
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
