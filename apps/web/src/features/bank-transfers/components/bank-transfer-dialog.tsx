/**
 * One bank file: its transfers with their status, the file to download for the bank, and the bank's response to
 * upload, after which each row of the response says what it did (paid, failed, or why it was not recorded).
 */
import DownloadIcon from '@/components/ui/icons/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankResponseRowResult } from '@saakh/domain/bank-transfers';
import { formatRupeesExact } from '@saakh/domain/money';
import { FileUpload, formatBytes } from '@/components/ui/file-upload';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { bankFileHref, useBankTransfer } from '../api/get-bank-transfer';
import { BANK_RESPONSE_EXTENSIONS, BANK_RESPONSE_MAX_BYTES, useUploadBankResponse } from '../api/upload-bank-response';
import { itemTone, outcomeTone } from './status';

export type BankTransferDialogProps = { id: number; onClose: () => void };

export function BankTransferDialog({ id, onClose }: BankTransferDialogProps) {
  const { t, i18n } = useTranslation('bank-transfers');
  const titleId = useId();
  // A phone gets the whole screen: the tables need its width.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const resultsId = useId();
  const batch = useBankTransfer(id);
  const upload = useUploadBankResponse();
  const [results, setResults] = useState<BankResponseRowResult[] | null>(null);
  const data = batch.data;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('detail.title', { id })}</DialogTitle>
      <DialogContent>
        {batch.isPending ? (
          <Stack direction="row" spacing={2} alignItems="center" role="status" sx={{ py: 2 }}>
            <CircularProgress size={20} />
            <Typography>{t('detail.loading')}</Typography>
          </Stack>
        ) : batch.isError || !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void batch.refetch()}>
                {t('detail.retry')}
              </Button>
            }
          >
            {t('detail.loadFailed')}
          </Alert>
        ) : (
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {t('detail.summary', {
                  date: formatDateTime(data.created_at, i18n.language),
                  by: data.created_by_name ?? '—',
                  partners: data.partners,
                  total: formatRupeesExact(data.total_net),
                })}
              </Typography>
              <Button
                component="a"
                href={bankFileHref(id)}
                download
                variant="outlined"
                startIcon={<DownloadIcon />}
                data-testid="bank-file-download"
              >
                {t('detail.download')}
              </Button>
            </Stack>
            <TableContainer>
              <Table size="small" aria-label={t('detail.caption')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('detail.partner')}</TableCell>
                    <TableCell>{t('detail.reference')}</TableCell>
                    <TableCell>{t('detail.type')}</TableCell>
                    <TableCell align="right">{t('detail.net')}</TableCell>
                    <TableCell>{t('detail.status')}</TableCell>
                    <TableCell>{t('detail.utr')}</TableCell>
                    <TableCell>{t('detail.note')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                        {item.partner_name}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {item.beneficiary_account_masked} · {item.beneficiary_ifsc}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{item.customer_reference}</TableCell>
                      <TableCell>{item.payment_type}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatRupeesExact(item.net)}
                      </TableCell>
                      <TableCell>
                        <StatusChip label={t(`detail.itemStatus.${item.status}`)} tone={itemTone[item.status]} />
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {item.utr ?? '—'}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.reason ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Box component="section" aria-labelledby={`${titleId}-response`}>
              <Typography variant="h6" component="h3" id={`${titleId}-response`} gutterBottom>
                {t('detail.responseTitle')}
              </Typography>
              {data.status === 'settled' ? (
                <Alert severity="success" sx={{ mb: 2 }}>
                  {t('detail.settled')}
                </Alert>
              ) : null}
              <FileUpload
                label={t('detail.responseFile')}
                extensions={BANK_RESPONSE_EXTENSIONS}
                maxBytes={BANK_RESPONSE_MAX_BYTES}
                helper={t('detail.responseHelp', {
                  types: BANK_RESPONSE_EXTENSIONS.join(', '),
                  max: formatBytes(BANK_RESPONSE_MAX_BYTES),
                })}
                uploadLabel={t('detail.responseSubmit')}
                inputTestId="bank-response-input"
                upload={(file, options) => upload.mutateAsync({ id, file, options })}
                onUploaded={(answer) => {
                  setResults(answer.data.rows);
                  // Move focus to what the file did, so a keyboard or screen-reader user hears it.
                  window.setTimeout(() => document.getElementById(resultsId)?.focus(), 0);
                }}
              />
            </Box>
            {results ? (
              <Box component="section" aria-labelledby={resultsId}>
                <Typography variant="h6" component="h3" id={resultsId} tabIndex={-1} gutterBottom>
                  {t('results.title')}
                </Typography>
                <TableContainer>
                  <Table size="small" aria-label={t('results.caption')} data-testid="bank-response-results">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('results.row')}</TableCell>
                        <TableCell>{t('results.reference')}</TableCell>
                        <TableCell>{t('results.outcome')}</TableCell>
                        <TableCell>{t('results.message')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {results.map((row) => (
                        <TableRow key={row.row}>
                          <TableCell>{row.row}</TableCell>
                          <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                            {row.customer_reference ?? '—'}
                            {row.partner_name ? (
                              <Typography variant="caption" color="text.secondary" component="div">
                                {row.partner_name}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            <StatusChip label={t(`results.outcomes.${row.outcome}`)} tone={outcomeTone[row.outcome]} />
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.message}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Box>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
