/**
 * A month's commission statement: each line with its disbursal, the lender slab and the partner's terms, the split
 * with a parent, GST, TDS and status; clawbacks as lines of their own; totals; downloads as XLSX and PDF (English or
 * Hindi); and a dispute button per line that opens a pre-filled query to Saakh.
 */
import DownloadIcon from '@/components/ui/icons/Download';
import ReportProblemOutlinedIcon from '@/components/ui/icons/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { formatRupees } from '@saakh/domain/money';
import { disputeHref } from '@saakh/domain/partner-insight-terms';
import type { StatementLine } from '@saakh/domain/partner-insights';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { FactList } from '@/components/ui/fact-list';
import { StatusChip } from '@/components/ui/status-chip';
import type { StatusTone } from '@/lib/theme';
import { formatDate } from '@/lib/format';
import { statementDownloadHref, useStatement } from '../api/get-statement';

const MONTHS_OFFERED = 12;

/** The current month and the eleven before it, newest first (YYYY-MM, India). */
export function recentMonths(now: Date, count = MONTHS_OFFERED): string[] {
  const [year, month] = dayInIndia(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const toneOf: Record<StatementLine['status'] | 'clawback', StatusTone> = {
  pending: 'warning',
  earned: 'info',
  paid: 'success',
  clawback: 'danger',
};

const percent = (value: number | null) => (value === null ? '' : `${Number(value.toFixed(3))}%`);

export type CommissionStatementProps = { partnerId: string | undefined };

export function CommissionStatement({ partnerId }: CommissionStatementProps) {
  const { t, i18n } = useTranslation('partner-insights');
  const navigate = useNavigate();
  const totalsId = useId();
  const [search, setSearch] = useSearchParams();
  const months = useMemo(() => recentMonths(new Date()), []);
  const asked = search.get('month');
  const month = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : months[0]!;
  const request = { month, ...(partnerId ? { partnerId } : {}) };
  const statement = useStatement(request);
  const data = statement.data;
  const monthName = useCallback(
    (value: string) =>
      new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${value}-01T00:00:00Z`)),
    [i18n.language],
  );
  const setMonth = (value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== months[0]) next.set('month', value);
        else next.delete('month');
        return next;
      },
      { replace: true },
    );

  const columns = useMemo<DataTableColumn<StatementLine>[]>(
    () => [
      {
        id: 'application',
        header: t('statement.columns.application'),
        rowHeader: true,
        minWidth: 200,
        cell: (line) => (
          <Box>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }} title={line.application_id}>
              {line.application_id.slice(0, 8)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('statement.disbursal', {
                lender: line.lender_name,
                amount: formatRupees(line.disbursed_amount),
                date: formatDate(line.disbursed_on, i18n.language),
              })}
            </Typography>
          </Box>
        ),
      },
      { id: 'partner', header: t('statement.columns.partner'), cell: (line) => line.partner_name },
      {
        id: 'slab',
        header: t('statement.columns.slab'),
        cell: (line) =>
          line.slab
            ? `${t('statement.slab', { position: line.slab.position })}: ${[
                percent(line.slab.revenue_percent),
                line.slab.revenue_flat ? formatRupees(line.slab.revenue_flat) : '',
              ]
                .filter(Boolean)
                .join(' + ')}`
            : t('statement.noSlab'),
      },
      {
        id: 'base',
        header: t('statement.columns.base'),
        align: 'right',
        cell: (line) => formatRupees(line.base_amount),
      },
      {
        id: 'rule',
        header: t('statement.columns.rule'),
        cell: (line) => (
          <Box>
            {[
              percent(line.terms.revenue_percent),
              line.terms.revenue_flat_fee ? formatRupees(line.terms.revenue_flat_fee) : '',
            ]
              .filter(Boolean)
              .join(' + ') || '—'}
            <Typography variant="caption" color="text.secondary" component="div">
              {t('statement.gross', { amount: formatRupees(line.gross_share) })}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'split',
        header: t('statement.columns.split'),
        cell: (line) => t(`statement.split.${line.split_role}`, { percent: line.split_percent ?? 0 }),
      },
      {
        id: 'amount',
        header: t('statement.columns.amount'),
        align: 'right',
        cell: (line) => formatRupees(line.amount),
      },
      { id: 'gst', header: t('statement.columns.gst'), align: 'right', cell: (line) => formatRupees(line.gst) },
      { id: 'tds', header: t('statement.columns.tds'), align: 'right', cell: (line) => formatRupees(line.tds) },
      {
        id: 'net',
        header: t('statement.columns.net'),
        align: 'right',
        cell: (line) => <strong>{formatRupees(line.net)}</strong>,
      },
      {
        id: 'status',
        header: t('statement.columns.status'),
        cell: (line) => {
          const status = line.kind === 'clawback' ? 'clawback' : line.status;
          return (
            <Box>
              <StatusChip label={t(`statement.status.${status}`)} tone={toneOf[status]} />
              {line.payout_reference ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('statement.paidRef', { reference: line.payout_reference })}
                </Typography>
              ) : null}
              {line.reason ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {line.reason}
                </Typography>
              ) : null}
            </Box>
          );
        },
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (line: StatementLine): RowAction[] => [
      {
        label: t('statement.dispute', { application: line.application_id.slice(0, 8) }),
        icon: <ReportProblemOutlinedIcon fontSize="small" />,
        onClick: () =>
          void navigate(
            disputeHref(
              line,
              t('statement.disputeSubject', { application: line.application_id, month: monthName(month) }),
            ),
          ),
      },
    ],
    [t, navigate, month, monthName],
  );

  const totals = data?.totals;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilterSelect
          label={t('statement.month')}
          value={month === months[0] ? undefined : month}
          allLabel={monthName(months[0]!)}
          options={months.slice(1).map((value) => ({ value, label: monthName(value) }))}
          onChange={(value) => setMonth(value ?? months[0]!)}
        />
        <Typography variant="body2" component="span" sx={{ fontWeight: 'fontWeightBold' }}>
          {t('statement.downloads')}:
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={statementDownloadHref(request, 'xlsx', i18n.language === 'hi' ? 'hi' : 'en')}
        >
          {t('statement.xlsx')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={statementDownloadHref(request, 'pdf', 'en')}
        >
          {t('statement.pdfEn')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={statementDownloadHref(request, 'pdf', 'hi')}
        >
          {t('statement.pdfHi')}
        </Button>
      </Box>
      <DataTable
        id="partner-commission-statement"
        label={t('statement.label')}
        columns={columns}
        result={{ ...statement, data: data?.lines }}
        rowKey={(line) => `${line.kind}-${line.clawback_id ?? line.ledger_id}`}
        emptyTitle={t('statement.empty')}
        emptyDescription={t('statement.emptyDescription')}
        rowActions={rowActions}
      />
      {totals && data.lines.length > 0 ? (
        <Paper variant="outlined" component="section" aria-labelledby={totalsId} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" id={totalsId} gutterBottom>
            {t('statement.totalsTitle')}
          </Typography>
          <FactList
            facts={[
              [t('statement.totals.disbursals'), String(totals.disbursals)],
              [t('statement.totals.disbursed'), formatRupees(totals.disbursed_amount)],
              [t('statement.totals.amount'), formatRupees(totals.amount)],
              [t('statement.totals.gst'), formatRupees(totals.gst)],
              [t('statement.totals.tds'), formatRupees(totals.tds)],
              [t('statement.totals.clawbacks'), formatRupees(totals.clawbacks)],
              [t('statement.totals.net'), formatRupees(totals.net)],
              [t('statement.totals.pending'), formatRupees(totals.by_status.pending)],
              [t('statement.totals.earned'), formatRupees(totals.by_status.earned)],
              [t('statement.totals.paid'), formatRupees(totals.by_status.paid)],
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('statement.taxNote', { gst: data.gst_percent, tds: data.tds_percent })}
          </Typography>
        </Paper>
      ) : null}
    </Stack>
  );
}
