/** Campaigns with their progress (queued, sent, delivered, failed, skipped); a scheduled one can be cancelled. */
import AddIcon from '@/components/ui/icons/Add';
import CancelScheduleSendIcon from '@/components/ui/icons/CancelScheduleSend';
import ListAltIcon from '@/components/ui/icons/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { campaignStatuses, type Campaign, type CampaignStatus } from '@saakh/domain/messaging';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useCancelCampaign } from '../api/cancel-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignDialog } from './campaign-dialog';

export const campaignListParams: ListParamsOptions<'status'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'scheduled_at', '-scheduled_at', 'name', '-name'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status'],
  prefix: 'campaigns',
};

const campaignTone: Record<CampaignStatus, StatusTone> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
};

function Progress({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('messaging');
  const { queued, sent, delivered, failed, skipped } = campaign.progress;
  const total = queued + sent + delivered + failed + skipped;
  const done = total === 0 ? 0 : Math.round(((total - queued) / total) * 100);
  return (
    <Box sx={{ minWidth: 180 }}>
      <LinearProgress
        variant="determinate"
        value={done}
        aria-label={t('campaigns.progressLabel', { name: campaign.name })}
        sx={{ mb: 0.5 }}
      />
      <Typography variant="caption" component="p" data-testid={`campaign-progress-${campaign.id}`}>
        {t('campaigns.progress', { queued, sent, delivered, failed, skipped })}
      </Typography>
    </Box>
  );
}

export function CampaignsTable({ params }: { params: ListParams<'status'> }) {
  const { t, i18n } = useTranslation('messaging');
  const campaigns = useCampaigns(params.query);
  const cancel = useCancelCampaign();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Campaign | null>(null);

  const columns = useMemo<DataTableColumn<Campaign>[]>(
    () => [
      {
        id: 'name',
        header: t('campaigns.name'),
        sortKey: 'name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 180,
        cell: (campaign) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {campaign.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {`${campaign.template_name} · ${t(`channel.${campaign.channel}`)}`}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (campaign) => (
          <StatusChip label={t(`campaignStatus.${campaign.status}`)} tone={campaignTone[campaign.status]} />
        ),
      },
      {
        id: 'scheduled_at',
        header: t('campaigns.scheduled'),
        sortKey: 'scheduled_at',
        cell: (campaign) => formatDateTime(campaign.scheduled_at, i18n.language),
      },
      {
        id: 'recipients',
        header: t('campaigns.recipientsColumn'),
        cell: (campaign) => campaign.recipients.toLocaleString('en-IN'),
      },
      { id: 'progress', header: t('campaigns.progressColumn'), cell: (campaign) => <Progress campaign={campaign} /> },
      {
        id: 'created_at',
        header: t('columns.created'),
        sortKey: 'created_at',
        hiddenByDefault: true,
        cell: (campaign) => formatDateTime(campaign.created_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (campaign: Campaign): RowAction[] =>
      campaign.status === 'scheduled'
        ? [
            {
              label: t('campaigns.cancel', { name: campaign.name }),
              icon: <CancelScheduleSendIcon fontSize="small" />,
              color: 'error',
              onClick: () => setCancelling(campaign),
            },
          ]
        : campaign.status === 'cancelled'
          ? []
          : [
              {
                label: t('campaigns.openLog', { name: campaign.name }),
                icon: <ListAltIcon fontSize="small" />,
                onClick: () => void navigate(`/admin/messaging?tab=log&log.campaign_id=${campaign.id}`),
              },
            ],
    [t, navigate],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          data-testid="campaign-new"
        >
          {t('campaigns.create')}
        </Button>
      </Stack>
      <DataTable
        id="message-campaigns"
        label={t('campaigns.label')}
        columns={columns}
        result={campaigns}
        rowKey={(campaign) => campaign.id}
        rowTestId={(campaign) => `campaign-row-${campaign.id}`}
        params={params}
        pageSizes={campaignListParams.pageSizes}
        emptyTitle={t('campaigns.empty')}
        emptyDescription={params.filters.status || params.q ? t('emptyFiltered') : undefined}
        searchLabel={t('campaigns.search')}
        filters={
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('allStatuses')}
            options={campaignStatuses.map((value) => ({ value, label: t(`campaignStatus.${value}`) }))}
            onChange={(value) => params.setFilter('status', value)}
          />
        }
        rowActions={rowActions}
      />
      {creating ? <CampaignDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('campaigns.cancelTitle')}
        subject={t('campaigns.cancelSubject', { name: cancelling?.name ?? '' })}
        confirmLabel={t('campaigns.cancelConfirm')}
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) });
        }}
      />
    </Stack>
  );
}
