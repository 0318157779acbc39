/** The de-dupe log: every duplicate the rule found, with both partners, the masked customer and the decision. */
import VisibilityIcon from '@/components/ui/icons/Visibility';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dedupeDecisions, type DedupeLog } from '@saakh/domain/dedupe';
import { loanProductCodes } from '@saakh/domain/product-types';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDedupeLogs } from '../api/get-dedupe-logs';
import { DedupeLogDialog } from './dedupe-log-dialog';
import { decisionTones } from './decision';

type DedupeFilter = 'product' | 'partner_id' | 'decision';

export const dedupeLogListParams: ListParamsOptions<DedupeFilter> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['product', 'partner_id', 'decision'],
};

export type DedupeLogsTableProps = {
  params: ListParams<DedupeFilter>;
  /** The period's days, as the page's date range asks for them. */
  range: { preset?: string; from?: string; to?: string };
  /** The partners the partner filter offers. */
  partners: readonly { id: number; name: string }[];
};

export function DedupeLogsTable({ params, range, partners }: DedupeLogsTableProps) {
  const { t, i18n } = useTranslation('de-dupe-logs');
  const logs = useDedupeLogs({
    ...params.query,
    ...Object.fromEntries(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  });
  // A search that is not a whole application id: say so, rather than the request's general refusal.
  const searchProblem = logs.error instanceof ApiError ? logs.error.errors?.q?.[0] : undefined;
  const result = searchProblem ? { ...logs, error: new Error(searchProblem) } : logs;
  const [open, setOpen] = useState<number | null>(null);
  const partner = useCallback((name: string | null) => name ?? t('direct'), [t]);

  const columns = useMemo<DataTableColumn<DedupeLog>[]>(
    () => [
      {
        id: 'created_at',
        header: t('columns.found'),
        sortKey: 'created_at',
        sticky: 'left',
        rowHeader: true,
        minWidth: 150,
        cell: (log) => formatDateTime(log.created_at, i18n.language),
      },
      {
        id: 'customer',
        header: t('columns.customer'),
        minWidth: 140,
        cell: (log) => (
          <Box>
            <Typography variant="body2">{log.customer_mobile ?? '—'}</Typography>
            <Typography variant="caption" color="text.secondary">
              {log.customer_pan ? t('panShort', { pan: log.customer_pan }) : t('noPan')}
            </Typography>
          </Box>
        ),
      },
      { id: 'product', header: t('columns.product'), cell: (log) => t(`products.${log.product}`) },
      { id: 'matched_on', header: t('columns.matchedOn'), cell: (log) => t(`matchedOn.${log.matched_on}`) },
      {
        id: 'first_partner',
        header: t('columns.firstPartner'),
        minWidth: 140,
        cell: (log) => partner(log.first_partner_name),
      },
      {
        id: 'duplicate_partner',
        header: t('columns.duplicatePartner'),
        minWidth: 140,
        cell: (log) => partner(log.duplicate_partner_name),
      },
      {
        id: 'decision',
        header: t('columns.decision'),
        cell: (log) => <StatusChip label={t(`decision.${log.decision}`)} tone={decisionTones[log.decision]} />,
      },
      {
        id: 'application',
        header: t('columns.application'),
        hiddenByDefault: true,
        cell: (log) => <Box sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{log.application_id}</Box>,
      },
    ],
    [t, i18n.language, partner],
  );

  const rowActions = useCallback(
    (log: DedupeLog): RowAction[] => [
      {
        label: t('actions.open', { mobile: log.customer_mobile ?? log.id }),
        icon: <VisibilityIcon fontSize="small" />,
        onClick: () => setOpen(log.id),
      },
    ],
    [t],
  );

  const filtered =
    params.filters.product !== undefined ||
    params.filters.partner_id !== undefined ||
    params.filters.decision !== undefined;
  const partnerOptions = partners.map((item) => ({ value: String(item.id), label: item.name }));
  const chosenPartner = params.filters.partner_id;
  if (chosenPartner && !partnerOptions.some((option) => option.value === chosenPartner)) {
    partnerOptions.push({ value: chosenPartner, label: `#${chosenPartner}` });
  }

  return (
    <>
      <DataTable
        id="de-dupe-logs"
        label={t('tableLabel')}
        columns={columns}
        result={result}
        rowKey={(log) => log.id}
        rowTestId={(log) => `dedupe-row-${log.application_id}`}
        params={params}
        pageSizes={dedupeLogListParams.pageSizes}
        emptyTitle={t('empty')}
        emptyDescription={filtered || params.q ? t('emptyFiltered') : t('emptyPeriod')}
        searchLabel={t('search')}
        filters={
          <>
            <FilterSelect
              label={t('columns.product')}
              value={params.filters.product}
              allLabel={t('allProducts')}
              options={loanProductCodes.map((product) => ({ value: product, label: t(`products.${product}`) }))}
              onChange={(value) => params.setFilter('product', value)}
            />
            <FilterSelect
              label={t('partner')}
              value={params.filters.partner_id}
              allLabel={t('allPartners')}
              options={partnerOptions}
              onChange={(value) => params.setFilter('partner_id', value)}
            />
            <FilterSelect
              label={t('columns.decision')}
              value={params.filters.decision}
              allLabel={t('allDecisions')}
              options={dedupeDecisions.map((decision) => ({ value: decision, label: t(`decision.${decision}`) }))}
              onChange={(value) => params.setFilter('decision', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      {open !== null ? <DedupeLogDialog id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
