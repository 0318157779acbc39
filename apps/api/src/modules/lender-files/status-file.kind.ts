/**
 * The application status file (admin spec §2.6, DESIGN §6): each row moves one application along the status
 * machine and updates what the lender knows of it; every move lands in the application's history with the source
 * "lender file" and the file's id, so the customer's timeline shows it at once.
 */
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { StatusFileRow } from '@saakh/domain/ingestion';
import { lenderRemark, remarkNote, type LenderRemark, type RemarkCode } from '@saakh/domain/remark-codes';
import type { Executor } from '../../db/client';
import { mayMove, recordStatusChanges, updateLenderDetails } from '../applications/applications.service';
import * as repo from './status-file.repository';
import type { CurrentApplication as Current } from './status-file.repository';
import { ApplicationsChangedError, isUuid, rowError, type Classified, type KindHandler, type PassState } from './kind';

/** What the check staged for a row (ingest_rows.data). */
type StagedStatus = {
  from: ApplicationStatus;
  to: ApplicationStatus;
  lender_reference: string | null;
  disbursed_amount: number | null;
  disbursed_on: string | null;
  /** The lender's own words, without the reason code they may have started with. */
  remarks: string | null;
  /** The lender's reason code (remarkCodes); absent in rows staged before codes were read. */
  remark_code?: RemarkCode | null;
  /** A row that contradicts the lender's live feed: what the application holds and since when (decision 044). */
  live_status?: ApplicationStatus;
  live_amount?: number | null;
  live_on?: string | null;
  live_source?: StatusSource;
  live_at?: string;
};

/**
 * Whether a row contradicts what the lender's API last said of the application: another status, or for a disbursal
 * another amount or day. The live value then stands until an admin decides (decision 044).
 */
function contradictsLiveFeed(row: StatusFileRow, current: Current): boolean {
  if (current.last_source !== 'lender_callback') return false;
  if (row.status !== current.status) return true;
  if (current.status !== 'disbursed') return false;
  const recordedAmount = current.disbursed_amount === null ? null : Number(current.disbursed_amount);
  return (
    (row.disbursed_amount !== null && recordedAmount !== null && row.disbursed_amount !== recordedAmount) ||
    (row.disbursed_on !== null && current.disbursed_on !== null && row.disbursed_on !== current.disbursed_on)
  );
}

function isoOf(value: Date | string | null): string {
  return value === null ? new Date(0).toISOString() : new Date(value).toISOString();
}

async function findCurrent(db: Executor, ids: string[], state: PassState): Promise<Map<string, Current>> {
  const rows = await repo.findCurrentApplications(db, ids, state.server);
  return new Map(rows.map((row) => [row.id.toLowerCase(), row]));
}

/** Whether a row changes anything but the status: a given value that differs from the stored one. */
function changesDetails(row: StatusFileRow, remark: LenderRemark, current: Current): boolean {
  const differs = <T>(given: T | null, stored: T | null) => given !== null && given !== stored;
  const givesRemark = remark.code !== null || remark.text !== null;
  return (
    differs(row.lender_reference, current.lender_reference) ||
    (givesRemark && (remark.text !== current.remarks || remark.code !== current.remark_code)) ||
    differs(row.disbursed_on, current.disbursed_on) ||
    (row.disbursed_amount !== null && Number(current.disbursed_amount) !== row.disbursed_amount)
  );
}

