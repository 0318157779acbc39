/**
 * The missing-Hindi check (decision 025): every admin-entered text customers or partners read in English only, with
 * the way to the editor where its Hindi is entered.
 */
import EditIcon from '@/components/ui/icons/Edit';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  hindiContentEntities,
  hindiContentLabels,
  missingHindiSortColumns,
  type MissingHindiItem,
} from '@saakh/domain/hindi-content';
import { isLocale } from '@saakh/domain/i18n';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { useMissingHindi } from '../api/get-missing-hindi';

type MissingHindiFilter = 'entity';

export const missingHindiListParams: ListParamsOptions<MissingHindiFilter> = {
  defaultSort: 'entity',
  sorts: missingHindiSortColumns.flatMap((column) => [column, `-${column}`]),
  pageSizes: [50, 100, 200],
  defaultPageSize: 50,
  filters: ['entity'],
};

/** Where an admin enters the Hindi of a row; insurance texts are kept with the release, not edited here. */
function editorPath(item: MissingHindiItem): string | null {
  if (item.entity === 'lender') return `/admin/lenders/${item.id}`;
  if (item.entity === 'credit_card') return `/admin/credit-cards?q=${encodeURIComponent(item.name)}`;
  return null;
}

export type MissingHindiTableProps = { params: ListParams<MissingHindiFilter> };

export function MissingHindiTable({ params }: MissingHindiTableProps) {
  const { t, i18n } = useTranslation('hindi-content');
  const navigate = useNavigate();
  const result = useMissingHindi(params.query);
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const label = useCallback(
    (key: string) => hindiContentLabels[key as keyof typeof hindiContentLabels]?.[language] ?? key,
    [language],
  );

  const columns = useMemo<DataTableColumn<MissingHindiItem>[]>(
    () => [
      {
        id: 'entity',
        header: t('columns.entity'),
        sortKey: 'entity',
        cell: (item) => label(item.entity),
      },
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 160,
        cell: (item) => item.name,
      },
      { id: 'field', header: t('columns.field'), sortKey: 'field', cell: (item) => label(item.field) },
      {
        id: 'english',
        header: t('columns.english'),
        minWidth: 240,
        cell: (item) => (
          <Typography variant="body2" lang="en" sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
            {item.english}
          </Typography>
        ),
      },
    ],
    [t, label],
  );

  const rowActions = useCallback(
    (item: MissingHindiItem): RowAction[] => {
      const path = editorPath(item);
      return path
        ? [
            {
              label: t('actions.edit', { field: label(item.field), name: item.name }),
              icon: <EditIcon fontSize="small" />,
              onClick: () => navigate(path),
            },
          ]
        : [];
    },
    [t, label, navigate],
  );

  return (
    <DataTable
      id="missing-hindi"
      label={t('tableLabel')}
      columns={columns}
      result={result}
      rowKey={(item) => `${item.entity}-${item.id}-${item.field}`}
      rowTestId={(item) => `missing-hindi-${item.entity}-${item.id}-${item.field}`}
      params={params}
      pageSizes={missingHindiListParams.pageSizes}
      emptyTitle={t('empty')}
      emptyDescription={params.filters.entity || params.q ? t('emptyFiltered') : t('emptyAll')}
      searchLabel={t('search')}
      filters={
        <FilterSelect
          label={t('columns.entity')}
          value={params.filters.entity}
          allLabel={t('allEntities')}
          options={hindiContentEntities.map((entity) => ({ value: entity, label: label(entity) }))}
          onChange={(value) => params.setFilter('entity', value)}
        />
      }
      rowActions={rowActions}
      actionsHeader={t('columns.actions')}
    />
  );
}
