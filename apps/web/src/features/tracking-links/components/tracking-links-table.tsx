/** The tracking links of a period: where each lands, its figures, its QR code, and switching it off or on. */
import BlockIcon from '@/components/ui/icons/Block';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import QrCode2Icon from '@/components/ui/icons/QrCode2';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackingLinkCountKeys, type TrackingLink } from '@saakh/domain/tracking-links';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate } from '@/lib/format';
import { useTrackingLinks } from '../api/get-tracking-links';
import { useSetTrackingLinkActive } from '../api/set-tracking-link-active';
import { shortUrlOf } from '../api/tracking-link-qr';
import { useCopyLink } from '../hooks/use-copy-link';
import { TrackingLinkQrDialog } from './tracking-link-qr-dialog';

export type TrackingLinkFilter = 'partner_id' | 'active';

export const trackingLinkListParams: ListParamsOptions<TrackingLinkFilter> = {
  defaultSort: '-created_at',
  sorts: ['-created_at', 'created_at', 'campaign', '-campaign', 'code', '-code', 'utm_source', '-utm_source'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['partner_id', 'active'],
};

export type TrackingLinksTableProps = {
  params: ListParams<TrackingLinkFilter>;
  /** The days the figures cover, as the page's date range asks for them. */
  range: { preset?: string; from?: string; to?: string };
  partners: readonly { id: number; name: string }[];
};

export function TrackingLinksTable({ params, range, partners }: TrackingLinksTableProps) {
  const { t, i18n } = useTranslation('tracking-links');
  const links = useTrackingLinks({
    ...params.query,
    ...Object.fromEntries(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  });
  const setActive = useSetTrackingLinkActive();
  const copy = useCopyLink();
  const [showing, setShowing] = useState<TrackingLink | null>(null);
  const [switchingOff, setSwitchingOff] = useState<TrackingLink | null>(null);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN'), [i18n.language]);

  const columns = useMemo<DataTableColumn<TrackingLink>[]>(
    () => [
      {
        id: 'campaign',
        header: t('columns.campaign'),
        sortKey: 'campaign',
        sticky: 'left',
        rowHeader: true,
        minWidth: 170,
        cell: (link) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {link.campaign}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {link.partner_name}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'link',
        header: t('columns.link'),
        sortKey: 'code',
        minWidth: 180,
        cell: (link) => (
          <Box>
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {shortUrlOf(link.short_path)}
            </Box>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
              {t('landsOn', { segment: `/${link.url_segment}` })}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'utm',
        header: t('columns.utm'),
        sortKey: 'utm_source',
        minWidth: 160,
        cell: (link) => (
          <Box sx={{ wordBreak: 'break-all' }}>
            {link.utm_source} / {link.utm_medium} / {link.utm_campaign}
          </Box>
        ),
      },
      {
        id: 'product',
        header: t('columns.product'),
        cell: (link) => t(`products.${link.product ?? 'any'}`),
      },
      ...trackingLinkCountKeys.map((key): DataTableColumn<TrackingLink> => ({
        id: key,
        header: t(`columns.${key}`),
        align: 'right',
        compact: true,
        cell: (link) => <span data-testid={`count-${key}`}>{numbers.format(link.counts[key])}</span>,
      })),
      {
        id: 'active',
        header: t('columns.status'),
        cell: (link) => (
          <StatusChip
            label={t(link.active ? 'status.active' : 'status.off')}
            tone={link.active ? 'success' : 'neutral'}
          />
        ),
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        sortKey: 'created_at',
        cell: (link) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(link.created_at, i18n.language)}
            {link.created_by_name ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {link.created_by_name}
              </Typography>
            ) : null}
          </Box>
        ),
      },
    ],
    [t, i18n.language, numbers],
  );

  const rowActions = useCallback(
    (link: TrackingLink): RowAction[] => [
      {
        label: t('actions.qr', { campaign: link.campaign }),
        icon: <QrCode2Icon fontSize="small" />,
        onClick: () => setShowing(link),
      },
      {
        label: t('actions.copy', { campaign: link.campaign }),
        icon: <ContentCopyIcon fontSize="small" />,
        onClick: () => void copy(link.short_path),
      },
      link.active
        ? {
            label: t('actions.switchOff', { campaign: link.campaign }),
            icon: <BlockIcon fontSize="small" />,
            color: 'error',
            onClick: () => setSwitchingOff(link),
          }
        : {
            label: t('actions.switchOn', { campaign: link.campaign }),
            icon: <CheckCircleOutlineIcon fontSize="small" />,
            onClick: () => setActive.mutate({ id: link.id, active: true }),
          },
    ],
    [t, copy, setActive],
  );

  const filtered = params.filters.partner_id !== undefined || params.filters.active !== undefined;
  return (
    <>
      <DataTable
        id="tracking-links"
        label={t('tableLabel')}
        columns={columns}
        result={links}
        rowKey={(link) => link.id}
        rowTestId={(link) => `tracking-link-row-${link.code}`}
        params={params}
        pageSizes={trackingLinkListParams.pageSizes}
        emptyTitle={t('empty')}
        emptyDescription={filtered || params.q ? t('emptyFiltered') : t('emptyHint')}
        searchLabel={t('search')}
        filters={
          <>
            <FilterSelect
              label={t('columns.partner')}
              value={params.filters.partner_id}
              allLabel={t('allPartners')}
              options={partners.map((partner) => ({ value: String(partner.id), label: partner.name }))}
              onChange={(value) => params.setFilter('partner_id', value)}
            />
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.active}
              allLabel={t('allStatuses')}
              options={[
                { value: 'true', label: t('status.active') },
                { value: 'false', label: t('status.off') },
              ]}
              onChange={(value) => params.setFilter('active', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      <TrackingLinkQrDialog link={showing} onClose={() => setShowing(null)} />
      <ConfirmDialog
        open={switchingOff !== null}
        title={t('switchOff.title')}
        subject={switchingOff ? t('switchOff.subject', { campaign: switchingOff.campaign }) : ''}
        confirmLabel={t('switchOff.confirm')}
        tone="danger"
        pending={setActive.isPending}
        onCancel={() => setSwitchingOff(null)}
        onConfirm={() =>
          switchingOff &&
          setActive.mutate({ id: switchingOff.id, active: false }, { onSettled: () => setSwitchingOff(null) })
        }
      />
    </>
  );
}
