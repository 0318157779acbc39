/**
 * Status-file rows that contradict what the lender's API said of the same application (decision 044): they were not
 * applied, and an admin keeps the API's value or takes the file's. Decided rows are one filter away.
 */
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import EditOutlinedIcon from '@/components/ui/icons/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { FeedDisagreement, FeedDisagreementResolution } from '@saakh/domain/reconciliation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessage } from '@/lib/api-client';
import { applicationStatusTones } from '@/lib/application-status';
import { formatDate } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useFeedDisagreements } from '../api/get-feed-disagreements';
import { useResolveFeedDisagreement } from '../api/resolve-feed-disagreement';
import { useDisbursalText } from '../hooks/use-disbursal-text';
import { ExceptionStateFilter, exceptionStateOf } from './exception-state-filter';
import { FileRowCell } from './file-row-cell';
import { LabelledValues } from './labelled-values';

export const feedDisagreementParams: ListParamsOptions<'state'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['state'],
  prefix: 'feed',
};

const resolutionTones: Record<FeedDisagreementResolution, StatusTone> = { kept_live: 'neutral', took_file: 'info' };

type Side = { status: ApplicationStatus; amount: number | null; on: string | null };
type Deciding = { row: FeedDisagreement; action: 'keep_live' | 'take_file' };

const fileSide = (row: FeedDisagreement): Side => ({
  status: row.file_status,
  amount: row.file_amount,
  on: row.file_on,
});
const liveSide = (row: FeedDisagreement): Side => ({
  status: row.live_status,
  amount: row.live_amount,
  on: row.live_on,
});
const hasDisbursal = (side: Side) => side.amount !== null || side.on !== null;

export type FeedDisagreementsTableProps = {
  params: ListParams<'state'>;
  /** Where an application's reference leads, when the page has somewhere to show it. */
  applicationPath?: (row: FeedDisagreement) => string;
};

