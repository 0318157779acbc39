/**
 * The team lead's view (role 1): over the chosen days, each telecaller's queue, calls, connected calls and outcomes,
 * a chart of the team's calls per day, and the open leads with "Reassign".
 */
import SwapHorizIcon from '@/components/ui/icons/SwapHoriz';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dispositions,
  reassignInputSchema,
  telecallingReasons,
  type LeadSummary,
  type TeamAgent,
} from '@saakh/domain/telecalling';
import { Chart } from '@/components/ui/chart';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { StatCard } from '@/components/ui/stat-card';
import { StatusChip } from '@/components/ui/status-chip';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useReassignLead, useTeam, useTeamLeads, useTelecallers } from '../api/team';
import { reasonTone } from './labels';

export const teamLeadListParams: ListParamsOptions<'assigned_to' | 'reason'> = {
  defaultSort: 'due_at',
  sorts: ['due_at', '-due_at', 'created_at', '-created_at', 'attempts', '-attempts'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['assigned_to', 'reason'],
  prefix: 'leads',
};

export function TeamView({ leadParams }: { leadParams: ListParams<'assigned_to' | 'reason'> }) {
  const { t, i18n } = useTranslation('telecalling');
  const dates = useDateRangeParam('last_7_days');
  const team = useTeam(dates.query, dates.range !== null);
  const leads = useTeamLeads(leadParams.query);
  const telecallers = useTelecallers();
  const reassign = useReassignLead();
  const [moving, setMoving] = useState<LeadSummary | null>(null);

  const totals = useMemo(() => {
    const agents = team.data?.agents ?? [];
    const sum = (pick: (agent: TeamAgent) => number) => agents.reduce((total, agent) => total + pick(agent), 0);
    return {
      queue: sum((agent) => agent.queue) + (team.data?.unassigned ?? 0),
      calls: sum((agent) => agent.calls),
      connected: sum((agent) => agent.connected),
      applied: sum((agent) => agent.outcomes.applied + agent.outcomes.interested),
    };
  }, [team.data]);

  const agentColumns = useMemo<DataTableColumn<TeamAgent>[]>(
    () => [
      {
        id: 'name',
        header: t('team.columns.name'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 140,
        cell: (a) => a.name,
      },
      {
        id: 'queue',
        header: t('team.columns.queue'),
        cell: (a) => `${a.queue} (${t('team.dueNow', { count: a.due_now })})`,
      },
      { id: 'calls', header: t('team.columns.calls'), cell: (a) => a.calls },
      { id: 'connected', header: t('team.columns.connected'), cell: (a) => a.connected },
      ...dispositions.map((name) => ({
        id: name,
        header: t(`disposition.${name}`),
        compact: true,
        cell: (a: TeamAgent) => a.outcomes[name],
      })),
    ],
    [t],
  );

  const leadColumns = useMemo<DataTableColumn<LeadSummary>[]>(
    () => [
      {
        id: 'customer',
        header: t('team.columns.customer'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 150,
        cell: (lead) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {lead.customer_name ?? t('unnamed')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {lead.mobile}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'reason',
        header: t('team.columns.reason'),
        cell: (lead) => <StatusChip label={t(`reason.${lead.reason}`)} tone={reasonTone[lead.reason]} />,
      },
      { id: 'holder', header: t('team.columns.holder'), cell: (lead) => lead.assigned_name ?? t('team.unassigned') },
      {
        id: 'due_at',
        header: t('team.columns.due'),
        sortKey: 'due_at',
        cell: (lead) => formatDateTime(lead.due_at, i18n.language),
      },
      { id: 'attempts', header: t('team.columns.attempts'), sortKey: 'attempts', cell: (lead) => lead.attempts },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (lead: LeadSummary): RowAction[] => [
      {
        label: t('team.reassign', { name: lead.customer_name ?? lead.mobile ?? lead.id }),
        icon: <SwapHorizIcon fontSize="small" />,
        onClick: () => setMoving(lead),
      },
    ],
    [t],
  );

  const days = team.data?.days ?? [];
  const people = telecallers.data ?? [];

  return (
    <Stack spacing={2}>
      <DateRangePresets state={dates} />
      {team.isError ? <ErrorState error={team.error} onRetry={() => void team.refetch()} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <StatCard label={t('team.stats.queue')} value={team.data ? totals.queue : null} loading={team.isPending} />
        <StatCard label={t('team.stats.calls')} value={team.data ? totals.calls : null} loading={team.isPending} />
        <StatCard
          label={t('team.stats.connected')}
          value={team.data ? totals.connected : null}
          loading={team.isPending}
        />
        <StatCard label={t('team.stats.positive')} value={team.data ? totals.applied : null} loading={team.isPending} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Chart
          kind="bar"
          title={t('team.chartTitle')}
          xLabels={days.map((day) => day.day.slice(5))}
          series={[
            { label: t('team.columns.calls'), data: days.map((day) => day.calls), tone: 'primary' },
            { label: t('team.columns.connected'), data: days.map((day) => day.connected), tone: 'success' },
            {
              label: t('disposition.applied'),
              data: days.map((day) => day.outcomes.applied + day.outcomes.interested),
              tone: 'secondary',
            },
          ]}
          loading={team.isPending}
          emptyTitle={t('team.chartEmpty')}
        />
      </Paper>
      <DataTable
        id="telecalling-team"
        label={t('team.agentsLabel')}
        columns={agentColumns}
        result={{ ...team, data: team.data?.agents }}
        rowKey={(agent) => agent.admin_id}
        emptyTitle={t('team.agentsEmpty')}
      />
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {t('team.leadsTitle')}
      </Typography>
      <DataTable
        id="telecalling-leads"
        label={t('team.leadsTitle')}
        columns={leadColumns}
        result={leads}
        rowKey={(lead) => lead.id}
        params={leadParams}
        pageSizes={teamLeadListParams.pageSizes}
        emptyTitle={t('team.leadsEmpty')}
        filters={
          <>
            <FilterSelect
              label={t('team.columns.holder')}
              value={leadParams.filters.assigned_to}
              allLabel={t('team.allHolders')}
              options={people.map((person) => ({ value: String(person.id), label: person.name }))}
              onChange={(value) => leadParams.setFilter('assigned_to', value)}
            />
            <FilterSelect
              label={t('team.columns.reason')}
              value={leadParams.filters.reason}
              allLabel={t('team.allReasons')}
              options={telecallingReasons.map((reason) => ({ value: reason, label: t(`reason.${reason}`) }))}
              onChange={(value) => leadParams.setFilter('reason', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      {moving ? (
        <EditFieldDialog
          title={t('team.reassignTitle', { name: moving.customer_name ?? moving.mobile ?? moving.id })}
          fields={[
            {
              name: 'admin_id',
              label: t('team.reassignTo'),
              kind: 'select',
              options: people.map((person) => ({ value: String(person.id), label: person.name })),
            },
          ]}
          initialValues={{ admin_id: moving.assigned_to ? String(moving.assigned_to) : '' }}
          validate={(values) => schemaProblems(reassignInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('team.reassignSubmit')}
          onSubmit={(values) =>
            reassign.mutateAsync({ leadId: moving.id, adminId: reassignInputSchema.parse(values).admin_id })
          }
          onClose={() => setMoving(null)}
          maxWidth="xs"
        />
      ) : null}
    </Stack>
  );
}
