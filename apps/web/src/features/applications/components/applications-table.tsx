import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationSummary } from '@saakh/domain/applications';
import { formatRupees } from '@saakh/domain/money';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { applicationKfsPagePath } from '@saakh/domain/routing';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { useApplication } from '../api/get-application';
import { useApplications } from '../api/get-applications';
import { ApplicationTimeline } from './application-timeline';
import { StatusChip } from './status-chip';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a number up to 1 is a fraction of the parent (1 would be 100%).
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export type ApplicationsTableProps = {
  /** Only this product's applications; all of them when absent. */
  product?: LoanProductCode;
  /** Shown under a row's status, e.g. the documents its lender still asks for. */
  statusExtra?: (row: ApplicationSummary) => ReactNode;
};

/** The status table of the customer's applications (customer spec §2), each with its timeline. */
export function ApplicationsTable({ product, statusExtra }: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('customer');
  const { data, isPending, isError, error, refetch } = useApplications();
  const [open, setOpen] = useState<ApplicationSummary | null>(null);
  const rows = (data ?? []).filter((row) => !product || row.product === product);

  return (
    // minWidth 0: inside a flex column the table would otherwise widen the page on a phone instead of scrolling.
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="applications-title"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id="applications-title" variant="h6" component="h2" gutterBottom>
        {t('applications.title')}
      </Typography>
      {isPending ? (
        <Stack spacing={1} aria-label={t('loading', { ns: 'common' })}>
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('applications.empty')} description={t('applications.emptyHint')} />
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-labelledby="applications-title"
            data-testid="applications-table"
            sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('applications.lender')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('applications.amount')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('applications.date')}</TableCell>
                <TableCell>{t('applications.statusHeader')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('applications.details')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.creditAppId}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {row.lenderName}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t(`applications.products.${row.product}`)}
                      {' · '}
                      {row.reference}
                      {/* Phones have no amount column: the amount goes under the lender. */}
                      <Box component="span" sx={{ display: { sm: 'none' } }}>
                        {' · '}
                        {formatRupees(row.amount)}
                      </Box>
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatRupees(row.amount)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatDate(row.createdAt, i18n.language)}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={row.status} />
                    {statusExtra?.(row)}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setOpen(row)}
                      aria-label={t('applications.viewFor', { lender: row.lenderName })}
                    >
                      {t('applications.view')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {open ? <ApplicationDialog summary={open} onClose={() => setOpen(null)} /> : null}
    </Paper>
  );
}

type ApplicationDialogProps = { summary: ApplicationSummary; onClose: () => void };

function ApplicationDialog({ summary, onClose }: ApplicationDialogProps) {
  const { t } = useTranslation('customer');
  const detail = useApplication(summary.creditAppId);
  return (
    <Dialog open onClose={onClose} aria-labelledby="application-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="application-dialog-title">
        {t('applications.dialogTitle', { lender: summary.lenderName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography variant="body2">{t('applications.reference', { id: summary.reference })}</Typography>
          <Typography variant="body2">
            {t('applications.terms', {
              amount: formatRupees(summary.amount),
              months: summary.tenureMonths,
              rate: summary.interestRate,
              apr: summary.apr,
            })}
          </Typography>
          <Typography variant="body2">{t('applications.emiLine', { emi: formatRupees(summary.emi) })}</Typography>
          {summary.lenderReference ? (
            <Typography variant="body2">
              {t('applications.lenderReference', { reference: summary.lenderReference })}
            </Typography>
          ) : null}
          {summary.disbursedAmount !== null ? (
            <Typography variant="body2">
              {t('applications.disbursed', { amount: formatRupees(summary.disbursedAmount) })}
            </Typography>
          ) : null}
        </Stack>
        {detail.isPending ? (
          <PageLoader minHeight={120} />
        ) : detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <ApplicationTimeline history={detail.data.history} />
        )}
      </DialogContent>
      <DialogActions>
        {/* An application not yet sent comes back from its KFS to the lender's step. */}
        <Button
          component={RouterLink}
          to={applicationKfsPagePath(
            summary.creditAppId,
            summary.status === 'created' ? detail.data?.next.path : undefined,
          )}
          data-testid="application-kfs-link"
        >
          {t('kfs.link')}
        </Button>
        <Button onClick={onClose}>{t('close', { ns: 'common' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
