/**
 * MIS rows Saakh could not match on its own, waiting for an admin: confirm the suggested application, pick another,
 * or mark the disbursal as not ours; a row that contradicts a disbursal Saakh recorded shows both and is decided by
 * keeping Saakh's figures or taking the lender's. Decided rows are one filter away.
 */
import BlockIcon from '@/components/ui/icons/Block';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import EditOutlinedIcon from '@/components/ui/icons/EditOutlined';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MisException, MisMatch, MisResolution } from '@saakh/domain/reconciliation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { toast } from '@/lib/toast';
import { useMisExceptions } from '../api/get-mis-exceptions';
import { useResolveMisException } from '../api/resolve-mis-exception';
import { useDisbursalText } from '../hooks/use-disbursal-text';
import { ExceptionStateFilter, exceptionStateOf } from './exception-state-filter';
import { FileRowCell } from './file-row-cell';
import { LabelledValues } from './labelled-values';
import { ReassignExceptionDialog } from './reassign-exception-dialog';

export const misExceptionParams: ListParamsOptions<'state'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'score', '-score'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['state'],
  prefix: 'exceptions',
};

const matchTones: Record<MisMatch, StatusTone> = {
  matched: 'success',
  probable: 'warning',
  unmatched: 'danger',
  disagrees: 'warning',
};
const resolutionTones: Record<MisResolution, StatusTone> = {
  auto: 'success',
  confirmed: 'success',
  reassigned: 'info',
  not_ours: 'neutral',
  kept_recorded: 'neutral',
  took_lender: 'info',
};

/**
 * The row's cells an admin needs to decide, in reading order. The disbursal's amount and date are shown as read
 * (the file may write "4,80,000" or "₹4.8 lakh"), beside Saakh's when it has one.
 */
const shownValues = ['customer_name', 'mobile', 'pan', 'lender_reference', 'utr'];

export type MisExceptionsTableProps = { params: ListParams<'state'> };

