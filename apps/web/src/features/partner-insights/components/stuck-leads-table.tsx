/** Customers who stopped at a step and have been idle for some days: whom to call next (the dashboard's "needs action"). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stuckSteps } from '@saakh/domain/partner-insight-terms';
import type { StuckLead } from '@saakh/domain/partner-insights';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate } from '@/lib/format';
import { useStuckLeads } from '../api/get-stuck-leads';

const dayChoices = [3, 7, 14, 30] as const;

export type StuckLeadsTableProps = { partnerId: string | undefined };

export function StuckLeadsTable({ partnerId }: StuckLeadsTableProps) {
  const { t, i18n } = useTranslation('partner-insights');
  const headingId = useId();
  const params = useListParams<'step' | 'days'>({
    prefix: 'stuck',
    defaultSort: 'last_seen_at',
    sorts: ['last_seen_at', '-last_seen_at'],
    pageSizes: [10, 25],
    defaultPageSize: 10,
    filters: ['step', 'days'],
  });
  const leads = useStuckLeads({ ...params.query, ...(partnerId ? { partnerId } : {}) });

  const columns = useMemo<DataTableColumn<StuckLead>[]>(
    () => [
      {
        id: 'customer',
        header: t('stuck.columns.customer'),
        rowHeader: true,
        sticky: 'left',
        cell: (lead) => lead.customer_name ?? '—',
      },
      { id: 'mobile', header: t('stuck.columns.mobile'), cell: (lead) => lead.mobile ?? '—' },
      {
        id: 'step',
        header: t('stuck.columns.step'),
        cell: (lead) => <StatusChip label={t(`stuck.steps.${lead.step}`)} tone="warning" />,
      },
      {
        id: 'product',
        header: t('stuck.columns.product'),
        cell: (lead) => (lead.product ? t(`products.${lead.product}`) : '—'),
      },
      { id: 'partner', header: t('stuck.columns.partner'), cell: (lead) => lead.partner_name },
      {
        id: 'idle',
        header: t('stuck.columns.idle'),
        sortKey: 'last_seen_at',
        cell: (lead) => t('stuck.idle', { date: formatDate(lead.last_seen_at, i18n.language), count: lead.days_idle }),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('stuck.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('stuck.description')}
      </Typography>
      <DataTable
        id="partner-stuck-leads"
        label={t('stuck.label')}
        columns={columns}
        result={leads}
        rowKey={(lead) => lead.user_id}
        params={params}
        emptyTitle={t('stuck.empty')}
        emptyDescription={t('stuck.emptyDescription')}
        filters={
          <>
            <FilterSelect
              label={t('stuck.stepFilter')}
              value={params.filters.step}
              allLabel={t('stuck.allSteps')}
              options={stuckSteps.map((step) => ({ value: step, label: t(`stuck.steps.${step}`) }))}
              onChange={(value) => params.setFilter('step', value)}
            />
            <FilterSelect
              label={t('stuck.daysFilter')}
              value={params.filters.days}
              allLabel={t('stuck.days', { count: 3 })}
              options={dayChoices
                .slice(1)
                .map((days) => ({ value: String(days), label: t('stuck.days', { count: days }) }))}
              onChange={(value) => params.setFilter('days', value)}
            />
          </>
        }
      />
    </Stack>
  );
}
