/** Leads from the public create-merchant-form: reviewed, approved into an applied partner or rejected with a reason. */
import CancelOutlinedIcon from '@/components/ui/icons/CancelOutlined';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  approveLeadInputSchema,
  leadDecisions,
  partnerTypes,
  rejectLeadInputSchema,
  type MerchantLead,
  type PartnerUserWithPassword,
} from '@saakh/domain/merchants';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { StatusChip } from '@/components/ui/status-chip';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useApproveLead } from '../api/approve-lead';
import { useMerchantLeads } from '../api/get-merchant-leads';
import { useRejectLead } from '../api/reject-lead';
import { PasswordOnceDialog } from '@/components/ui/password-once-dialog';

export const merchantLeadListParams: ListParamsOptions<'decision'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'business_name', '-business_name'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['decision'],
  prefix: 'leads',
};

const decisionTone = { new: 'info', approved: 'success', rejected: 'neutral' } as const;

/** A URL key suggested from the business name: lowercase letters and digits joined by hyphens. */
function suggestedKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

export type MerchantLeadsTableProps = { params: ListParams<'decision'> };

export function MerchantLeadsTable({ params }: MerchantLeadsTableProps) {
  const { t, i18n } = useTranslation('merchant-management');
  const leads = useMerchantLeads(params.query);
  const approve = useApproveLead();
  const reject = useRejectLead();
  const [approving, setApproving] = useState<MerchantLead | null>(null);
  const [rejecting, setRejecting] = useState<MerchantLead | null>(null);
  const [password, setPassword] = useState<PartnerUserWithPassword | null>(null);

  const columns = useMemo<DataTableColumn<MerchantLead>[]>(
    () => [
      {
        id: 'business_name',
        header: t('leads.columns.business'),
        sortKey: 'business_name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 160,
        cell: (lead) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {lead.business_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {lead.city}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'contact',
        header: t('leads.columns.contact'),
        cell: (lead) => (
          <Box sx={{ wordBreak: 'break-all' }}>
            {lead.contact_name}
            <br />
            {lead.mobile} · {lead.email}
          </Box>
        ),
      },
      { id: 'referred_by', header: t('leads.columns.referredBy'), cell: (lead) => lead.referred_by ?? '—' },
      {
        id: 'decision',
        header: t('leads.columns.decision'),
        cell: (lead) => (
          <Box>
            <StatusChip label={t(`leads.decision.${lead.decision}`)} tone={decisionTone[lead.decision]} />
            {lead.rejection_reason ? (
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                {lead.rejection_reason}
              </Typography>
            ) : null}
            {lead.created_partner_id ? (
              <Link
                component={RouterLink}
                to={`/admin/merchant-management/${lead.created_partner_id}`}
                variant="caption"
                sx={{ display: 'block', mt: 0.5 }}
              >
                {t('leads.openPartner')}
              </Link>
            ) : null}
          </Box>
        ),
      },
      {
        id: 'created_at',
        header: t('leads.columns.received'),
        sortKey: 'created_at',
        cell: (lead) => formatDateTime(lead.created_at, i18n.language),
      },
      {
        id: 'decided',
        header: t('leads.columns.decided'),
        hiddenByDefault: true,
        cell: (lead) =>
          lead.decided_at ? `${formatDateTime(lead.decided_at, i18n.language)} · ${lead.decided_by ?? ''}` : '—',
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (lead: MerchantLead): RowAction[] =>
      lead.decision === 'new'
        ? [
            {
              label: t('leads.approve', { name: lead.business_name }),
              icon: <CheckCircleOutlineIcon fontSize="small" />,
              onClick: () => setApproving(lead),
            },
            {
              label: t('leads.reject', { name: lead.business_name }),
              icon: <CancelOutlinedIcon fontSize="small" />,
              color: 'error',
              onClick: () => setRejecting(lead),
            },
          ]
        : [],
    [t],
  );

  return (
    <>
      <DataTable
        id="merchant-leads"
        label={t('leads.label')}
        columns={columns}
        result={leads}
        rowKey={(lead) => lead.id}
        rowTestId={(lead) => `lead-row-${lead.id}`}
        params={params}
        pageSizes={merchantLeadListParams.pageSizes}
        emptyTitle={t('leads.empty')}
        emptyDescription={params.filters.decision || params.q ? t('emptyFiltered') : undefined}
        searchLabel={t('leads.search')}
        filters={
          <FilterSelect
            label={t('leads.columns.decision')}
            value={params.filters.decision}
            allLabel={t('leads.allDecisions')}
            options={leadDecisions.map((decision) => ({ value: decision, label: t(`leads.decision.${decision}`) }))}
            onChange={(value) => params.setFilter('decision', value)}
          />
        }
        rowActions={rowActions}
      />
      {approving ? (
        <EditFieldDialog
          title={t('leads.approveTitle', { name: approving.business_name })}
          fields={[
            {
              name: 'key',
              label: t('leads.key'),
              kind: 'text',
              maxLength: 40,
              helper: t('leads.keyHint'),
              asTyped: (text) => text.toLowerCase().replace(/[^a-z0-9-]/g, ''),
            },
            {
              name: 'partner_type',
              label: t('columns.type'),
              kind: 'select',
              options: partnerTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
            },
            {
              name: 'username',
              label: t('leads.username'),
              kind: 'text',
              maxLength: 40,
              optional: true,
              helper: t('leads.usernameHint', { email: approving.email }),
            },
          ]}
          initialValues={{ key: suggestedKey(approving.business_name), partner_type: 'merchant', username: '' }}
          validate={(values) => schemaProblems(approveLeadInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('leads.approveSubmit')}
          onSubmit={async (values) => {
            const answer = await approve.mutateAsync({
              id: approving.id,
              input: approveLeadInputSchema.parse(values),
            });
            approve.reset();
            if (answer.data.user) setPassword(answer.data.user);
          }}
          onClose={() => setApproving(null)}
          maxWidth="xs"
        />
      ) : null}
      {rejecting ? (
        <EditFieldDialog
          title={t('leads.rejectTitle', { name: rejecting.business_name })}
          fields={[{ name: 'reason', label: t('leads.reason'), kind: 'multiline', maxLength: 500 }]}
          initialValues={{ reason: '' }}
          validate={(values) => schemaProblems(rejectLeadInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('leads.rejectSubmit')}
          onSubmit={(values) => reject.mutateAsync({ id: rejecting.id, input: rejectLeadInputSchema.parse(values) })}
          onClose={() => setRejecting(null)}
          maxWidth="xs"
        />
      ) : null}
      <PasswordOnceDialog shown={password} onClose={() => setPassword(null)} />
    </>
  );
}
