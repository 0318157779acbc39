/** /admin/customer-eligibility: the eligibility texts partners read for each lender (admin spec §2.8), edited per lender. */
import EditIcon from '@/components/ui/icons/Edit';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eligibilityColumnProperties } from '@saakh/domain/eligibility';
import { lenderPropertyValueSchemas, type Lender } from '@saakh/domain/lenders';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog, type EditValues } from '@/components/ui/edit-field-dialog';
import { useLenders } from '../api/get-lenders';
import { useUpdateEligibility, type EligibilityColumn } from '../api/update-eligibility';
import { ProductFilter } from './product-filter';

export const eligibilityListParams: ListParamsOptions<'product'> = {
  defaultSort: 'name',
  sorts: ['name', '-name', 'priority', '-priority', 'lender_status', '-lender_status'],
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  filters: ['product'],
};

/** The text columns in the order partners read them. */
const textColumns = Object.keys(eligibilityColumnProperties) as EligibilityColumn[];

function texts(lender: Lender): EditValues {
  return Object.fromEntries(textColumns.map((column) => [column, lender[eligibilityColumnProperties[column]] ?? '']));
}

export type EligibilityTableProps = { params: ListParams<'product'> };

export function EligibilityTable({ params }: EligibilityTableProps) {
  const { t } = useTranslation('admin-catalogue');
  const lenders = useLenders(params.query);
  const save = useUpdateEligibility();
  const [editing, setEditing] = useState<Lender | null>(null);

  const columns = useMemo<DataTableColumn<Lender>[]>(
    () => [
      {
        id: 'name',
        header: t('eligibility.columns.name'),
        sortKey: 'name',
        sticky: 'left',
        minWidth: 160,
        cell: (lender) => (
          <>
            <Typography sx={{ fontWeight: 'fontWeightBold' }}>{lender.name}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t(`lenders.filter.${lender.product}`)}
            </Typography>
          </>
        ),
      },
      ...textColumns.map((column): DataTableColumn<Lender> => ({
        id: column,
        header: t(`eligibility.columns.${column}`),
        minWidth: column === 'lender_journey' ? 240 : 140,
        cell: (lender) => (
          <Typography
            variant="body2"
            color={lender[eligibilityColumnProperties[column]] ? 'text.primary' : 'text.secondary'}
          >
            {lender[eligibilityColumnProperties[column]] ?? '—'}
          </Typography>
        ),
      })),
    ],
    [t],
  );

  return (
    <>
      <DataTable
        id="eligibility"
        label={t('eligibility.title')}
        columns={columns}
        result={lenders}
        rowKey={(lender) => lender.lender_id}
        rowTestId={(lender) => `eligibility-row-${lender.lender_id}`}
        params={params}
        pageSizes={eligibilityListParams.pageSizes}
        emptyTitle={t('lenders.empty')}
        searchLabel={t('lenders.search')}
        filters={
          <ProductFilter value={params.filters.product} onChange={(product) => params.setFilter('product', product)} />
        }
        rowActions={(lender) => [
          {
            label: t('eligibility.edit', { name: lender.name }),
            icon: <EditIcon fontSize="small" />,
            onClick: () => setEditing(lender),
          },
        ]}
      />
      {editing ? (
        <EditFieldDialog
          title={t('eligibility.editTitle', { name: editing.name })}
          fields={textColumns.map((column) => ({
            name: column,
            label: t(`eligibility.columns.${column}`),
            kind: 'multiline' as const,
            maxLength: column === 'lender_journey' ? 2000 : 300,
          }))}
          initialValues={texts(editing)}
          validate={(values) =>
            Object.fromEntries(
              textColumns.flatMap((column) => {
                const parsed = lenderPropertyValueSchemas[eligibilityColumnProperties[column]].safeParse(
                  values[column],
                );
                return parsed.success ? [] : [[column, parsed.error.issues[0]?.message ?? 'invalidValue']];
              }),
            )
          }
          blockWhenInvalid
          submitLabel={t('save')}
          onSubmit={(values) => {
            const before = texts(editing);
            const changes: Partial<Record<EligibilityColumn, string | null>> = {};
            for (const column of textColumns) {
              const value = String(values[column] ?? '').trim();
              if (value !== String(before[column] ?? '').trim()) changes[column] = value === '' ? null : value;
            }
            return save.mutateAsync({ lenderId: editing.lender_id, changes });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
