/**
 * The lender table of /admin/lenders (admin spec §2.2): 14 columns over one page of the list, the name kept in view
 * while the table scrolls sideways; numbers edited in place and saved on blur, checkboxes and dropdowns saved at
 * once, the special offer, rename and delete dialogs.
 */
import DeleteIcon from '@/components/ui/icons/Delete';
import EditIcon from '@/components/ui/icons/Edit';
import LocalOfferIcon from '@/components/ui/icons/LocalOffer';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import { isLocale } from '@saakh/domain/i18n';
import {
  lenderColumnLabels,
  lenderNameSchema,
  lenderSortColumns,
  LENDER_NAME_MAX,
  type Lender,
  type LenderColumn,
  type LenderProperty,
} from '@saakh/domain/lenders';
import { listQueryString } from '@saakh/domain/list-query-string';
import { formatRupees } from '@saakh/domain/money';
import { loanProductCodes, type LoanProductCode } from '@saakh/domain/product-types';
import type { SmartListOption, SmartListsResult } from '@saakh/domain/smart-lists';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useDeleteLender } from '../api/delete-lender';
import { useLenders } from '../api/get-lenders';
import { useRenameLender } from '../api/rename-lender';
import { useUpdateLender } from '../api/update-lender';
import { useUpdateSpecialOffer } from '../api/update-special-offer';
import { lenderNameAsTyped } from '../utils/typed-filters';
import { EditableNumberCell, type NumberCellProperty } from './editable-number-cell';

/** The list's URL state: the spec's product toggle is `filter`, as the page has always kept it. */
export const lenderListParams: ListParamsOptions<'filter'> = {
  defaultSort: '-priority',
  sorts: lenderSortColumns.flatMap((column) => [column, `-${column}`]),
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  filters: ['filter'],
};

const productFilters = ['all', ...loanProductCodes] as const;
type ProductFilter = (typeof productFilters)[number];

type FlagProperty = Extract<LenderProperty, 'salaried' | 'self_employed' | 'business' | 'lender_status' | 'so_status'>;
type DialogState = { kind: 'rename' | 'specialOffer' | 'delete'; lender: Lender } | null;

/** data-* keys are only allowed as JSX attributes, so slot props carrying them are typed here once. */
function inputAttributes(attributes: Record<string, string>): InputHTMLAttributes<HTMLInputElement> {
  return attributes;
}

function of(label: string, name: string): string {
  return `${label} · ${name}`;
}

export type LendersTableProps = {
  params: ListParams<'filter'>;
  smartLists: SmartListsResult | undefined;
};

const noOptions: readonly SmartListOption[] = [];
const renameSchema = z.object({ name: lenderNameSchema });