export function MisExceptionsTable({ params }: MisExceptionsTableProps) {
  const { t, i18n } = useTranslation('lender-files');
  const state = exceptionStateOf(params.filters.state);
  const exceptions = useMisExceptions({ ...params.query, state });
  const resolve = useResolveMisException();
  const [confirming, setConfirming] = useState<MisException | null>(null);
  const [notOurs, setNotOurs] = useState<MisException | null>(null);
  const [reassigning, setReassigning] = useState<MisException | null>(null);
  const [keeping, setKeeping] = useState<MisException | null>(null);
  const [taking, setTaking] = useState<MisException | null>(null);
  const language = i18n.language;
  const disbursal = useDisbursalText();

  const columns = useMemo<DataTableColumn<MisException>[]>(
    () => [
      {
        id: 'row',
        header: t('exceptions.columns.row'),
        rowHeader: true,
        minWidth: 160,
        cell: (row) => <FileRowCell fileName={row.file_name} rowNumber={row.row_number} />,
      },
      { id: 'lender', header: t('exceptions.columns.lender'), cell: (row) => row.lender_name ?? '—' },
      {
        id: 'values',
        header: t('exceptions.columns.values'),
        minWidth: 240,
        cell: (row) => (
          <LabelledValues
            values={shownValues
              .filter((key) => row.values[key] !== null && row.values[key] !== undefined && row.values[key] !== '')
              .map((key): [string, string] => [t(`columns.${key}`), String(row.values[key])])
              .concat([[t('exceptions.lenderSays'), disbursal(row.row_amount, row.row_on)]])
              .concat(
                row.recorded_amount !== null || row.recorded_on !== null
                  ? [
                      [
                        row.recorded_source
                          ? t('exceptions.saakhSaysFrom', { source: t(`exceptions.sources.${row.recorded_source}`) })
                          : t('exceptions.saakhSays'),
                        disbursal(row.recorded_amount, row.recorded_on),
                      ],
                    ]
                  : [],
              )}
          />
        ),
      },
      {
        id: 'score',
        header: t('exceptions.columns.score'),
        sortKey: 'score',
        align: 'right',
        cell: (row) => t('exceptions.score', { score: row.score }),
      },
      {
        id: 'match',
        header: t('exceptions.columns.match'),
        cell: (row) =>
          row.resolution ? (
            <StatusChip label={t(`resolutions.${row.resolution}`)} tone={resolutionTones[row.resolution]} />
          ) : (
            <StatusChip label={t(`matches.${row.match}`)} tone={matchTones[row.match]} />
          ),
      },
      {
        id: 'application',
        header: t('exceptions.columns.application'),
        minWidth: 200,
        cell: (row) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {row.application_id ?? t('exceptions.noSuggestion')}
          </Typography>
        ),
      },
      {
        id: 'created_at',
        header: t('exceptions.columns.created'),
        sortKey: 'created_at',
        cell: (row) => formatDate(row.created_at, language),
      },
    ],
    [t, language, disbursal],
  );

  const failed = (error: unknown) => toast(errorMessage(error, t('exceptions.failed')), 'error');
  const subjectOf = (row: MisException) => t('exceptions.subject', { file: row.file_name, row: row.row_number });

  return (
    <>
      <DataTable
        id="mis-exceptions"
        label={t('exceptions.label')}
        columns={columns}
        result={exceptions}
        rowKey={(row) => row.id}
        rowTestId={(row) => `mis-exception-${row.id}`}
        params={params}
        pageSizes={misExceptionParams.pageSizes}
        emptyTitle={state === 'open' ? t('exceptions.emptyOpen') : t('exceptions.empty')}
        emptyDescription={state === 'open' ? t('exceptions.emptyOpenHint') : undefined}
        filters={<ExceptionStateFilter value={state} onChange={(next) => params.setFilter('state', next)} />}
        rowActions={(row) => {
          const decided = row.resolution !== null;
          if (row.match === 'disagrees') {
            return [
              {
                label: t('exceptions.keep', { subject: subjectOf(row) }),
                icon: <CheckCircleOutlineIcon fontSize="small" />,
                color: 'primary',
                disabled: decided || resolve.isPending,
                onClick: () => setKeeping(row),
              },
              {
                label: t('exceptions.take', { subject: subjectOf(row) }),
                icon: <EditOutlinedIcon fontSize="small" />,
                disabled: decided || resolve.isPending,
                onClick: () => setTaking(row),
              },
            ];
          }
          return [
            {
              label: t('exceptions.confirm', { subject: subjectOf(row) }),
              icon: <CheckCircleOutlineIcon fontSize="small" />,
              color: 'primary',
              disabled: decided || row.application_id === null || resolve.isPending,
              onClick: () => setConfirming(row),
            },
            {
              label: t('exceptions.reassign', { subject: subjectOf(row) }),
              icon: <EditOutlinedIcon fontSize="small" />,
              disabled: decided || resolve.isPending,
              onClick: () => setReassigning(row),
            },
            {
              label: t('exceptions.notOurs', { subject: subjectOf(row) }),
              icon: <BlockIcon fontSize="small" />,
              color: 'error',
              disabled: decided || resolve.isPending,
              onClick: () => setNotOurs(row),
            },
          ];
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('exceptions.confirmTitle')}
        subject={
          confirming
            ? t('exceptions.confirmSubject', { subject: subjectOf(confirming), application: confirming.application_id })
            : ''
        }
        confirmLabel={t('exceptions.confirmAction')}
        tone="neutral"
        pending={resolve.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          resolve.mutate(
            { id: confirming.id, input: { action: 'confirm' } },
            { onSettled: () => setConfirming(null), onError: failed },
          )
        }
      />
      <ConfirmDialog
        open={notOurs !== null}
        title={t('exceptions.notOursTitle')}
        subject={notOurs ? t('exceptions.notOursSubject', { subject: subjectOf(notOurs) }) : ''}
        confirmLabel={t('exceptions.notOursAction')}
        pending={resolve.isPending}
        onCancel={() => setNotOurs(null)}
        onConfirm={() =>
          notOurs &&
          resolve.mutate(
            { id: notOurs.id, input: { action: 'not_ours' } },
            { onSettled: () => setNotOurs(null), onError: failed },
          )
        }
      />
      <ConfirmDialog
        open={keeping !== null}
        title={t('exceptions.keepTitle')}
        subject={
          keeping
            ? t('exceptions.keepSubject', {
                subject: subjectOf(keeping),
                recorded: disbursal(keeping.recorded_amount, keeping.recorded_on),
                lender: disbursal(keeping.row_amount, keeping.row_on),
              })
            : ''
        }
        confirmLabel={t('exceptions.keepAction')}
        tone="neutral"
        pending={resolve.isPending}
        onCancel={() => setKeeping(null)}
        onConfirm={() =>
          keeping &&
          resolve.mutate(
            { id: keeping.id, input: { action: 'keep_recorded' } },
            { onSettled: () => setKeeping(null), onError: failed },
          )
        }
      />
      <ConfirmDialog
        open={taking !== null}
        title={t('exceptions.takeTitle')}
        subject={
          taking
            ? t('exceptions.takeSubject', {
                application: taking.application_id,
                recorded: disbursal(taking.recorded_amount, taking.recorded_on),
                lender: disbursal(taking.row_amount, taking.row_on),
              })
            : ''
        }
        confirmLabel={t('exceptions.takeAction')}
        tone="neutral"
        pending={resolve.isPending}
        onCancel={() => setTaking(null)}
        onConfirm={() =>
          taking &&
          resolve.mutate(
            { id: taking.id, input: { action: 'take_lender' } },
            { onSettled: () => setTaking(null), onError: failed },
          )
        }
      />
      {reassigning ? (
        <ReassignExceptionDialog
          exception={reassigning}
          subject={subjectOf(reassigning)}
          onClose={() => setReassigning(null)}
        />
      ) : null}
    </>
  );
}
