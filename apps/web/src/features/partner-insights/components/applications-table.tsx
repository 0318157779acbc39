/** The partner's applications of a period (mobile and PAN masked), filtered and sorted on the server, exportable. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import FactCheckOutlinedIcon from '@/components/ui/icons/FactCheckOutlined';
import { useTranslation } from 'react-i18next';
import { applicationStages, applicationStatuses } from '@saakh/domain/application-terms';
import { formatRupees } from '@saakh/domain/money';
import type { PartnerApplicationRow } from '@saakh/domain/partner-insights';
import { reportProducts } from '@saakh/domain/product-types';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusChip } from '@/components/ui/status-chip';
import type { StatusTone } from '@/lib/theme';
import { formatDate } from '@/lib/format';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { partnerApplicationsExportHref, usePartnerApplications } from '../api/get-partner-applications';

const toneOf: Record<PartnerApplicationRow['status'], StatusTone> = {
  created: 'neutral',
  submitted: 'info',
  in_review: 'info',
  approved: 'success',
  rejected: 'danger',
  disbursed: 'strongSuccess',
  cancelled: 'neutral',
  expired: 'neutral',
};

type StatusStepProps = { row: Pick<PartnerApplicationRow, 'status_source' | 'status_changed_at'> };

/** Where the current status came from and how long ago (decision 044), under its chip; nothing without a step. */
function StatusStep({ row }: StatusStepProps) {
  const { t } = useTranslation('partner-insights');
  if (!row.status_source) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="status-step">
      {t(`applications.statusSources.${row.status_source}`)}
      {row.status_changed_at ? (
        <>
          {' · '}
          <RelativeTime value={row.status_changed_at} />
        </>
      ) : null}
    </Typography>
  );
}

export type ApplicationsTableProps = {
  range: { preset?: string; from?: string; to?: string } | null;
  partnerId: string | undefined;
  /** A row's Documents action: the documents its lender asks for (decision 054). None when absent. */
  onDocuments?: (row: PartnerApplicationRow) => void;
};

export function ApplicationsTable({ range, partnerId, onDocuments }: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('partner-insights');
  const params = useListParams<'status' | 'product' | 'stage'>({
    defaultSort: '-created_at',
    sorts: ['-created_at', 'created_at', '-amount', 'amount', '-disbursed_on', 'disbursed_on'],
    pageSizes: [25, 50, 100],
    defaultPageSize: 25,
    filters: ['status', 'product', 'stage'],
  });
  const rangeQuery = Object.fromEntries(
    Object.entries(range ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = { ...params.query, ...rangeQuery, ...(partnerId ? { partnerId } : {}) };
  const applications = usePartnerApplications(query);

  const columns = useMemo<DataTableColumn<PartnerApplicationRow>[]>(
    () => [
      {
        id: 'application',
        header: t('applications.columns.application'),
        rowHeader: true,
        sticky: 'left',
        minWidth: 140,
        cell: (row) => (
          <span title={row.application_id} style={{ fontFamily: 'monospace' }}>
            {row.reference}
          </span>
        ),
      },
      {
        id: 'created',
        header: t('applications.columns.created'),
        sortKey: 'created_at',
        cell: (row) => formatDate(row.created_at, i18n.language),
      },
      { id: 'customer', header: t('applications.columns.customer'), cell: (row) => row.customer_name ?? '—' },
      { id: 'mobile', header: t('applications.columns.mobile'), cell: (row) => row.mobile ?? '—' },
      { id: 'pan', header: t('applications.columns.pan'), cell: (row) => row.pan ?? '—', hiddenByDefault: true },
      { id: 'product', header: t('applications.columns.product'), cell: (row) => t(`products.${row.product}`) },
      { id: 'partner', header: t('applications.columns.partner'), cell: (row) => row.partner_name ?? '—' },
      { id: 'lender', header: t('applications.columns.lender'), cell: (row) => row.lender_name },
      {
        id: 'status',
        header: t('applications.columns.status'),
        cell: (row) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <StatusChip label={t(`applications.statuses.${row.status}`)} tone={toneOf[row.status]} />
            <StatusStep row={row} />
          </Stack>
        ),
      },
      {
        id: 'amount',
        header: t('applications.columns.amount'),
        sortKey: 'amount',
        align: 'right',
        cell: (row) => formatRupees(row.amount),
      },
      {
        id: 'disbursed',
        header: t('applications.columns.disbursed'),
        align: 'right',
        cell: (row) => (row.disbursed_amount === null ? '—' : formatRupees(row.disbursed_amount)),
      },
      {
        id: 'disbursedOn',
        header: t('applications.columns.disbursedOn'),
        sortKey: 'disbursed_on',
        cell: (row) => formatDate(row.disbursed_on, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <ReadSourceNote source={applications.data} />
      <DataTable
        id="partner-applications"
        label={t('applications.label')}
        columns={columns}
        result={applications}
        rowKey={(row) => row.application_id}
        rowTestId={(row) => `partner-application-${row.reference}`}
        rowActions={
          onDocuments
            ? (row) => [
                {
                  label: t('applications.documents'),
                  icon: <FactCheckOutlinedIcon fontSize="small" />,
                  onClick: () => onDocuments(row),
                },
              ]
            : undefined
        }
        params={params}
        searchLabel={t('applications.search')}
        emptyTitle={t('applications.empty')}
        emptyDescription={t('applications.emptyDescription')}
        exportHref={(format) => partnerApplicationsExportHref(query, format)}
        filters={
          <>
            <FilterSelect
              label={t('applications.stageFilter')}
              value={params.filters.stage}
              allLabel={t('applications.stages.created')}
              options={applicationStages
                .filter((stage) => stage !== 'created')
                .map((stage) => ({ value: stage, label: t(`applications.stages.${stage}`) }))}
              onChange={(value) => params.setFilter('stage', value)}
            />
            <FilterSelect
              label={t('applications.statusFilter')}
              value={params.filters.status}
              allLabel={t('applications.allStatuses')}
              options={applicationStatuses.map((status) => ({
                value: status,
                label: t(`applications.statuses.${status}`),
              }))}
              onChange={(value) => params.setFilter('status', value)}
            />
            <FilterSelect
              label={t('applications.productFilter')}
              value={params.filters.product}
              allLabel={t('products.any')}
              options={reportProducts.map((product) => ({ value: product, label: t(`products.${product}`) }))}
              onChange={(value) => params.setFilter('product', value)}
            />
          </>
        }
      />
    </>
  );
}
