/**
 * The cases work queue (issue 33): applications that wait on the lender, oldest first, with whose they are, the clock
 * against the lender's SLA, the ageing of the open cases as bars, and each case's remark and internal notes.
 */
import VisibilityIcon from '@/components/ui/icons/Visibility';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { caseBuckets, caseOwnerInputSchema, caseStatuses, type CaseRow } from '@saakh/domain/cases';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessage } from '@/lib/api-client';
import { applicationStatusTones } from '@/lib/application-status';
import { toast } from '@/lib/toast';
import { useCaseOwners } from '../api/get-case-owners';
import { useCases } from '../api/get-cases';
import { useSetCaseOwner } from '../api/set-case-owner';
import { timeInStatus } from '../utils/time-in-status';
import { CaseAgeingChart } from './case-ageing-chart';
import { CaseClock } from './case-clock';
import { CaseDetailDialog } from './case-detail-dialog';
import { CaseOwnerCell } from './case-owner-cell';

export type CaseFilter = 'owner' | 'status' | 'bucket' | 'breached' | 'lenderId' | 'documents';

export const caseListParams: ListParamsOptions<CaseFilter> = {
  defaultSort: '-age',
  sorts: ['age', '-age', 'submitted_at', '-submitted_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['owner', 'status', 'bucket', 'breached', 'lenderId', 'documents'],
};

const owners = ['me', 'unassigned', 'any'] as const;
type OwnerView = (typeof owners)[number];

/** The owner dialog's choice for nobody (a select's value is never null). */
const NOBODY = 'nobody';

export type CaseQueueProps = {
  params: ListParams<CaseFilter>;
  /** The lenders the filter offers, by id. */
  lenders: readonly { value: string; label: string }[];
  /** The caller's staff id, once the session is read: "Assign to me" gives the case to it. */
  me: number | undefined;
  /** What the page shows in a case's dialog beside its notes (the application's asked documents, decision 054). */
  caseExtras?: (row: CaseRow) => ReactNode;
};

export function CaseQueue({ params, lenders, me, caseExtras }: CaseQueueProps) {
  const { t } = useTranslation(['cases', 'domain']);
  const cases = useCases(params.query);
  const ownerOptions = useCaseOwners();
  const setOwner = useSetCaseOwner();
  const [openId, setOpenId] = useState<string | null>(null);
  const [openRow, setOpenRow] = useState<CaseRow | null>(null);
  const [moving, setMoving] = useState<CaseRow | null>(null);
  const summary = cases.data?.summary;
  const owner: OwnerView = (owners as readonly string[]).includes(params.filters.owner ?? '')
    ? (params.filters.owner as OwnerView)
    : 'any';

  const assignToMe = useCallback(
    (row: CaseRow) => {
      if (me === undefined) return;
      setOwner.mutate(
        { applicationId: row.applicationId, input: { ownerId: me } },
        {
          onSuccess: () => toast(t('ownerSaved'), 'success'),
          onError: (error) => toast(errorMessage(error, t('failed')), 'error'),
        },
      );
    },
    [me, setOwner, t],
  );

  const open = useCallback((row: CaseRow) => {
    setOpenId(row.applicationId);
    setOpenRow(row);
  }, []);

  const columns = useMemo<DataTableColumn<CaseRow>[]>(
    () => [
      {
        id: 'reference',
        header: t('columns.reference'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 110,
        cell: (row) => <Box sx={{ fontFamily: 'monospace' }}>{row.reference}</Box>,
      },
      { id: 'customer', header: t('columns.customer'), minWidth: 140, cell: (row) => row.customerName },
      { id: 'lender', header: t('columns.lender'), minWidth: 120, cell: (row) => row.lender.name },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (row) => <StatusChip label={t(`statuses.${row.status}`)} tone={applicationStatusTones[row.status]} />,
      },
      {
        id: 'age',
        header: t('columns.age'),
        sortKey: 'age',
        minWidth: 110,
        cell: (row) => <span data-testid="case-age">{timeInStatus(row.ageHours, t)}</span>,
      },
      {
        id: 'sla',
        header: t('columns.sla'),
        cell: (row) => <span data-testid="case-sla">{t('slaHours', { hours: row.slaHours })}</span>,
      },
      { id: 'clock', header: t('columns.clock'), minWidth: 110, cell: (row) => <CaseClock row={row} /> },
      {
        id: 'owner',
        header: t('columns.owner'),
        minWidth: 200,
        cell: (row) => (
          <CaseOwnerCell
            row={row}
            me={me}
            busy={setOwner.isPending && setOwner.variables?.applicationId === row.applicationId}
            onAssignToMe={assignToMe}
            onChange={setMoving}
          />
        ),
      },
      // Uploads that wait for staff (decision 054): verified or rejected in the case's dialog.
      {
        id: 'documents',
        header: t('columns.documents'),
        align: 'right',
        cell: (row) => (row.documentsToReview > 0 ? t('documentsToReview', { count: row.documentsToReview }) : '—'),
      },
      { id: 'notes', header: t('columns.notes'), align: 'right', cell: (row) => row.notes },
    ],
    [t, me, setOwner.isPending, setOwner.variables, assignToMe],
  );

  const rowActions = useCallback(
    (row: CaseRow): RowAction[] => [
      {
        label: t('open', { reference: row.reference }),
        icon: <VisibilityIcon fontSize="small" />,
        onClick: () => open(row),
      },
    ],
    [t, open],
  );

  const filtered = Object.values(params.filters).some(Boolean) || Boolean(params.q);
  // The open case as the list has it now (its owner or notes count may have changed since it was opened).
  const shown = (openId && cases.data?.items.find((row) => row.applicationId === openId)) || openRow;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={owner}
        onChange={(_event, next: OwnerView | null) => {
          if (next) params.setFilter('owner', next === 'any' ? null : next);
        }}
        aria-label={t('owner.label')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="me">
          {summary ? t('owner.me', { count: summary.mine }) : t('owner.meNoCount')}
        </ToggleButton>
        <ToggleButton value="unassigned">
          {summary ? t('owner.unassigned', { count: summary.unassigned }) : t('owner.unassignedNoCount')}
        </ToggleButton>
        <ToggleButton value="any">{t('owner.any')}</ToggleButton>
      </ToggleButtonGroup>
      {/* A failed load is the table's to show, with its retry: empty bars would say there are no cases. */}
      {cases.isError && !summary ? null : (
        <CaseAgeingChart
          summary={summary}
          loading={cases.isPending}
          onShowBreached={params.filters.breached === 'true' ? undefined : () => params.setFilter('breached', 'true')}
        />
      )}
      <DataTable
        id="cases"
        label={t('tableLabel')}
        columns={columns}
        result={cases}
        rowKey={(row) => row.applicationId}
        rowTestId={(row) => `case-row-${row.reference}`}
        params={params}
        pageSizes={caseListParams.pageSizes}
        emptyTitle={filtered ? t('emptyFiltered') : t('empty')}
        emptyDescription={filtered ? t('emptyFilteredHint') : undefined}
        searchLabel={t('search')}
        filters={
          <>
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.status}
              allLabel={t('allStatuses')}
              options={caseStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              onChange={(value) => params.setFilter('status', value)}
            />
            <FilterSelect
              label={t('columns.bucket')}
              value={params.filters.bucket}
              allLabel={t('allBuckets')}
              options={caseBuckets.map((bucket) => ({ value: bucket, label: t(`ageing.buckets.${bucket}`) }))}
              onChange={(value) => params.setFilter('bucket', value)}
            />
            <FilterSelect
              label={t('columns.lender')}
              value={params.filters.lenderId}
              allLabel={t('allLenders')}
              options={lenders}
              onChange={(value) => params.setFilter('lenderId', value)}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={params.filters.breached === 'true'}
                  onChange={(event) => params.setFilter('breached', event.target.checked ? 'true' : null)}
                />
              }
              label={t('breachedOnly')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={params.filters.documents === 'to_review'}
                  onChange={(event) => params.setFilter('documents', event.target.checked ? 'to_review' : null)}
                />
              }
              label={t('documentsToReviewOnly')}
            />
          </>
        }
        rowActions={rowActions}
      />
      {moving ? (
        <EditFieldDialog
          title={t('ownerTitle', { reference: moving.reference })}
          fields={[
            {
              name: 'ownerId',
              label: t('ownerField'),
              kind: 'select',
              options: [
                { value: NOBODY, label: t('nobody') },
                ...(ownerOptions.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
              ],
            },
          ]}
          initialValues={{ ownerId: moving.owner ? String(moving.owner.id) : NOBODY }}
          submitLabel={t('ownerSubmit')}
          onSubmit={async (values) => {
            const input = caseOwnerInputSchema.parse({
              ownerId: values.ownerId === NOBODY ? null : Number(values.ownerId),
            });
            await setOwner.mutateAsync({ applicationId: moving.applicationId, input });
            toast(t('ownerSaved'), 'success');
          }}
          onClose={() => setMoving(null)}
          maxWidth="xs"
        />
      ) : null}
      {shown ? (
        <CaseDetailDialog
          key={shown.applicationId}
          row={shown}
          extras={caseExtras?.(shown)}
          onClose={() => {
            setOpenId(null);
            setOpenRow(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