export function FeedDisagreementsTable({ params, applicationPath }: FeedDisagreementsTableProps) {
  const { t, i18n } = useTranslation('lender-files');
  const state = exceptionStateOf(params.filters.state);
  const disagreements = useFeedDisagreements({ ...params.query, state });
  const resolve = useResolveFeedDisagreement();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const language = i18n.language;
  const disbursal = useDisbursalText();

  /** A side in words, for the dialogs: "Disbursed, ₹7,00,000 on 27 Nov 2026" or "Approved". */
  const sideText = useCallback(
    (side: Side) => {
      const status = t(`applicationStatus.${side.status}`);
      return hasDisbursal(side)
        ? t('feed.statusWithDisbursal', { status, disbursal: disbursal(side.amount, side.on) })
        : status;
    },
    [t, disbursal],
  );

  const columns = useMemo<DataTableColumn<FeedDisagreement>[]>(() => {
    const side = (value: Side) => (
      <>
        <StatusChip label={t(`applicationStatus.${value.status}`)} tone={applicationStatusTones[value.status]} />
        {hasDisbursal(value) ? <span>{disbursal(value.amount, value.on)}</span> : null}
      </>
    );
    const sideSx = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75 } as const;
    return [
      {
        id: 'row',
        header: t('exceptions.columns.row'),
        rowHeader: true,
        minWidth: 160,
        cell: (row) => <FileRowCell fileName={row.file_name} rowNumber={row.row_number} />,
      },
      {
        id: 'application',
        header: t('feed.columns.application'),
        minWidth: 160,
        cell: (row) => {
          const reference = row.application_reference ?? row.application_id;
          return (
            <>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}>
                {applicationPath ? (
                  <Link component={RouterLink} to={applicationPath(row)}>
                    {reference}
                  </Link>
                ) : (
                  reference
                )}
              </Typography>
              {row.application_reference ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                >
                  {row.application_id}
                </Typography>
              ) : null}
            </>
          );
        },
      },
      { id: 'lender', header: t('exceptions.columns.lender'), cell: (row) => row.lender_name ?? '—' },
      {
        id: 'values',
        header: t('feed.columns.values'),
        minWidth: 260,
        cell: (row) => (
          <LabelledValues
            values={[
              [t('exceptions.lenderSays'), <Box sx={sideSx}>{side(fileSide(row))}</Box>],
              [
                t('feed.liveFrom', { source: t(`exceptions.sources.${row.live_source}`) }),
                <Box sx={sideSx}>
                  {side(liveSide(row))}
                  <span aria-hidden="true">·</span>
                  <RelativeTime value={row.live_at} />
                </Box>,
              ],
            ]}
          />
        ),
      },
      {
        id: 'resolution',
        header: t('feed.columns.resolution'),
        cell: (row) =>
          row.resolution ? (
            <StatusChip label={t(`feed.resolutions.${row.resolution}`)} tone={resolutionTones[row.resolution]} />
          ) : (
            <StatusChip label={t('feed.open')} tone="warning" />
          ),
      },
      {
        id: 'created_at',
        header: t('exceptions.columns.created'),
        sortKey: 'created_at',
        cell: (row) => formatDate(row.created_at, language),
      },
    ];
  }, [t, language, disbursal, applicationPath]);

  const subjectOf = (row: FeedDisagreement) => t('exceptions.subject', { file: row.file_name, row: row.row_number });
  const open = (row: FeedDisagreement, action: Deciding['action']) => {
    setFailure(null);
    setDeciding({ row, action });
  };
  const close = () => {
    setDeciding(null);
    setFailure(null);
  };

  const dialogText = (() => {
    if (!deciding) return '';
    const { row, action } = deciding;
    const texts = {
      subject: subjectOf(row),
      application: row.application_reference ?? row.application_id,
      live: sideText(liveSide(row)),
      file: sideText(fileSide(row)),
      source: t(`exceptions.sources.${row.live_source}`),
    };
    if (action === 'keep_live') return t('feed.keepSubject', texts);
    return row.file_status === row.live_status ? t('feed.takeDisbursalSubject', texts) : t('feed.takeSubject', texts);
  })();

  return (
    <>
      <DataTable
        id="feed-disagreements"
        label={t('feed.label')}
        columns={columns}
        result={disagreements}
        rowKey={(row) => row.id}
        rowTestId={(row) => `feed-disagreement-${row.id}`}
        params={params}
        pageSizes={feedDisagreementParams.pageSizes}
        emptyTitle={state === 'open' ? t('feed.emptyOpen') : t('exceptions.empty')}
        emptyDescription={state === 'open' ? t('feed.emptyOpenHint') : undefined}
        filters={<ExceptionStateFilter value={state} onChange={(next) => params.setFilter('state', next)} />}
        rowActions={(row) => {
          const disabled = row.resolution !== null || resolve.isPending;
          return [
            {
              label: t('feed.keep', { subject: subjectOf(row) }),
              icon: <CheckCircleOutlineIcon fontSize="small" />,
              color: 'primary',
              disabled,
              onClick: () => open(row, 'keep_live'),
            },
            {
              label: t('feed.take', { subject: subjectOf(row) }),
              icon: <EditOutlinedIcon fontSize="small" />,
              disabled,
              onClick: () => open(row, 'take_file'),
            },
          ];
        }}
      />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.action === 'take_file' ? t('feed.takeTitle') : t('feed.keepTitle')}
        subject={
          <Stack spacing={2}>
            <span>{dialogText}</span>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
          </Stack>
        }
        confirmLabel={deciding?.action === 'take_file' ? t('feed.takeAction') : t('feed.keepAction')}
        tone="neutral"
        pending={resolve.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!deciding) return;
          setFailure(null);
          resolve.mutate(
            { id: deciding.row.id, input: { action: deciding.action } },
            {
              onSuccess: close,
              // Stays open with the reason (the application moved meanwhile, or the row was decided elsewhere).
              onError: (error) => setFailure(errorMessage(error, t('exceptions.failed'))),
            },
          );
        }}
      />
    </>
  );
}