export const statusFileKind: KindHandler<'status'> = {
  kind: 'status',

  async classify(db, rows, state) {
    // An id seen earlier in the file is a duplicate row whatever the database says: no need to look it up again.
    const ids = [
      ...new Set(
        rows.map((row) => row.values.application_id.toLowerCase()).filter((id) => isUuid(id) && !state.seen.has(id)),
      ),
    ];
    const current = await findCurrent(db, ids, state);
    return rows.map(({ row, values, cells }): Classified => {
      const id = values.application_id.toLowerCase();
      if (state.seen.has(id)) return rowError(row, cells, { column: 'application_id', message: 'duplicateRow' });
      const app = isUuid(id) ? current.get(id) : undefined;
      if (!app) return rowError(row, cells, { column: 'application_id', message: 'applicationNotFound' });
      state.seen.add(id);
      const from = app.status;
      const to = values.status;
      const remark = lenderRemark(values.remarks, values.remark_code);
      const staged = {
        from,
        to,
        lender_reference: values.lender_reference,
        disbursed_amount: values.disbursed_amount,
        disbursed_on: values.disbursed_on,
        remarks: remark.text,
        remark_code: remark.code,
      };
      const classified = { row, applicationId: app.id, score: null, currentStatus: from, cells };
      if (contradictsLiveFeed(values, app)) {
        // The live value stands until an admin decides: kept with both values and where the live one came from.
        const live = {
          live_status: from,
          live_amount: app.disbursed_amount === null ? null : Number(app.disbursed_amount),
          live_on: app.disbursed_on,
          live_source: 'lender_callback',
          live_at: isoOf(app.last_at),
        };
        return { ...classified, outcome: 'disagrees', data: { ...staged, ...live } };
      }
      if (from !== to && !mayMove(from, to, 'lender_file')) {
        return rowError(row, cells, { column: 'status', message: 'statusNotAllowed', detail: `${from} → ${to}` });
      }
      const outcome = from !== to ? 'status_change' : changesDetails(values, remark, app) ? 'details' : 'unchanged';
      return { ...classified, outcome, data: staged };
    });
  },

  async apply(tx, context, strict) {
    const { fileId } = context;
    const staged = await repo.stagedStatusRows<StagedStatus>(tx, fileId);
    const given = (row: StagedStatus) => ({
      lenderReference: row.lender_reference,
      disbursedAmount: row.disbursed_amount,
      disbursedOn: row.disbursed_on,
      remarks: row.remarks,
      remarkCode: row.remark_code ?? null,
    });
    // Every move goes through the lifecycle: only applications still in the status they were checked in move, each
    // with its history (source "lender file", the file's id, the lender's remarks) and its events; what the
    // customers and partners hear follows from those once the file commits (decision 031).
    const moved = await recordStatusChanges(
      context,
      tx,
      staged
        .filter((row) => row.outcome === 'status_change')
        .map((row) => ({
          applicationId: row.application_id,
          from: row.data.from,
          to: row.data.to,
          actorId: fileId,
          // The history keeps the reason as one note ("CODE: words"): the customer's timeline reads it back.
          note: remarkNote({ code: row.data.remark_code ?? null, text: row.data.remarks }),
          ...given(row.data),
        })),
      'lender_file',
    );
    const kept = await repo.insertFeedDisagreements(
      tx,
      staged
        .filter((row) => row.outcome === 'disagrees')
        .map(({ application_id, data, row_number }) => ({
          file_id: fileId,
          row_number,
          application_id,
          file_status: data.to,
          file_amount: data.disbursed_amount === null ? null : String(data.disbursed_amount),
          file_on: data.disbursed_on,
          file_reference: data.lender_reference,
          file_remarks: data.remarks,
          file_remark_code: data.remark_code ?? null,
          live_status: data.live_status ?? data.from,
          live_amount: data.live_amount == null ? null : String(data.live_amount),
          live_on: data.live_on ?? null,
          live_source: data.live_source ?? 'lender_callback',
          live_at: new Date(data.live_at ?? 0),
        })),
    );
    const detailed = await updateLenderDetails(
      tx,
      staged
        .filter((row) => row.outcome === 'details')
        .map((row) => ({ applicationId: row.application_id, status: row.data.from, ...given(row.data) })),
    );
    const total = moved.length + detailed + kept;
    if (strict && total !== staged.length) throw new ApplicationsChangedError();
    return total;
  },
};
