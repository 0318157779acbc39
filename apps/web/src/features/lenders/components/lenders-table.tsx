import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lender, LenderProperty } from '@saakh/domain/lenders';
import { loanProductCodes } from '@saakh/domain/product-types';
import type { SmartListOption } from '@saakh/domain/smart-lists';
import { useDeleteLender } from '../api/delete-lender';
import { useUpdateLender } from '../api/update-lender';
import { ConfirmDialog } from './confirm-dialog';
import type { NumberCellProperty } from './editable-number-cell';
import { LenderRow, type LenderDialogKind, type LenderRowLabels } from './lender-row';
import { RenameLenderDialog } from './rename-lender-dialog';
import { SpecialOfferDialog } from './special-offer-dialog';

/** At 360 px the pager wraps instead of pushing its arrows out of sight. */
const paginationSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
};

export type LendersTableProps = {
  lenders: readonly Lender[];
  ticketOptions: readonly SmartListOption[];
  scoreOptions: readonly SmartListOption[];
  /** Changes with the filter and the search; a new value goes back to the first page. */
  resetKey: string;
};

/**
 * Pages keep the table's DOM small: with 1,000 lenders on screen at once every style recalculation (a toast, an
 * input opening) walks ~90,000 elements and the page stutters; 50 rows stay smooth.
 */
const PAGE_SIZES = [25, 50, 100];
const DEFAULT_PAGE_SIZE = 50;

const columnKeys = [
  'name',
  'min_income',
  'max_income',
  'min_age',
  'max_age',
  'ticket_class',
  'credit_score_class',
  'salaried',
  'self_employed',
  'business',
  'priority',
  'lender_status',
  'so_status',
  'actions',
] as const;

type DialogState = { kind: LenderDialogKind; lender: Lender } | null;

/** The 14-column lender table (admin spec §2.2) with its row dialogs. */
export function LendersTable({ lenders, ticketOptions, scoreOptions, resetKey }: LendersTableProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const { mutateAsync: update } = useUpdateLender();
  const remove = useDeleteLender();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);

  // Edits replace the list on every answer; only a new filter or search goes back to the first page.
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setPage(0);
  }
  // A deletion may empty the last page: show the page before it.
  const lastPage = Math.max(0, Math.ceil(lenders.length / size) - 1);
  const shownPage = Math.min(page, lastPage);

  const labels = useMemo<LenderRowLabels>(
    () => ({
      columns: {
        min_income: t('lenders.columns.min_income'),
        max_income: t('lenders.columns.max_income'),
        min_age: t('lenders.columns.min_age'),
        max_age: t('lenders.columns.max_age'),
        ticket_class: t('lenders.columns.ticket_class'),
        credit_score_class: t('lenders.columns.credit_score_class'),
        salaried: t('lenders.columns.salaried'),
        self_employed: t('lenders.columns.self_employed'),
        business: t('lenders.columns.business'),
        priority: t('lenders.columns.priority'),
        lender_status: t('lenders.columns.lender_status'),
        so_status: t('lenders.columns.so_status'),
      },
      products: Object.fromEntries(
        loanProductCodes.map((code) => [code, t(`lenders.filter.${code}`)]),
      ) as LenderRowLabels['products'],
      notSet: t('notSet'),
      editHint: t('lenders.editHint'),
      open: t('lenders.open'),
      edit: t('edit'),
      delete: t('delete'),
      specialOffer: t('specialOffer.edit'),
      noOffer: t('specialOffer.none'),
    }),
    [t],
  );

  const onNumber = useCallback(
    (lenderId: number, property: NumberCellProperty, value: number | null) =>
      update({ lender_id: lenderId, property, value }),
    [update],
  );
  const onChange = useCallback(
    (lenderId: number, property: LenderProperty, value: number | null) => {
      update({ lender_id: lenderId, property, value }).catch(() => undefined);
    },
    [update],
  );
  const onDialog = useCallback((kind: LenderDialogKind, lender: Lender) => setDialog({ kind, lender }), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  const shown = lenders.slice(shownPage * size, shownPage * size + size);

  return (
    <>
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 300px)' } }}>
          <Table stickyHeader size="small" aria-label={t('lenders.tableLabel')}>
            <TableHead>
              <TableRow>
                {columnKeys.map((key) => (
                  <TableCell key={key} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {t(`lenders.columns.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columnKeys.length} align="center" sx={{ py: 6 }}>
                    <Typography>{t('lenders.empty')}</Typography>
                  </TableCell>
                </TableRow>
              ) : (
                shown.map((lender) => (
                  <LenderRow
                    key={lender.lender_id}
                    lender={lender}
                    labels={labels}
                    ticketOptions={ticketOptions}
                    scoreOptions={scoreOptions}
                    onNumber={onNumber}
                    onChange={onChange}
                    onDialog={onDialog}
                  />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {lenders.length > 0 ? (
          <TablePagination
            component="div"
            count={lenders.length}
            page={shownPage}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('audit.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('audit.displayed', { from, to, count })}
            getItemAriaLabel={(type) => t(`audit.page.${type}`)}
            sx={paginationSx}
          />
        ) : null}
      </Paper>

      {dialog?.kind === 'specialOffer' ? <SpecialOfferDialog lender={dialog.lender} onClose={closeDialog} /> : null}
      {dialog?.kind === 'rename' ? <RenameLenderDialog lender={dialog.lender} onClose={closeDialog} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        subject={dialog?.kind === 'delete' ? t('lenders.deleteSubject', { name: dialog.lender.name }) : ''}
        pending={remove.isPending}
        onCancel={closeDialog}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate({ lender_id: dialog.lender.lender_id }, { onSuccess: closeDialog });
        }}
      />
    </>
  );
}
