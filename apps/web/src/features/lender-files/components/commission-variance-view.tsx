/**
 * Commission Saakh expected from each lender's revenue slabs against what the lender paid, by month: a chart of the
 * totals, a table per lender and month with the shortfall in the error colour, and receipts that matched nothing.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRupees } from '@saakh/domain/money';
import type { CommissionVarianceQuery, CommissionVarianceRow } from '@saakh/domain/reconciliation';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { Chart } from '@/components/ui/chart';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { useCommissionVariance } from '../api/get-commission-variance';
import { formatCount, formatMonth } from '../utils/format';

type UnmatchedReceipt = { lender_id: number; lender_name: string; month: string; amount: number };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The period in the URL (`?from=YYYY-MM&to=YYYY-MM`); without it the server shows the last six months. */
function useMonthRange() {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const set = (name: 'from' | 'to', value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const invalid = (from !== '' && !MONTH.test(from)) || (to !== '' && !MONTH.test(to)) || (from && to && from > to);
  const query: CommissionVarianceQuery = invalid ? {} : { from: from || undefined, to: to || undefined };
  return { from, to, set, invalid: Boolean(invalid), query };
}

export function CommissionVarianceView() {
  const { t, i18n } = useTranslation('lender-files');
  const language = i18n.language;
  const headingId = useId();
  const range = useMonthRange();
  const variance = useCommissionVariance(range.query);
  const data = variance.data;

  const months = useMemo(() => [...new Set((data?.rows ?? []).map((row) => row.month))].sort(), [data]);
  const totals = useMemo(
    () =>
      months.map((month) => {
        const rows = (data?.rows ?? []).filter((row) => row.month === month);
        return {
          expected: rows.reduce((sum, row) => sum + row.expected, 0),
          received: rows.reduce((sum, row) => sum + row.received, 0),
        };
      }),
    [data, months],
  );

  const rowColumns = useMemo<DataTableColumn<CommissionVarianceRow>[]>(
    () => [
      { id: 'lender', header: t('variance.columns.lender'), rowHeader: true, cell: (row) => row.lender_name },
      { id: 'month', header: t('variance.columns.month'), cell: (row) => formatMonth(row.month, language) },
      {
        id: 'disbursals',
        header: t('variance.columns.disbursals'),
        align: 'right',
        cell: (row) => formatCount(row.disbursals, language),
      },
      {
        id: 'disbursed',
        header: t('variance.columns.disbursed'),
        align: 'right',
        cell: (row) => formatRupees(row.disbursed_amount),
      },
      {
        id: 'expected',
        header: t('variance.columns.expected'),
        align: 'right',
        cell: (row) => formatRupees(row.expected),
      },
      {
        id: 'received',
        header: t('variance.columns.received'),
        align: 'right',
        cell: (row) => formatRupees(row.received),
      },
      {
        id: 'variance',
        header: t('variance.columns.variance'),
        align: 'right',
        cell: (row) => (
          <Typography
            variant="body2"
            component="span"
            sx={{
              // Holds the hidden words inside the scrolling table, not beside the page.
              position: 'relative',
              fontWeight: row.variance === 0 ? undefined : 'fontWeightMedium',
              color: row.variance < 0 ? 'error.main' : row.variance > 0 ? 'success.main' : undefined,
            }}
          >
            {formatRupees(row.variance)}
            {row.variance < 0 ? <Box component="span" sx={visuallyHidden}>{` ${t('variance.short')}`}</Box> : null}
          </Typography>
        ),
      },
    ],
    [t, language],
  );

  const unmatchedColumns = useMemo<DataTableColumn<UnmatchedReceipt>[]>(
    () => [
      { id: 'lender', header: t('variance.columns.lender'), rowHeader: true, cell: (row) => row.lender_name },
      { id: 'month', header: t('variance.columns.month'), cell: (row) => formatMonth(row.month, language) },
      { id: 'amount', header: t('variance.columns.amount'), align: 'right', cell: (row) => formatRupees(row.amount) },
    ],
    [t, language],
  );

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('variance.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          type="month"
          size="small"
          label={t('variance.from')}
          value={range.from || data?.from || ''}
          onChange={(event) => range.set('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || data?.to } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <TextField
          type="month"
          size="small"
          label={t('variance.to')}
          value={range.to || data?.to || ''}
          onChange={(event) => range.set('to', event.target.value)}
          error={range.invalid}
          helperText={range.invalid ? t('variance.rangeInvalid') : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || data?.from } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
      </Box>
      {variance.isError && !data ? (
        <ErrorState error={variance.error} onRetry={() => void variance.refetch()} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {t('variance.chartTitle')}
            </Typography>
            <Chart
              kind="bar"
              title={t('variance.chartTitle')}
              xLabels={months.map((month) => formatMonth(month, language))}
              series={[
                { label: t('variance.expected'), data: totals.map((total) => total.expected), tone: 'info' },
                { label: t('variance.received'), data: totals.map((total) => total.received), tone: 'success' },
              ]}
              loading={variance.isPending}
              valueFormat={(value) => formatRupees(value)}
              money
              emptyTitle={t('variance.chartEmpty')}
              emptyDescription={t('variance.chartEmptyHint')}
            />
          </Paper>
          <DataTable
            id="commission-variance"
            label={t('variance.tableLabel')}
            columns={rowColumns}
            result={{ ...variance, data: data?.rows }}
            rowKey={(row) => `${row.lender_id}-${row.month}`}
            emptyTitle={t('variance.empty')}
            maxHeight="none"
          />
          <Typography variant="subtitle1" component="h3">
            {t('variance.unmatchedTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('variance.unmatchedHint')}
          </Typography>
          <DataTable
            id="commission-unmatched"
            label={t('variance.unmatchedTitle')}
            columns={unmatchedColumns}
            result={{ ...variance, data: data?.unmatched }}
            rowKey={(row) => `${row.lender_id}-${row.month}`}
            emptyTitle={t('variance.unmatchedEmpty')}
            maxHeight="none"
          />
        </>
      )}
    </Stack>
  );
}