export function LendersTable({ params, smartLists }: LendersTableProps) {
  const { t, i18n } = useTranslation(['admin-catalogue', 'domain']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const label = useCallback((column: LenderColumn) => lenderColumnLabels[column][locale], [locale]);
  const { filter, ...rest } = params.query;
  const product = productFilters.includes(filter as ProductFilter) && filter !== 'all' ? String(filter) : undefined;
  const apiQuery = product ? { ...rest, product } : rest;
  const lenders = useLenders(apiQuery);
  const { mutateAsync: update } = useUpdateLender();
  const remove = useDeleteLender();
  const rename = useRenameLender();
  const specialOffer = useUpdateSpecialOffer();
  const [dialog, setDialog] = useState<DialogState>(null);
  const ticketOptions = smartLists?.ticketClass ?? noOptions;
  const scoreOptions = smartLists?.creditScoreClass ?? noOptions;

  const change = useCallback(
    (lenderId: number, property: LenderProperty, value: number | null) => {
      update({ lender_id: lenderId, property, value }).catch(() => undefined);
    },
    [update],
  );
  const saveNumber = useCallback(
    (lenderId: number, property: NumberCellProperty, value: number | null) =>
      update({ lender_id: lenderId, property, value }),
    [update],
  );

  const columns = useMemo<DataTableColumn<Lender>[]>(() => {
    const numberColumn = (
      property: NumberCellProperty,
      format?: (value: number) => string,
    ): DataTableColumn<Lender> => ({
      id: property,
      header: label(property),
      sortKey: property,
      cell: (lender) => (
        <EditableNumberCell
          lender={lender}
          property={property}
          label={of(label(property), lender.name)}
          editHint={t('lenders.editHint')}
          format={format}
          onSave={saveNumber}
        />
      ),
    });
    const flagColumn = (property: FlagProperty): DataTableColumn<Lender> => ({
      id: property,
      header: label(property),
      compact: true,
      align: 'center',
      cell: (lender) => (
        <Checkbox
          size="small"
          checked={lender[property] === 1}
          onChange={(event) => change(lender.lender_id, property, event.target.checked ? 1 : 0)}
          slotProps={{
            input: inputAttributes({
              'aria-label': of(label(property), lender.name),
              'data-testid': `${property}-${lender.lender_id}`,
            }),
          }}
        />
      ),
    });
    const selectColumn = (
      property: 'ticket_class' | 'credit_score_class',
      options: readonly SmartListOption[],
    ): DataTableColumn<Lender> => ({
      id: property,
      header: label(property),
      sortKey: property,
      cell: (lender) => {
        const selectInput = {
          'aria-label': of(label(property), lender.name),
          'data-testid': `${property}-${lender.lender_id}`,
        };
        return (
          <NativeSelect
            value={lender[property] ?? ''}
            onChange={(event) =>
              change(lender.lender_id, property, event.target.value === '' ? null : Number(event.target.value))
            }
            inputProps={selectInput}
            sx={{ minWidth: 150, fontSize: 'inherit' }}
          >
            <option value="">{t('notSet')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.value}
              </option>
            ))}
          </NativeSelect>
        );
      },
    });
    return [
      {
        id: 'name',
        header: label('name'),
        sortKey: 'name',
        sticky: 'left',
        minWidth: 160,
        cell: (lender) => (
          <>
            <Link
              component={RouterLink}
              to={`/admin/lenders/${lender.lender_id}`}
              aria-label={of(t('lenders.open'), lender.name)}
              sx={{ fontWeight: 'fontWeightBold' }}
            >
              {lender.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="p">
              {t(`lenders.filter.${lender.product}`)}
            </Typography>
          </>
        ),
      },
      numberColumn('min_income', formatRupees),
      numberColumn('max_income', formatRupees),
      numberColumn('min_age'),
      numberColumn('max_age'),
      selectColumn('ticket_class', ticketOptions),
      selectColumn('credit_score_class', scoreOptions),
      flagColumn('salaried'),
      flagColumn('self_employed'),
      flagColumn('business'),
      numberColumn('priority'),
      flagColumn('lender_status'),
      {
        id: 'so_status',
        header: label('so_status'),
        minWidth: 180,
        cell: (lender) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Checkbox
              size="small"
              checked={lender.so_status === 1}
              onChange={(event) => change(lender.lender_id, 'so_status', event.target.checked ? 1 : 0)}
              slotProps={{
                input: inputAttributes({
                  'aria-label': of(label('so_status'), lender.name),
                  'data-testid': `so_status-${lender.lender_id}`,
                }),
              }}
            />
            <IconButton
              size="small"
              aria-label={of(t('specialOffer.edit'), lender.name)}
              onClick={() => setDialog({ kind: 'specialOffer', lender })}
            >
              <LocalOfferIcon fontSize="small" />
            </IconButton>
            <Typography
              variant="body2"
              noWrap
              sx={{ maxWidth: 120 }}
              color={lender.so_text ? 'text.primary' : 'text.secondary'}
            >
              {lender.so_text ?? t('specialOffer.none')}
            </Typography>
          </Box>
        ),
      },
    ];
  }, [label, t, change, saveNumber, ticketOptions, scoreOptions]);

  const rowActions = useCallback(
    (lender: Lender) => [
      {
        label: of(t('edit'), lender.name),
        icon: <EditIcon fontSize="small" />,
        onClick: () => setDialog({ kind: 'rename', lender }),
      },
      {
        label: of(t('delete'), lender.name),
        icon: <DeleteIcon fontSize="small" />,
        color: 'error' as const,
        onClick: () => setDialog({ kind: 'delete', lender }),
      },
    ],
    [t],
  );

  const exportQuery = { sort: params.sort, q: params.q.trim() || undefined, product };
  const closeDialog = () => setDialog(null);

  return (
    <>
      <DataTable
        id="lenders"
        label={t('lenders.tableLabel')}
        columns={columns}
        result={lenders}
        rowKey={(lender) => lender.lender_id}
        rowTestId={(lender) => `lender-row-${lender.lender_id}`}
        params={params}
        pageSizes={lenderListParams.pageSizes}
        emptyTitle={t('lenders.empty')}
        searchLabel={t('lenders.search')}
        filters={
          <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={product ?? 'all'}
              onChange={(_event, next: ProductFilter | null) => {
                if (next) params.setFilter('filter', next === 'all' ? null : next);
              }}
              aria-label={t('lenders.filterLabel')}
            >
              {productFilters.map((code) => (
                <ToggleButton key={code} value={code} sx={{ whiteSpace: 'nowrap' }}>
                  {t(`lenders.filter.${code}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        }
        exportHref={(format) => `/api/admin/lenders/export${listQueryString({ ...exportQuery, format })}`}
        rowActions={rowActions}
      />

      {dialog?.kind === 'rename' ? (
        <EditFieldDialog
          title={t('lenders.editTitle')}
          fields={[
            {
              name: 'name',
              label: t('lenders.name'),
              kind: 'text',
              asTyped: lenderNameAsTyped,
              maxLength: LENDER_NAME_MAX,
              helper: t('lenders.nameHint'),
            },
          ]}
          initialValues={{ name: dialog.lender.name }}
          validate={(values) => schemaProblems(renameSchema, values)}
          blockWhenInvalid
          onSubmit={(values) => rename.mutateAsync({ lender_id: dialog.lender.lender_id, name: String(values.name) })}
          onClose={closeDialog}
          maxWidth="xs"
        />
      ) : null}
      {dialog?.kind === 'specialOffer' ? (
        <EditFieldDialog
          title={t('specialOffer.title', { name: dialog.lender.name })}
          fields={[
            { name: 'so_text', label: t('specialOffer.text'), kind: 'multiline', maxLength: 500 },
            { name: 'so_text_hi', label: t('specialOffer.textHi'), kind: 'multiline', maxLength: 500, optional: true },
            { name: 'so_date_start', label: t('specialOffer.start'), kind: 'date', optional: true },
            { name: 'so_date_end', label: t('specialOffer.end'), kind: 'date', optional: true },
            {
              name: 'so_processing_fee',
              label: t('specialOffer.flatFee'),
              kind: 'number',
              optional: true,
              startAdornment: '₹',
              helper: t('specialOffer.flatFeeHint'),
            },
          ]}
          initialValues={{
            so_text: dialog.lender.so_text ?? '',
            so_text_hi: dialog.lender.so_text_hi ?? '',
            so_date_start: dialog.lender.so_date_start,
            so_date_end: dialog.lender.so_date_end,
            so_processing_fee:
              dialog.lender.so_processing_fee === null ? null : String(dialog.lender.so_processing_fee),
          }}
          validate={({ so_date_start: start, so_date_end: end }) =>
            typeof start === 'string' && typeof end === 'string' && end < start
              ? { so_date_end: 'offerEndBeforeStart' }
              : {}
          }
          blockWhenInvalid
          submitLabel={t('save')}
          onSubmit={(values) => {
            const text = typeof values.so_text === 'string' ? values.so_text.trim() : '';
            const hindi = typeof values.so_text_hi === 'string' ? values.so_text_hi.trim() : '';
            return specialOffer.mutateAsync({
              lender_id: dialog.lender.lender_id,
              so_text: text === '' ? null : text,
              so_text_hi: hindi === '' ? null : hindi,
              so_date_start: typeof values.so_date_start === 'string' ? values.so_date_start : null,
              so_date_end: typeof values.so_date_end === 'string' ? values.so_date_end : null,
              so_processing_fee:
                typeof values.so_processing_fee === 'string' && values.so_processing_fee !== ''
                  ? Number(values.so_processing_fee)
                  : null,
            });
          }}
          onClose={closeDialog}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        subject={dialog?.kind === 'delete' ? t('lenders.deleteSubject', { name: dialog.lender.name }) : ''}
        pending={remove.isPending}
        onCancel={closeDialog}
        onConfirm={() => {
          if (dialog?.kind === 'delete')
            remove.mutate({ lender_id: dialog.lender.lender_id }, { onSuccess: closeDialog });
        }}
      />
    </>
  );
}

export type LenderProductFilter = LoanProductCode | 'all';
