/**
 * /admin/vendors-on-off (admin spec §1 "lenders on/off"): provider integrations and lenders, each switched on or
 * off. Switching off asks for a reason; switching on clears it.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lender } from '@saakh/domain/lenders';
import { vendorKinds, type Vendor } from '@saakh/domain/vendors';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { formatDateTime } from '@/lib/format';
import { useLenders } from '../api/get-lenders';
import { useVendors } from '../api/get-vendors';
import { useSwitchVendor } from '../api/switch-vendor';
import { useUpdateLender } from '../api/update-lender';
import { SwitchReasonDialog } from './switch-reason-dialog';
import { ProductFilter } from './product-filter';

export const vendorListParams: ListParamsOptions<'kind'> = {
  prefix: 'integrations',
  defaultSort: 'kind',
  sorts: ['kind', '-kind', 'name', '-name', 'updated_at', '-updated_at'],
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
  filters: ['kind'],
};

export const lenderSwitchParams: ListParamsOptions<'product'> = {
  prefix: 'lenders',
  defaultSort: 'name',
  sorts: ['name', '-name', 'lender_status', '-lender_status', 'updated_at', '-updated_at'],
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  filters: ['product'],
};

type Turning = { name: string; confirm: (reason: string) => Promise<unknown> } | null;

function StateChip({ on }: { on: boolean }) {
  const { t } = useTranslation('admin-catalogue');
  return <Chip size="small" color={on ? 'success' : 'default'} label={t(on ? 'vendors.on' : 'vendors.off')} />;
}

function Reason({ text }: { text: string | null }) {
  return (
    <Typography
      variant="body2"
      color={text ? 'text.primary' : 'text.secondary'}
      sx={{ minWidth: 200, maxWidth: 280, wordBreak: 'break-word' }}
    >
      {text ?? '—'}
    </Typography>
  );
}

export type VendorSwitchesProps = {
  vendorParams: ListParams<'kind'>;
  lenderParams: ListParams<'product'>;
};

export function VendorSwitches({ vendorParams, lenderParams }: VendorSwitchesProps) {
  const { t, i18n } = useTranslation(['admin-catalogue', 'domain']);
  const vendors = useVendors(vendorParams.query);
  const lenders = useLenders(lenderParams.query);
  const switchVendor = useSwitchVendor();
  const { mutateAsync: updateLender } = useUpdateLender();
  const [turning, setTurning] = useState<Turning>(null);

  const vendorColumns = useMemo<DataTableColumn<Vendor>[]>(
    () => [
      {
        id: 'name',
        header: t('vendors.columns.name'),
        sortKey: 'name',
        sticky: 'left',
        minWidth: 140,
        cell: (vendor) => <Typography sx={{ fontWeight: 'fontWeightBold' }}>{vendor.name}</Typography>,
      },
      {
        id: 'kind',
        header: t('vendors.columns.kind'),
        sortKey: 'kind',
        cell: (vendor) => t(`vendors.kinds.${vendor.kind}`, { defaultValue: vendor.kind }),
      },
      { id: 'state', header: t('vendors.columns.state'), cell: (vendor) => <StateChip on={vendor.enabled === 1} /> },
      {
        id: 'switch',
        header: t('vendors.columns.switch'),
        cell: (vendor) => (
          <Switch
            checked={vendor.enabled === 1}
            onChange={(event) => {
              if (event.target.checked) switchVendor.mutate({ id: vendor.id, input: { enabled: 1 } });
              else
                setTurning({
                  name: vendor.name,
                  confirm: (reason) => switchVendor.mutateAsync({ id: vendor.id, input: { enabled: 0, reason } }),
                });
            }}
            slotProps={{ input: { 'aria-label': t('vendors.switchLabel', { name: vendor.name }) } }}
          />
        ),
      },
      { id: 'reason', header: t('vendors.columns.reason'), cell: (vendor) => <Reason text={vendor.reason} /> },
      {
        id: 'updated',
        header: t('vendors.columns.updated'),
        sortKey: 'updated_at',
        cell: (vendor) => formatDateTime(vendor.updated_at, i18n.language),
      },
    ],
    [t, i18n.language, switchVendor],
  );

  const lenderColumns = useMemo<DataTableColumn<Lender>[]>(
    () => [
      {
        id: 'name',
        header: t('vendors.columns.name'),
        sortKey: 'name',
        sticky: 'left',
        minWidth: 140,
        cell: (lender) => <Typography sx={{ fontWeight: 'fontWeightBold' }}>{lender.name}</Typography>,
      },
      {
        id: 'product',
        header: t('vendors.columns.product'),
        cell: (lender) => t(`lenders.filter.${lender.product}`),
      },
      {
        id: 'state',
        header: t('vendors.columns.state'),
        sortKey: 'lender_status',
        cell: (lender) => <StateChip on={lender.lender_status === 1} />,
      },
      {
        id: 'switch',
        header: t('vendors.columns.switch'),
        cell: (lender) => (
          <Switch
            checked={lender.lender_status === 1}
            onChange={(event) => {
              const change = (value: 0 | 1, reason?: string) =>
                updateLender({ lender_id: lender.lender_id, property: 'lender_status', value, reason });
              if (event.target.checked) change(1).catch(() => undefined);
              else setTurning({ name: lender.name, confirm: (reason) => change(0, reason) });
            }}
            slotProps={{ input: { 'aria-label': t('vendors.switchLabel', { name: lender.name }) } }}
          />
        ),
      },
      { id: 'reason', header: t('vendors.columns.reason'), cell: (lender) => <Reason text={lender.status_reason} /> },
      {
        id: 'updated',
        header: t('vendors.columns.updated'),
        sortKey: 'updated_at',
        cell: (lender) => formatDateTime(lender.updated_at, i18n.language),
      },
    ],
    [t, i18n.language, updateLender],
  );

  return (
    <Stack spacing={3}>
      <section aria-labelledby="vendors-integrations">
        <Typography id="vendors-integrations" variant="h6" component="h2" gutterBottom>
          {t('vendors.integrations')}
        </Typography>
        <DataTable
          id="vendors"
          label={t('vendors.integrations')}
          columns={vendorColumns}
          result={vendors}
          rowKey={(vendor) => vendor.id}
          rowTestId={(vendor) => `vendor-row-${vendor.key}`}
          params={vendorParams}
          pageSizes={vendorListParams.pageSizes}
          emptyTitle={t('vendors.emptyVendors')}
          filters={
            <FilterSelect
              label={t('vendors.columns.kind')}
              value={vendorParams.filters.kind}
              allLabel={t('vendors.allKinds')}
              options={vendorKinds.map((kind) => ({ value: kind, label: t(`vendors.kinds.${kind}`) }))}
              onChange={(kind) => vendorParams.setFilter('kind', kind)}
            />
          }
        />
      </section>
      <section aria-labelledby="vendors-lenders">
        <Typography id="vendors-lenders" variant="h6" component="h2" gutterBottom>
          {t('vendors.lenders')}
        </Typography>
        <DataTable
          id="vendor-lenders"
          label={t('vendors.lenders')}
          columns={lenderColumns}
          result={lenders}
          rowKey={(lender) => lender.lender_id}
          rowTestId={(lender) => `vendor-lender-${lender.lender_id}`}
          params={lenderParams}
          pageSizes={lenderSwitchParams.pageSizes}
          emptyTitle={t('lenders.empty')}
          searchLabel={t('lenders.search')}
          filters={
            <ProductFilter
              value={lenderParams.filters.product}
              onChange={(product) => lenderParams.setFilter('product', product)}
            />
          }
        />
      </section>
      {turning ? (
        <SwitchReasonDialog name={turning.name} onClose={() => setTurning(null)} onConfirm={turning.confirm} />
      ) : null}
    </Stack>
  );
}
