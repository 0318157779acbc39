/**
 * The partners' share of commission, one ledger line per disbursal: pending until the lender pays Saakh, earned
 * once it has, paid once the partner is paid; with the totals of the filtered ledger.
 */
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import { ledgerStatuses, type LedgerEntry, type LedgerStatus } from '@saakh/domain/reconciliation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatCard } from '@/components/ui/stat-card';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useCommissionLedger } from '../api/get-commission-ledger';

export const ledgerParams: ListParamsOptions<'status' | 'partner_id'> = {
  defaultSort: '-disbursed_on',
  sorts: ['disbursed_on', '-disbursed_on', 'amount', '-amount'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status', 'partner_id'],
  prefix: 'ledger',
};

const tones: Record<LedgerStatus, StatusTone> = { pending: 'warning', earned: 'info', paid: 'success' };

export type CommissionLedgerProps = { params: ListParams<'status' | 'partner_id'> };

export function CommissionLedger({ params }: CommissionLedgerProps) {
  const { t, i18n } = useTranslation('lender-files');
  const language = i18n.language;
  const headingId = useId();
  const ledger = useCommissionLedger(params.query);
  const totals = ledger.data?.totals;
  const partnerId = params.filters.partner_id;
  const partnerName = ledger.data?.items.find((entry) => String(entry.partner_id) === partnerId)?.partner_name;

  const columns = useMemo<DataTableColumn<LedgerEntry>[]>(
    () => [
      {
        id: 'partner',
        header: t('ledger.columns.partner'),
        rowHeader: true,
        minWidth: 160,
        cell: (entry) => (
          <Link
            component="button"
            type="button"
            onClick={() => params.setFilter('partner_id', String(entry.partner_id))}
            aria-label={t('ledger.onlyPartner', { name: entry.partner_name })}
            sx={{ textAlign: 'left' }}
          >
            {entry.partner_name}
          </Link>
        ),
      },
      {
        id: 'application',
        header: t('ledger.columns.application'),
        minWidth: 200,
        cell: (entry) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {entry.application_id}
          </Typography>
        ),
      },
      { id: 'lender', header: t('ledger.columns.lender'), cell: (entry) => entry.lender_name },
      {
        id: 'status',
        header: t('ledger.columns.status'),
        cell: (entry) => <StatusChip label={t(`ledger.status.${entry.status}`)} tone={tones[entry.status]} />,
      },
      {
        id: 'base_amount',
        header: t('ledger.columns.base'),
        align: 'right',
        cell: (entry) => formatRupees(entry.base_amount),
      },
      {
        id: 'amount',
        header: t('ledger.columns.amount'),
        sortKey: 'amount',
        align: 'right',
        cell: (entry) => formatRupees(entry.amount),
      },
      { id: 'tds', header: t('ledger.columns.tds'), align: 'right', cell: (entry) => formatRupees(entry.tds) },
      {
        id: 'disbursed_on',
        header: t('ledger.columns.disbursedOn'),
        sortKey: 'disbursed_on',
        cell: (entry) => formatDate(entry.disbursed_on, language),
      },
      {
        id: 'earned_at',
        header: t('ledger.columns.earnedAt'),
        hiddenByDefault: true,
        cell: (entry) => formatDate(entry.earned_at, language),
      },
      { id: 'paid_at', header: t('ledger.columns.paidAt'), cell: (entry) => formatDate(entry.paid_at, language) },
    ],
    [t, language, params],
  );

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('ledger.title')}
      </Typography>
      <Grid container spacing={2}>
        {ledgerStatuses.map((status) => (
          <Grid key={status} size={{ xs: 12, sm: 4 }}>
            <StatCard
              label={t(`ledger.totals.${status}`)}
              value={totals?.[status]}
              format={(value) => formatRupees(value)}
              loading={ledger.isPending}
              headingLevel="h3"
            />
          </Grid>
        ))}
      </Grid>
      <DataTable
        id="commission-ledger"
        label={t('ledger.label')}
        columns={columns}
        result={ledger}
        rowKey={(entry) => entry.id}
        params={params}
        pageSizes={ledgerParams.pageSizes}
        emptyTitle={t('ledger.empty')}
        emptyDescription={params.filters.status || partnerId ? t('ledger.emptyFiltered') : undefined}
        filters={
          <>
            <FilterSelect
              label={t('ledger.columns.status')}
              value={params.filters.status}
              allLabel={t('ledger.allStatuses')}
              options={ledgerStatuses.map((status) => ({ value: status, label: t(`ledger.status.${status}`) }))}
              onChange={(status) => params.setFilter('status', status)}
            />
            {partnerId ? (
              <Chip
                label={t('ledger.partnerFilter', { name: partnerName ?? `#${partnerId}` })}
                onDelete={() => params.setFilter('partner_id', null)}
              />
            ) : null}
          </>
        }
      />
    </Stack>
  );
}
